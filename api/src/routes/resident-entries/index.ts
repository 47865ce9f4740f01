import { routeGroup } from '../route-group';
import deviceRoutes from './device-routes';
import { ReportedResidentEntry } from './device-schemas';
import routes from './routes';

/** Residents' entries through the gates: the gate devices' reports (device-routes.ts) and the analytics. */
export default routeGroup({
  name: 'resident-entries',
  permissions: ['api/v1/resident_entries'],
  perCondo: [routes, deviceRoutes],
  components: [ReportedResidentEntry],
});
