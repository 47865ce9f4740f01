export {
  defaultPageSize,
  defaultPageSizes,
  defineListPage,
  type ListCallOptions,
  type ListColumn,
  type ListContext,
  type ListPageDefinition,
  type ListPageOptions,
  type ListParams,
  type ListResource,
  type ListResponse,
  rangeText,
  searchDebounceMs,
} from './definition';
export { ListControls, type ListControlsProps } from './ListControls';
export { ListPage, type ListPageProps } from './ListPage';
export { ServerTable, type ServerTableProps } from './ServerTable';
export { useDebouncedSearch } from './useDebouncedSearch';
export { type ListFilters, type ServerListOptions, type ServerListState, useServerList } from './useServerList';
