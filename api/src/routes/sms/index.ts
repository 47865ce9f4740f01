import { routeGroup } from '../route-group';
import routes from './routes';
import { smsComponents } from './schemas';

/** SMS sending and its balance. */
export default routeGroup({
  name: 'sms',
  perCondo: [routes],
  components: smsComponents,
});
