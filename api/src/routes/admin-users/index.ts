export { default as adminUserRoutes } from './routes';
export { adminUserComponents } from './schemas';
