export { default as authRoutes } from './routes';
export { authComponents } from './schemas';
export { default as sessionRoutes } from './session-routes';
