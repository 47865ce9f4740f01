import { routeGroup } from '../route-group';
import routes from './routes';
import { botComponents } from './schemas';

/** A condo's bots: the accounts its devices report in as. */
export default routeGroup({
  name: 'bots',
  perCondo: [routes],
  components: botComponents,
});
