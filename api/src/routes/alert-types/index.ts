export { default as alertTypeRoutes } from './routes';
export { alertTypeComponents } from './schemas';
