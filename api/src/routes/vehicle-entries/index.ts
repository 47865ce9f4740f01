import { routeGroup } from '../route-group';
import routes from './routes';
import { vehicleEntryComponents } from './schemas';

/** Vehicle entries: the LNPR cameras' reads and the parking reports. */
export default routeGroup({
  name: 'vehicle-entries',
  perCondo: [routes],
  components: vehicleEntryComponents,
});
