import { routeGroup } from '../route-group';
import routes from './routes';

/** GET /ready: the readiness probe (database, migrations, job worker). */
export default routeGroup({
  name: 'ready',
  global: [routes],
});
