import { routeGroup } from '../route-group';
import routes from './routes';
import { webAppComponents } from './schemas';

/** A condo's web apps. */
export default routeGroup({
  name: 'web-apps',
  permissions: ['api/v1/web_apps'],
  perCondo: [routes],
  components: webAppComponents,
  audited: {
    web_apps: { resource: 'web_apps', record: 'id', condo: 'condo_id' },
  },
});
