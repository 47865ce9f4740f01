import { routeGroup } from '../route-group';
import routes from './routes';

/** The Detail Log page of a scheduler run's error log, opened from a signed link (routes/schedulers/ lists them). */
export default routeGroup({
  name: 'scheduler-error-logs',
  global: [routes],
});
