export { default as schedulerErrorLogDetailRoutes } from './detail-routes';
export { default as schedulerRoutes } from './routes';
export { schedulerComponents } from './schemas';
