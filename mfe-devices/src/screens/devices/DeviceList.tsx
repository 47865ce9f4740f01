import { TIMINGS } from '@condo/shared';
import { Flex } from '@condo/shared/antd';
import { ListControls, type ListPageDefinition, ServerTable, useServerList } from '@condo/shared/ui';
import { useEffect } from 'react';

export interface DeviceListProps<Row, Query> {
  page: ListPageDefinition<Row, Query>;
  /** Grows after every save: the list fetches again 1 s later (spec part 1 §4). */
  savedCount: number;
  /** False while its tab is not the one shown: the list stays drawn but does not poll. */
  active?: boolean;
}

/** One tab's list: its search box and the server-paged table of its declaration. */
export function DeviceList<Row, Query>({ page, savedCount, active = true }: DeviceListProps<Row, Query>) {
  const list = useServerList(page, { active });
  const label = typeof page.title === 'string' ? page.title : 'Devices';
  const { refreshSilently } = list.context;

  useEffect(() => {
    if (savedCount === 0 || !active) return; // a hidden list refreshes when it shows again
    const timer = setTimeout(refreshSilently, TIMINGS.refetchAfterSave);
    return () => clearTimeout(timer);
  }, [savedCount, refreshSilently, active]);

  return (
    <section aria-label={label}>
      <Flex justify="flex-end" gap="small" style={{ marginBottom: 12 }}>
        <ListControls page={page} list={list} label={label} reloadLabel={`Reload ${label}`} />
      </Flex>
      <ServerTable page={page} list={list} label={label} />
    </section>
  );
}
