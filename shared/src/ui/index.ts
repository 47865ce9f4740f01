// The console's UI kit. antd components themselves come from '@condo/shared/antd', icons from '@condo/shared/icons'.
export { ConsoleRoot, type ConsoleRootProps } from './ConsoleRoot';
export {
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
  dateRangeFormat,
  dateRangePresets,
} from './DateRangePicker';
export {
  type ConfirmDeleteOptions,
  confirmDelete,
  DeleteConfirm,
  type DeleteConfirmProps,
  deleteConfirmTexts,
  useConfirmDelete,
} from './DeleteConfirm';
export { ErrorBoundary } from './ErrorBoundary';
export { describeError } from './errors';
export { JsonView, type JsonViewProps } from './JsonView';
export * from './list';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export * from './settings-editor';
export {
  StatusDot,
  type StatusProps,
  StatusTag,
  type StatusValue,
  statusColor,
  statusColors,
  statusLabel,
} from './status';
export { consoleTheme } from './theme';
export { type RequestState, useRequest } from './useRequest';
