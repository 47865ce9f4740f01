export { default as botRoutes } from './routes';
export { botComponents } from './schemas';
