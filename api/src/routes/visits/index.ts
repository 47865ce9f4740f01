import { routeGroup } from '../route-group';
import deviceRoutes from './device-routes';
import { ReportedVisit } from './device-schemas';
import routes from './routes';
import { visitComponents } from './schemas';

/**
 * Visits: the kiosks' and vizitins' check-ins and check-outs (device-routes.ts) and the analytics; the queries and
 * schemas that routes/visitors/, routes/invites/ and routes/resident-entries/ read too.
 */
export default routeGroup({
  name: 'visits',
  permissions: ['api/v1/visits'],
  perCondo: [routes, deviceRoutes],
  components: [...visitComponents, ReportedVisit],
});
