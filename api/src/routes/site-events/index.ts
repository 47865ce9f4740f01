export { default as siteEventRoutes } from './routes';
export { siteEventComponents } from './schemas';
