import { routeGroup } from '../route-group';
import adminRoutes from './admin-routes';
import configRoutes from './config-routes';
import { condoComponents } from './schemas';
import tenantRoutes from './tenant-routes';

/** Condos: the admin area's list and Create Condo, a condo's own record and its ui / service_ui configurations. */
export default routeGroup({
  name: 'condos',
  permissions: ['api/v1/condos', 'api/v1/settings'],
  global: [adminRoutes],
  perCondo: [tenantRoutes, configRoutes],
  components: condoComponents,
  audited: {
    condos: { resource: 'condos', record: 'id', condo: 'id', ignored: ['list_json'] },
  },
});
