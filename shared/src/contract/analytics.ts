// The analytics cards' and vehicle parking's shapes (spec part 3 §3 "Analytics card data", "Vehicle-entry offset
// slot"), taken from the API's OpenAPI document.
import type { components } from './openapi';

type Schemas = components['schemas'];

/** visitor card row: `GET /api/v1/visitors/most_visited_visitors`. */
export type VisitorCountCard = Schemas['VmsVisitorCount'];
/** unit card row: most invited / visited unit, most intercom entry. */
export type UnitCountCard = Schemas['VmsUnitCount'];
/** device card row: `GET /api/v1/visits/most_vms_entry`. */
export type DeviceCountCard = Schemas['VmsDeviceCount'];
/** person-by-entry-mode card row: `GET /api/v1/resident_entries/entry_data?entry_mode`. */
export type EntryModePersonCard = Schemas['EntryModePerson'];
/** vehicle card row (np or number_plate) of the vehicle-entry cards. */
export type VehicleCountCard = Schemas['VehicleCard'];
/** vehicle card row of the alert cards (most alert vehicles, special / heavy vehicle entry). */
export type AlertVehicleCard = Schemas['AlertVehicleCount'];
/** camera card row: `GET /api/v1/alerts/most_alert_from_cam`. */
export type AlertCameraCard = Schemas['AlertCameraCount'];
/** A day of `GET /api/v1/vehicle_entries/traffic_details`. */
export type TrafficDay = Schemas['TrafficDay'];
/** `GET /api/v1/call_logs/overall_call_count` → data. */
export type CallCounts = Schemas['CallCounts'];
/** A slot of `GET /api/v1/vehicle_entries/inside_vehicle_count`. */
export type InsideVehicleSlot = Schemas['InsideVehicleSlot'];
/** `PUT /api/v1/vehicle_entries/{id}/update_vehicle_offset` → data. */
export type VehicleOffsetSlot = Schemas['VehicleOffsetSlot'];
