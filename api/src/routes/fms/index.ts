export { default as fmsRoutes } from './routes';
export { fmsComponents } from './schemas';
