import { routeGroup } from '../route-group';
import adminRoutes from './admin-routes';
import { condoComponents } from './schemas';
import tenantRoutes from './tenant-routes';

/** Condos: the admin area's list and Create Condo, and a condo's own record. */
export default routeGroup({
  name: 'condos',
  paths: ['/admin/webapps'],
  permissions: ['api/v1/condos'],
  global: [adminRoutes],
  perCondo: [tenantRoutes],
  components: condoComponents,
  audited: {
    condos: { resource: 'condos', record: 'id', condo: 'id', ignored: ['list_json'] },
  },
});
