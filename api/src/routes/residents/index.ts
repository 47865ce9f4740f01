import { routeGroup } from '../route-group';
import routes from './routes';
import { residentComponents } from './schemas';

/** A condo's residents: the look-up by phone and the allow-login switch; resident look-ups the device writes share. */
export default routeGroup({
  name: 'residents',
  permissions: ['api/v1/outboxes', 'api/v1/condos'],
  perCondo: [routes],
  components: residentComponents,
});
