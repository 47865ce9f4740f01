import { routeGroup } from '../route-group';
import publicRoutes from './public-routes';
import routes from './routes';
import { camGroupComponents } from './schemas';

/** Patrol camera groups and their question submissions (the Patrolling Report page). */
export default routeGroup({
  name: 'cam-groups',
  permissions: ['api/v1/cam_groups'],
  perCondo: [routes],
  public: [publicRoutes],
  components: camGroupComponents,
});
