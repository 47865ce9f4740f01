export { default as authRoutes } from './routes';
export { authComponents } from './schemas';
