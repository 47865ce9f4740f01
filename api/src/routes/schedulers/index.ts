import { routeGroup } from '../route-group';
import detailRoutes from './detail-routes';
import routes from './routes';
import { schedulerComponents } from './schemas';

/** Schedulers: a condo's timed tasks, and the error log of a run. */
export default routeGroup({
  name: 'schedulers',
  paths: ['/api/v1/scheduler_error_logs'],
  permissions: ['api/v1/schedulers'],
  global: [detailRoutes],
  perCondo: [routes],
  components: schedulerComponents,
  audited: {
    schedulers: {
      resource: 'schedulers',
      record: 'id',
      condo: 'condo_id',
      ignored: ['working', 'done_at', 'next_run_at', 'updated_at'],
    },
  },
});
