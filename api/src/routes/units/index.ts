export { default as unitRoutes } from './routes';
export { unitComponents } from './schemas';
