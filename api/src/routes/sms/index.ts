export { default as smsRoutes } from './routes';
export { smsComponents } from './schemas';
