export { default as alertRoutes } from './routes';
export { alertComponents } from './schemas';
