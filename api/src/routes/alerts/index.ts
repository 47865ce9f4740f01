import { routeGroup } from '../route-group';
import routes from './routes';
import { alertComponents } from './schemas';

/** A condo's alerts: the list, aggregations and the weekly report. */
export default routeGroup({
  name: 'alerts',
  perCondo: [routes],
  components: alertComponents,
});
