import { routeGroup } from '../route-group';
import routes from './routes';
import { preferenceComponents } from './schemas';

/** A signed-in user's own settings, outside any condo: the columns and density of each list's table. */
export default routeGroup({
  name: 'preferences',
  global: [routes],
  components: preferenceComponents,
});
