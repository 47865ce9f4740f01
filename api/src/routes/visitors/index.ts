import { routeGroup } from '../route-group';
import routes from './routes';

/** Visitors: who visits most (their visits are routes/visits/). */
export default routeGroup({
  name: 'visitors',
  permissions: ['api/v1/visitors'],
  perCondo: [routes],
});
