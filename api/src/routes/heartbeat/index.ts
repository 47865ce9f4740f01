import { routeGroup } from '../route-group';
import routes from './routes';

/** A device's heartbeat, with its bot token: its state in, its pending commands out. */
export default routeGroup({
  name: 'heartbeat',
  global: [routes],
});
