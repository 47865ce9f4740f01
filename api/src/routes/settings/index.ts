export { default as settingRoutes } from './routes';
export { settingComponents } from './schemas';
