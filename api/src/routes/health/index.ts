import { routeGroup } from '../route-group';
import routes from './routes';

/** GET /health: the liveness probe of containers and load balancers. */
export default routeGroup({
  name: 'health',
  global: [routes],
});
