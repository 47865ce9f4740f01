export { default as camGroupPublicRoutes } from './public-routes';
export { default as camGroupRoutes } from './routes';
export { camGroupComponents } from './schemas';
