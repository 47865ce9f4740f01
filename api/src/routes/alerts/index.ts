import { routeGroup } from '../route-group';
import deviceRoutes from './device-routes';
import { ReportedAlert } from './device-schemas';
import routes from './routes';
import { alertComponents } from './schemas';

/** A condo's alerts: the list, aggregations and the weekly report; the alert engine's raise and resolve (device-routes.ts). */
export default routeGroup({
  name: 'alerts',
  permissions: ['api/v1/alerts'],
  perCondo: [routes, deviceRoutes],
  components: [...alertComponents, ReportedAlert],
});
