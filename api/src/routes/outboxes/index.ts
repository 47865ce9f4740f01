import { routeGroup } from '../route-group';
import routes from './routes';
import { outboxComponents } from './schemas';

/** The Outbox: every message sent, its resend, and the sent-messages report. */
export default routeGroup({
  name: 'outboxes',
  perCondo: [routes],
  components: outboxComponents,
});
