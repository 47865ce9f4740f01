export { default as webAppRoutes } from './routes';
export { webAppComponents } from './schemas';
