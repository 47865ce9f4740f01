export { default as tileConfigRoutes } from './routes';
export { tileConfigComponents } from './schemas';
