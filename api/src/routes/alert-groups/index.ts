import { routeGroup } from '../route-group';
import routes from './routes';
import { alertGroupComponents } from './schemas';

/** The alert groups ("Over Stay", "Unauthorized"): shared by every condo, read with alert types' permission. */
export default routeGroup({
  name: 'alert-groups',
  permissions: ['api/v1/alert_types'],
  perCondo: [routes],
  components: alertGroupComponents,
});
