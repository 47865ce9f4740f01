import { routeGroup } from '../route-group';
import routes from './routes';
import { roleGroupComponents } from './schemas';

/** The role groups (user, bot and admin) that permissions are granted to. */
export default routeGroup({
  name: 'role-groups',
  permissions: ['api/v1/role_groups'],
  perCondo: [routes],
  components: roleGroupComponents,
  audited: {
    role_groups: { resource: 'role_groups', record: 'id' },
  },
});
