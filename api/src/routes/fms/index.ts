import { routeGroup } from '../route-group';
import routes from './routes';
import { fmsComponents } from './schemas';

/** FMS configuration: a condo's form fields and graphs. */
export default routeGroup({
  name: 'fms',
  perCondo: [routes],
  components: fmsComponents,
});
