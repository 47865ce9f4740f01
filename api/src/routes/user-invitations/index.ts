import { routeGroup } from '../route-group';
import routes from './routes';

/** The link of an invitation mail: accepting it adds the membership (routes/users/ sends the invitations). */
export default routeGroup({
  name: 'user-invitations',
  global: [routes],
});
