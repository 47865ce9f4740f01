import { routeGroup } from '../route-group';
import routes from './routes';
import { waterMeterComponents } from './schemas';

/** Water meter readings. */
export default routeGroup({
  name: 'water-meters',
  permissions: ['api/v1/water_meters'],
  perCondo: [routes],
  components: waterMeterComponents,
});
