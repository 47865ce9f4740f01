import { routeGroup } from '../route-group';
import deviceRoutes from './device-routes';
import { ReportedVehicleEntry } from './device-schemas';
import routes from './routes';
import { vehicleEntryComponents } from './schemas';

/** Vehicle entries: the LNPR cameras' reads (device-routes.ts) and the parking reports. */
export default routeGroup({
  name: 'vehicle-entries',
  permissions: ['api/v1/vehicle_entries'],
  perCondo: [routes, deviceRoutes],
  components: [...vehicleEntryComponents, ReportedVehicleEntry],
  audited: {
    // The vehicle-parking offsets a user sets (PUT /api/v1/vehicle_entries/:id/update_vehicle_offset).
    vehicle_entry_offsets: { resource: 'vehicle_entries', record: 'id', condo: 'condo_id' },
  },
});
