import { routeGroup } from '../route-group';
import routes from './routes';
import { schedulerComponents } from './schemas';

/** Schedulers: a condo's timed tasks, their runs and error logs. */
export default routeGroup({
  name: 'schedulers',
  permissions: ['api/v1/schedulers'],
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
