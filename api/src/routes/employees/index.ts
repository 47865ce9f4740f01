export { default as employeeRoutes } from './routes';
export { employeeComponents } from './schemas';
