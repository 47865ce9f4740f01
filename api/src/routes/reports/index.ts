export { default as reportRoutes } from './routes';
export { reportComponents } from './schemas';
