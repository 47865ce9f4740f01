import { routeGroup } from '../route-group';
import routes from './routes';

/** GET /metrics: the API's metrics for Prometheus (plugins/metrics.ts measures them), behind METRICS_TOKEN. */
export default routeGroup({
  name: 'metrics',
  global: [routes],
});
