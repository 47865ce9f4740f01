import { routeGroup } from '../route-group';
import routes from './routes';
import { alertUserComponents } from './schemas';

/** The people who receive alerts, and the condos they cover. */
export default routeGroup({
  name: 'alert-users',
  perCondo: [routes],
  components: alertUserComponents,
});
