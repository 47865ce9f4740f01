export { default as auditEventRoutes } from './routes';
export { AUDITED_RESOURCES, auditComponents } from './schemas';
