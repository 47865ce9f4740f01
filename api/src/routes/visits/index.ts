import { routeGroup } from '../route-group';
import deviceRoutes from './device-routes';
import { ReportedResidentEntry, ReportedVisit } from './device-schemas';
import routes from './routes';
import { visitComponents } from './schemas';

/**
 * Who comes through the gates: visits, visitors, invites and resident entries; the kiosks' and vizitins' check-ins
 * (device-routes.ts) and the analytics.
 */
export default routeGroup({
  name: 'visits',
  paths: ['/api/v1/visitors', '/api/v1/invites', '/api/v1/resident_entries'],
  permissions: ['api/v1/visits', 'api/v1/visitors', 'api/v1/invites', 'api/v1/resident_entries'],
  perCondo: [routes, deviceRoutes],
  components: [...visitComponents, ReportedVisit, ReportedResidentEntry],
});
