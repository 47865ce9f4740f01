import { routeGroup } from '../route-group';
import routes from './routes';
import { facilityComponents } from './schemas';

/** A condo's facilities, which its kiosks and vizitins belong to. */
export default routeGroup({
  name: 'facilities',
  permissions: ['api/v1/facilities'],
  perCondo: [routes],
  components: facilityComponents,
  audited: {
    facilities: { resource: 'facilities', record: 'id', condo: 'condo_id' },
  },
});
