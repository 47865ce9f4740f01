import { routeGroup } from '../route-group';
import availableRoutes from './available-routes';
import routes from './routes';
import { webAppComponents } from './schemas';

/** A condo's web apps, and the admin area's list of those a new condo can run. */
export default routeGroup({
  name: 'web-apps',
  // The spec's admin path spells the resource without its underscore: the same web apps, not a folder of their own.
  paths: ['/admin/webapps'],
  permissions: ['api/v1/web_apps'],
  global: [availableRoutes],
  perCondo: [routes],
  components: webAppComponents,
  audited: {
    web_apps: { resource: 'web_apps', record: 'id', condo: 'condo_id' },
  },
});
