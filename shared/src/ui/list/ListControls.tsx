import { Button, Input, Tooltip } from '@condo/shared/antd';
import { ReloadOutlined } from '@condo/shared/icons';
import type { ListPageDefinition } from './definition';
import type { ServerListState } from './useServerList';

export interface ListControlsProps<Row, Query> {
  page: ListPageDefinition<Row, Query>;
  list: ServerListState<Row>;
  /** Names the list for screen readers ('Cameras' → 'Search Cameras'). */
  label?: string;
  /** The reload button's accessible name (several lists on one screen need their own). */
  reloadLabel?: string;
}

/** A list's search box (when its declaration has `search`) and its reload button. */
export function ListControls<Row, Query>({ page, list, label, reloadLabel = 'Reload' }: ListControlsProps<Row, Query>) {
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
      <Tooltip title="Reload">
        <Button aria-label={reloadLabel} icon={<ReloadOutlined />} onClick={list.context.reload} />
      </Tooltip>
    </>
  );
}
