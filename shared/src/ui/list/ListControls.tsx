import { Button, Input, Tooltip, Typography } from '@condo/shared/antd';
import { ReloadOutlined } from '@condo/shared/icons';
import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../constants/limits';
import { ColumnChooser } from './ColumnChooser';
import type { ListPageDefinition } from './definition';
import { ExportButton } from './ExportButton';
import type { ServerListState } from './useServerList';

export interface ListControlsProps<Row, Query> {
  page: ListPageDefinition<Row, Query>;
  list: ServerListState<Row>;
  /** Names the list for screen readers ('Cameras' → 'Search Cameras'). */
  label?: string;
  /** The reload button's accessible name (several lists on one screen need their own). */
  reloadLabel?: string;
}

/** A list's search box (when its declaration has `search`), its reload button, its columns and Export. */
export function ListControls<Row, Query>({ page, list, label, reloadLabel = 'Reload' }: ListControlsProps<Row, Query>) {
  const reload = useReloadSpinner(list.context.reload);
  const placeholder = typeof page.search === 'object' && page.search.placeholder ? page.search.placeholder : 'Search';
  return (
    <>
      {page.search ? (
        <Input.Search
          aria-label={label ? `Search ${label}` : 'Search'}
          placeholder={placeholder}
          allowClear
          value={list.searchText}
          onChange={(event) => list.setSearchText(event.target.value)}
          onSearch={(text) => list.submitSearch(text)}
          style={{ width: 260 }}
        />
      ) : null}
      {list.filteredHere ? (
        <Typography.Text type="secondary" role="status">
          The server did not search or filter: showing the matches in the rows loaded
        </Typography.Text>
      ) : null}
      <Tooltip title="Reload">
        <Button aria-label={reloadLabel} icon={<ReloadOutlined spin={reload.spinning} />} onClick={reload.start} />
      </Tooltip>
      <ColumnChooser
        label={label}
        choices={list.columnChoices}
        density={list.density}
        onColumns={list.preferences.setColumns}
        onDensity={list.preferences.setDensity}
        onReset={list.preferences.reset}
      />
      <ExportButton page={page} list={list} label={label} />
    </>
  );
}

/** Spec part 1 §9: the refresh icon spins for 1500 ms, so a fast answer still shows that it was asked. */
function useReloadSpinner(reload: () => void) {
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    spinning,
    start: () => {
      reload();
      setSpinning(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSpinning(false), TIMINGS.refreshSpinner);
    },
  };
}
