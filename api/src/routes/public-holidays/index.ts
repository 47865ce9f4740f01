import { routeGroup } from '../route-group';
import routes from './routes';
import { publicHolidayComponents } from './schemas';

/** A condo's public holidays. */
export default routeGroup({
  name: 'public-holidays',
  permissions: ['api/v1/public_holidays'],
  perCondo: [routes],
  components: publicHolidayComponents,
  audited: {
    public_holidays: { resource: 'public_holidays', record: 'id', condo: 'condo_id' },
  },
});
