export { default as userRoutes } from './routes';
export { userComponents } from './schemas';
