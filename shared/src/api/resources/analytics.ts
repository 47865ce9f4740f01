import type { QueryOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

export type EntryMode = NonNullable<AnalyticsQuery['entry_mode']>;

/**
 * Spec part 3 §7 "Analytics": the cards' snake_case names (limit: absent or 0 means the server's 10); each card's
 * query is the contract's, this one the resident-entry card's, which has them all but `type` and `status`.
 */
export type AnalyticsQuery = QueryOf<'/api/v1/resident_entries/entry_data', 'GET'>;

/** The 22 analytics cards' calls (spec part 3 §7 "Analytics"); each answers `{data}`. */
export const analytics = ({ send, get }: Client) => ({
  /** `GET /api/v1/visitors/most_visited_visitors` → visitors (name, phone, count). */
  mostVisitedVisitors: get('/api/v1/visitors/most_visited_visitors'),
  /** `GET /api/v1/visits/most_visited_unit` → units (unit_number, count). */
  mostVisitedUnit: get('/api/v1/visits/most_visited_unit'),
  /** `GET /api/v1/invites/most_invited_units` → units. */
  mostInvitedUnits: get('/api/v1/invites/most_invited_units'),
  /** `GET /api/v1/alerts/{alertGroupId}/most_alert_vehicles` → plates with the most alerts of that group. */
  mostAlertVehicles: (
    alertGroupId: Id,
    query: QueryOf<'/api/v1/alerts/{alertGroupId}/most_alert_vehicles', 'GET'> = {},
    options?: CallOptions,
  ) =>
    send({ path: '/api/v1/alerts/{alertGroupId}/most_alert_vehicles' }, { params: { alertGroupId }, query }, options),
  /** `GET /api/v1/vehicle_entries/traffic_details` → days by entries, busiest first. */
  trafficDetails: get('/api/v1/vehicle_entries/traffic_details'),
  /** `GET /api/v1/resident_entries/entry_data?entry_mode=FACE|RFID|SMART_QR` → residents (name, phone, entry_count). */
  entryData: get('/api/v1/resident_entries/entry_data'),
  /** `GET /api/v1/alerts/alert_report_data?type=special_vehicle.entry|heavy_vehicle.entry` → plates. */
  alertReportData: get('/api/v1/alerts/alert_report_data'),
  /** `GET /api/v1/call_logs/overall_call_count` → {ivr_call_count, video_call_count}. */
  overallCallCount: get('/api/v1/call_logs/overall_call_count'),
  /** `GET /api/v1/vehicle_entries/non_resident_vehicle` → plates. */
  nonResidentVehicle: get('/api/v1/vehicle_entries/non_resident_vehicle'),
  /** `GET /api/v1/visits/most_vms_entry` → devices (name, count). */
  mostVmsEntry: get('/api/v1/visits/most_vms_entry'),
  /** `GET /api/v1/resident_entries/most_intercom_entry` → units. */
  mostIntercomEntry: get('/api/v1/resident_entries/most_intercom_entry'),
  /** `GET /api/v1/vehicle_entries/most_unregistered_vehicle` → plates. */
  mostUnregisteredVehicle: get('/api/v1/vehicle_entries/most_unregistered_vehicle'),
  /** `GET /api/v1/outboxes/count` → a bare number (SMS messages). */
  smsCount: get('/api/v1/outboxes/count'),
  /** `GET /api/v1/vehicle_entries/no_of_unreg_entry` → a bare number. */
  unregisteredEntryCount: get('/api/v1/vehicle_entries/no_of_unreg_entry'),
  /** `GET /api/v1/call_logs/video_call_report?status&gate_open` → a bare number. */
  videoCallReport: get('/api/v1/call_logs/video_call_report'),
  /** `GET /api/v1/alerts/most_alert_from_cam` → cameras (name, mac_address, count). */
  mostAlertFromCam: get('/api/v1/alerts/most_alert_from_cam'),
});

/** Spec part 3 §7 "Vehicle parking". */
export const vehicleParking = ({ send, get }: Client) => ({
  /** `GET /api/v1/vehicle_entries/inside_vehicle_count?from_time&to_time` → the slots (from_time, offset, id). */
  insideVehicleCount: get('/api/v1/vehicle_entries/inside_vehicle_count'),
  /** `PUT /api/v1/vehicle_entries/{id}/update_vehicle_offset` body `{offset}` (no wrapper). */
  updateOffset: (id: Id, offset: number, options?: CallOptions) =>
    send(
      { path: '/api/v1/vehicle_entries/{id}/update_vehicle_offset', method: 'PUT' },
      { params: { id }, body: { offset } },
      options,
    ),
});
