export { default as publicHolidayRoutes } from './routes';
export { publicHolidayComponents } from './schemas';
