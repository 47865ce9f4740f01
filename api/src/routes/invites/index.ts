import { routeGroup } from '../route-group';
import routes from './routes';

/** Invites: who invites most, and the residents' self invites. */
export default routeGroup({
  name: 'invites',
  permissions: ['api/v1/invites'],
  perCondo: [routes],
});
