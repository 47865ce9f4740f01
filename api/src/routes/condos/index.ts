export { default as adminCondoRoutes } from './admin-routes';
export { condoComponents } from './schemas';
export { default as condoRoutes } from './tenant-routes';
