export { type ColumnChoice, ColumnChooser, type ColumnChooserProps } from './ColumnChooser';
export {
  defaultPageSize,
  defaultPageSizes,
  defineListPage,
  type ListCallOptions,
  type ListColumn,
  type ListContext,
  type ListFilters,
  type ListPageDefinition,
  type ListPageOptions,
  type ListParams,
  type ListResource,
  type ListResponse,
  rangeText,
  searchDebounceMs,
} from './definition';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { ExportMenu, type ExportMenuProps } from './ExportMenu';
export {
  type CollectOptions,
  collectPages,
  collectRows,
  EXPORT_PAGE_SIZE,
  EXPORT_ROW_LIMIT,
  type ExportColumn,
  type ExportedFile,
  type ExportFormat,
  type ExportText,
  exportColumns,
  exportFile,
  exportFileName,
  exportPaged,
  textOf,
} from './export';
export { ListControls, type ListControlsProps } from './ListControls';
export { ListPage, type ListPageProps } from './ListPage';
export { ServerTable, type ServerTableProps } from './ServerTable';
export { useDebouncedSearch } from './useDebouncedSearch';
export { type ServerListOptions, type ServerListState, useServerList } from './useServerList';
export { flushTablePreferences } from './useTablePreferences';
