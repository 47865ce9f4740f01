// The light part of the console's UI kit, in '@condo/shared' itself. The data screens' kit is '@condo/shared/ui'
// (kit.ts); antd components come from '@condo/shared/antd', icons from '@condo/shared/icons'.
export { useConsoleApp } from './ConsoleApp';
export { ConsoleRoot, type ConsoleRootProps } from './ConsoleRoot';
export {
  type ColorScheme,
  storedThemePreference,
  THEME_STORAGE_KEY,
  type ThemeChoice,
  type ThemePreference,
} from './colorScheme';
export { ErrorBoundary } from './ErrorBoundary';
export { describeError } from './errors';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { Problem, type ProblemProps } from './Problem';
export { consoleTheme, consoleThemes, darkConsoleTheme } from './theme';
export { chooseThemePreference, followThemePreference, useColorScheme, useThemePreference } from './themePreference';
export { useOneAtATime } from './useOneAtATime';
export { RELOAD_AFTER_SAVE_MS, useReloadSoon } from './useReloadSoon';
export { type RequestState, useRequest } from './useRequest';
