import { routeGroup } from '../route-group';
import routes from './routes';
import { unitComponents } from './schemas';

/** A condo's units and their import. */
export default routeGroup({
  name: 'units',
  perCondo: [routes],
  components: unitComponents,
});
