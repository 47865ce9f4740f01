import { routeGroup } from '../route-group';
import routes from './routes';
import { outboxComponents } from './schemas';
import sendRoutes from './send-routes';
import { smsComponents } from './send-schemas';

/**
 * The Outbox: every message sent, its CSV export (export-routes.ts), Send SMS and a resend (send-routes.ts), and the
 * sent-messages report.
 */
export default routeGroup({
  name: 'outboxes',
  permissions: ['api/v1/outboxes'],
  perCondo: [routes, sendRoutes],
  components: [...outboxComponents, ...smsComponents],
});
