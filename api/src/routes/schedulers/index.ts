import { routeGroup } from '../route-group';
import detailRoutes from './detail-routes';
import routes from './routes';
import { schedulerComponents } from './schemas';

/** Schedulers: a condo's timed tasks, and the error log of a run. */
export default routeGroup({
  name: 'schedulers',
  global: [detailRoutes],
  perCondo: [routes],
  components: schedulerComponents,
});
