import { routeGroup } from '../route-group';
import fileRoutes from './file-routes';
import linkRoutes from './link-routes';
import routes from './routes';
import { bmsReportComponents } from './schemas';
import viewerRoutes from './viewer-routes';

/** Report jobs (BMS reports): the PDF a report page asks for, its file, its shared links and viewer. */
export default routeGroup({
  name: 'bms-reports',
  permissions: ['api/v1/bms_reports'],
  global: [fileRoutes],
  perCondo: [routes, linkRoutes],
  public: [viewerRoutes],
  components: bmsReportComponents,
});
