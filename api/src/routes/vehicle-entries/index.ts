export { default as vehicleEntryRoutes } from './routes';
export { vehicleEntryComponents } from './schemas';
