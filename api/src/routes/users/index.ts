import { routeGroup } from '../route-group';
import routes from './routes';
import { userComponents } from './schemas';

/** A condo's users (memberships) and the invitations that add them. */
export default routeGroup({
  name: 'users',
  permissions: ['api/v1/users'],
  perCondo: [routes],
  components: userComponents,
  audited: {
    admin_users: { resource: 'users', record: 'id', hidden: ['password_hash'], ignored: ['last_login'] },
    condo_memberships: { resource: 'users', record: 'admin_user_id', condo: 'condo_id', ignored: ['sort_name'] },
    // A pending invitation is the condo's user row until accepted; which account it invites is never shown.
    user_invitations: {
      resource: 'users',
      record: 'id',
      condo: 'condo_id',
      ignored: ['admin_user_id', 'invited_by_id'],
    },
  },
});
