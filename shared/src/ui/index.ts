// The light part of the console's UI kit, in '@condo/shared' itself. The data screens' kit is '@condo/shared/ui'
// (kit.ts); antd components come from '@condo/shared/antd', icons from '@condo/shared/icons'.
export { useConsoleApp } from './ConsoleApp';
export { ConsoleRoot, type ConsoleRootProps } from './ConsoleRoot';
export { ErrorBoundary } from './ErrorBoundary';
export { describeError } from './errors';
export { whileLoading } from './LoadingOptions';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { Problem, type ProblemProps } from './Problem';
export { consoleTheme } from './theme';
export { useOneAtATime } from './useOneAtATime';
export { RELOAD_AFTER_SAVE_MS, useReloadSoon } from './useReloadSoon';
export { type RequestState, useRequest } from './useRequest';
