import { routeGroup } from '../route-group';
import routes from './routes';
import { vehicleEntryComponents } from './schemas';

/** Vehicle entries: the LNPR cameras' reads and the parking reports. */
export default routeGroup({
  name: 'vehicle-entries',
  perCondo: [routes],
  components: vehicleEntryComponents,
  audited: {
    // The vehicle-parking offsets a user sets (PUT /api/v1/vehicle_entries/:id/update_vehicle_offset).
    vehicle_entry_offsets: { resource: 'vehicle_entries', record: 'id', condo: 'condo_id' },
  },
});
