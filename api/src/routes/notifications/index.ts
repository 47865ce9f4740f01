import { routeGroup } from '../route-group';
import routes from './routes';
import { notificationComponents } from './schemas';

/** A condo's notification groups. */
export default routeGroup({
  name: 'notifications',
  permissions: ['api/v1/notifications'],
  perCondo: [routes],
  components: notificationComponents,
  audited: {
    notifications: { resource: 'notifications', record: 'id', condo: 'condo_id' },
  },
});
