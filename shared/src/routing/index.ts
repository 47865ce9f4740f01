export { matchPath, navigateTo, usePathname } from './location';
