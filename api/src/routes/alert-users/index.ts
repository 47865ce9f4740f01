import { routeGroup } from '../route-group';
import routes from './routes';
import { alertUserComponents } from './schemas';

/** The people who receive alerts, and the condos they cover. */
export default routeGroup({
  name: 'alert-users',
  permissions: ['api/v1/alert_users'],
  perCondo: [routes],
  components: alertUserComponents,
  audited: {
    alert_users: { resource: 'alert_users', record: 'id', ignored: ['last_login'] },
    alert_user_condos: { resource: 'alert_users', record: 'alert_user_id', condo: 'condo_id' },
  },
});
