export { default as notificationRoutes } from './routes';
export { notificationComponents } from './schemas';
