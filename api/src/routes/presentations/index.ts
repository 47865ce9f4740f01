export { default as presentationRoutes } from './routes';
export { presentationComponents } from './schemas';
