import { routeGroup } from '../route-group';
import routes from './routes';
import { visitComponents } from './schemas';

/** Visits and visitors. */
export default routeGroup({
  name: 'visits',
  perCondo: [routes],
  components: visitComponents,
});
