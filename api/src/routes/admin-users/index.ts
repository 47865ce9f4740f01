import { routeGroup } from '../route-group';
import routes from './routes';
import { adminUserComponents } from './schemas';

/** The super admin's Admin User screen: every console account. */
export default routeGroup({
  name: 'admin-users',
  permissions: ['api/v1/admin_users'],
  global: [routes],
  components: adminUserComponents,
});
