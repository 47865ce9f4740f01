export { default as bmsReportFileRoutes } from './file-routes';
export { default as bmsReportLinkRoutes } from './link-routes';
export { default as bmsReportRoutes } from './routes';
export { bmsReportComponents } from './schemas';
export { default as bmsReportViewerRoutes } from './viewer-routes';
