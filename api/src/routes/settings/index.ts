import { routeGroup } from '../route-group';
import routes from './routes';
import { settingComponents } from './schemas';

/** A condo's settings and configurations. */
export default routeGroup({
  name: 'settings',
  perCondo: [routes],
  components: settingComponents,
});
