import { routeGroup } from '../route-group';
import routes from './routes';
import { botComponents } from './schemas';

/** A condo's bots: the accounts its devices report in as. */
export default routeGroup({
  name: 'bots',
  paths: ['/api/v1/facilities', '/api/v1/role_groups'],
  permissions: ['api/v1/bots', 'api/v1/facilities', 'api/v1/role_groups'],
  perCondo: [routes],
  components: botComponents,
  audited: {
    role_groups: { resource: 'role_groups', record: 'id' },
    bots: {
      resource: 'bots',
      record: 'id',
      condo: 'condo_id',
      hidden: ['token_hash'],
      ignored: ['last_login', 'last_active_at'],
    },
    facilities: { resource: 'facilities', record: 'id', condo: 'condo_id' },
  },
});
