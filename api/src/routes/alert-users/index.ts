export { default as alertUserRoutes } from './routes';
export { alertUserComponents } from './schemas';
