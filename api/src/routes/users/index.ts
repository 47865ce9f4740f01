import { routeGroup } from '../route-group';
import invitationRoutes from './invitation-routes';
import routes from './routes';
import { userComponents } from './schemas';

/** A condo's users (memberships) and the invitations that add them. */
export default routeGroup({
  name: 'users',
  global: [invitationRoutes],
  perCondo: [routes],
  components: userComponents,
});
