export { matchPath, navigateTo, usePathname } from './location';
export { type ScreenPaths, ScreenPathsContext, screenHref, useScreenPaths } from './screenPaths';
