export { default as suppressionRoutes } from './routes';
export { suppressionComponents } from './schemas';
