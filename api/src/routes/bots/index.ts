import { routeGroup } from '../route-group';
import routes from './routes';
import { botComponents } from './schemas';

/** A condo's bots: the accounts its devices report in as. */
export default routeGroup({
  name: 'bots',
  permissions: ['api/v1/bots'],
  perCondo: [routes],
  components: botComponents,
  audited: {
    bots: {
      resource: 'bots',
      record: 'id',
      condo: 'condo_id',
      hidden: ['token_hash'],
      ignored: ['last_login', 'last_active_at'],
    },
  },
});
