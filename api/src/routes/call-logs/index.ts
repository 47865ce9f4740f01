export { CALL_LOG_REPORT_QUEUE, callLogReportHandler } from './report';
export { default as callLogRoutes } from './routes';
export { callLogComponents } from './schemas';
