export { WebAppsScreen } from './WebAppsScreen';
