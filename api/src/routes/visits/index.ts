export { default as visitRoutes } from './routes';
export { visitComponents } from './schemas';
