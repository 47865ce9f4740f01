export { default as waterMeterRoutes } from './routes';
export { waterMeterComponents } from './schemas';
