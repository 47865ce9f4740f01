import { routeGroup } from '../route-group';
import routes from './routes';
import { publicHolidayComponents } from './schemas';

/** A condo's public holidays. */
export default routeGroup({
  name: 'public-holidays',
  perCondo: [routes],
  components: publicHolidayComponents,
});
