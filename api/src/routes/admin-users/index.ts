import { routeGroup } from '../route-group';
import routes from './routes';
import { adminUserComponents } from './schemas';
import sessionRoutes from './session-routes';

/** The super admin's Admin User screen: every console account, and ending an account's sessions. */
export default routeGroup({
  name: 'admin-users',
  permissions: ['api/v1/admin_users'],
  global: [routes, sessionRoutes],
  components: adminUserComponents,
});
