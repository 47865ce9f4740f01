import { routeGroup } from '../route-group';
import routes from './routes';
import { suppressionComponents } from './schemas';

/** The suppression list: numbers no message is sent to. */
export default routeGroup({
  name: 'suppression',
  perCondo: [routes],
  components: suppressionComponents,
});
