import { routeGroup } from '../route-group';
import routes from './routes';
import { alertTypeComponents } from './schemas';

/** A condo's alert types and their texts and weights (their groups: routes/alert-groups/). */
export default routeGroup({
  name: 'alert-types',
  permissions: ['api/v1/alert_types'],
  perCondo: [routes],
  components: alertTypeComponents,
  audited: {
    alert_types: { resource: 'alert_types', record: 'id', condo: 'condo_id' },
  },
});
