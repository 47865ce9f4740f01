import { routeGroup } from '../route-group';
import routes from './routes';
import { siteEventComponents } from './schemas';

/** What the devices at the gates report: alerts, visits, vehicle entries and calls as they happen. */
export default routeGroup({
  name: 'site-events',
  perCondo: [routes],
  components: siteEventComponents,
});
