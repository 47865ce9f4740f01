// '@condo/shared/ui': the data screens' kit (server-paged lists, date ranges, delete confirmation, JSON and
// settings views, status marks). A singleton of its own, apart from '@condo/shared', so the login screen does not
// download the heavy antd components these are built on.

// The display tables of the data screens and the spreadsheet writer: the login route needs none of them.
export * from '../constants/alerts';
export * from '../constants/callStatus';
export * from '../constants/colors';
export { formatDateTime, formatRelative, formatShortDateTime } from '../format/dates';
export { type SheetRow, type SheetSpec, type SheetValue, writeCsv, writeXlsx } from '../format/xlsx';
export {
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
  dateRangeFormat,
  dateRangePresets,
  weekAndMonthPresets,
} from './DateRangePicker';
export {
  type ConfirmDeleteOptions,
  confirmDelete,
  DeleteConfirm,
  type DeleteConfirmProps,
  deleteConfirmTexts,
  useConfirmDelete,
} from './DeleteConfirm';
export { DrawerFooter, type DrawerFooterProps } from './DrawerFooter';
export * from './editable-list';
export * from './history';
export { JsonView, type JsonViewProps } from './JsonView';
export { whileLoading } from './LoadingOptions';
export * from './list';
export {
  type PagedLoad,
  type PagedOption,
  type PagedOptionsState,
  PagedSelect,
  type PagedSelectProps,
  usePagedOptions,
} from './PagedSelect';
export { RequestStatus, type RequestStatusProps } from './RequestStatus';
export { SandboxedHtml, type SandboxedHtmlProps } from './SandboxedHtml';
export * from './settings-editor';
export * from './sortable';
export {
  StatusDot,
  type StatusProps,
  StatusTag,
  type StatusValue,
  statusColor,
  statusLabel,
} from './status';
// The URL's query through react-router: here, not in '@condo/shared', so the login route does not download the router.
export { useUpdateSearchParams } from './useUpdateSearchParams';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden';
