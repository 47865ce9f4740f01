import { routeGroup } from '../route-group';
import deviceRoutes from './device-routes';
import { CALL_LOG_REPORT_QUEUE, callLogReportHandler } from './report';
import routes from './routes';
import { callLogComponents } from './schemas';

/** Vizitin and kiosk call logs (device-routes.ts), their count and analytics, and the mailed call-log report. */
export default routeGroup({
  name: 'call-logs',
  permissions: ['api/v1/call_logs'],
  perCondo: [routes, deviceRoutes],
  components: callLogComponents,
  jobs: (context) => ({ [CALL_LOG_REPORT_QUEUE]: callLogReportHandler(context) }),
});
