import { routeGroup } from '../route-group';
import routes from './routes';
import { condoGraphComponents } from './schemas';

/** FMS configuration: a condo's graphs. */
export default routeGroup({
  name: 'condo-graphs',
  permissions: ['api/v1/condo_graphs'],
  perCondo: [routes],
  components: condoGraphComponents,
  audited: {
    condo_graphs: { resource: 'condo_graphs', record: 'id', condo: 'condo_id' },
  },
});
