import { routeGroup } from '../route-group';
import routes from './routes';
import { tileConfigComponents } from './schemas';

/** The analytics dashboard's tiles. */
export default routeGroup({
  name: 'tile-configs',
  perCondo: [routes],
  components: tileConfigComponents,
});
