import { routeGroup } from '../route-group';
import routes from './routes';

/** GET /demo_logos/{file}: the demo condos' logos (demo installs only: GlobalRouteOptions.demoLogos). */
export default routeGroup({
  name: 'demo-logos',
  global: [routes],
});
