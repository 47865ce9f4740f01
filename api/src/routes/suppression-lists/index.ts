import { routeGroup } from '../route-group';
import routes from './routes';
import { suppressionComponents } from './schemas';

/** The suppression list: numbers no message is sent to. */
export default routeGroup({
  name: 'suppression-lists',
  permissions: ['api/v1/suppression_lists'],
  perCondo: [routes],
  components: suppressionComponents,
  audited: {
    suppression_lists: { resource: 'suppression_lists', record: 'id', condo: 'condo_id' },
  },
});
