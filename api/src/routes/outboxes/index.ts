export { default as outboxRoutes } from './routes';
export { outboxComponents } from './schemas';
