import type {
  AlertCameraCard,
  AlertVehicleCard,
  CallCounts,
  DeviceCountCard,
  EntryModePersonCard,
  InsideVehicleSlot,
  TrafficDay,
  UnitCountCard,
  VehicleCountCard,
  VehicleOffsetSlot,
  VisitorCountCard,
} from '../../contract';
import { type CallOptions, type Id, send } from '../request';

export type EntryMode = 'FACE' | 'RFID' | 'SMART_QR';

/**
 * Spec part 3 §7 "Analytics": every card call accepts these optional, snake_case names; each call reads the ones it
 * needs (limit: absent or 0 means the server's 10).
 */
export type AnalyticsQuery = {
  from_time?: Date | string;
  to_time?: Date | string;
  limit?: number;
  entry_mode?: EntryMode;
  type?: string;
  status?: string;
  gate_open?: 'accepted' | 'declined';
  page?: number;
  per_page?: number;
};

const card =
  <T>(path: string) =>
  (query: AnalyticsQuery = {}, options?: CallOptions) =>
    send<T>({ path }, { query }, options);

/** The 22 analytics cards' calls (spec part 3 §7 "Analytics"); each answers `{data}`. */
export const analytics = {
  /** `GET /api/v1/visitors/most_visited_visitors` → visitors (name, phone, count). */
  mostVisitedVisitors: card<VisitorCountCard[]>('/api/v1/visitors/most_visited_visitors'),
  /** `GET /api/v1/visits/most_visited_unit` → units (unit_number, count). */
  mostVisitedUnit: card<UnitCountCard[]>('/api/v1/visits/most_visited_unit'),
  /** `GET /api/v1/invites/most_invited_units` → units. */
  mostInvitedUnits: card<UnitCountCard[]>('/api/v1/invites/most_invited_units'),
  /** `GET /api/v1/alerts/{alertGroupId}/most_alert_vehicles` → plates with the most alerts of that group. */
  mostAlertVehicles: (alertGroupId: Id, query: AnalyticsQuery = {}, options?: CallOptions) =>
    send<AlertVehicleCard[]>(
      { path: '/api/v1/alerts/{alertGroupId}/most_alert_vehicles' },
      { params: { alertGroupId }, query },
      options,
    ),
  /** `GET /api/v1/vehicle_entries/traffic_details` → days by entries, busiest first. */
  trafficDetails: card<TrafficDay[]>('/api/v1/vehicle_entries/traffic_details'),
  /** `GET /api/v1/resident_entries/entry_data?entry_mode=FACE|RFID|SMART_QR` → residents (name, phone, entry_count). */
  entryData: card<EntryModePersonCard[]>('/api/v1/resident_entries/entry_data'),
  /** `GET /api/v1/alerts/alert_report_data?type=special_vehicle.entry|heavy_vehicle.entry` → plates. */
  alertReportData: card<AlertVehicleCard[]>('/api/v1/alerts/alert_report_data'),
  /** `GET /api/v1/call_logs/overall_call_count` → {ivr_call_count, video_call_count}. */
  overallCallCount: card<CallCounts>('/api/v1/call_logs/overall_call_count'),
  /** `GET /api/v1/vehicle_entries/non_resident_vehicle` → plates. */
  nonResidentVehicle: card<VehicleCountCard[]>('/api/v1/vehicle_entries/non_resident_vehicle'),
  /** `GET /api/v1/visits/most_vms_entry` → devices (name, count). */
  mostVmsEntry: card<DeviceCountCard[]>('/api/v1/visits/most_vms_entry'),
  /** `GET /api/v1/resident_entries/most_intercom_entry` → units. */
  mostIntercomEntry: card<UnitCountCard[]>('/api/v1/resident_entries/most_intercom_entry'),
  /** `GET /api/v1/vehicle_entries/most_unregistered_vehicle` → plates. */
  mostUnregisteredVehicle: card<VehicleCountCard[]>('/api/v1/vehicle_entries/most_unregistered_vehicle'),
  /** `GET /api/v1/outboxes/count` → a bare number (SMS messages). */
  smsCount: card<number>('/api/v1/outboxes/count'),
  /** `GET /api/v1/vehicle_entries/no_of_unreg_entry` → a bare number. */
  unregisteredEntryCount: card<number>('/api/v1/vehicle_entries/no_of_unreg_entry'),
  /** `GET /api/v1/call_logs/video_call_report?status&gate_open` → a bare number. */
  videoCallReport: card<number>('/api/v1/call_logs/video_call_report'),
  /** `GET /api/v1/alerts/most_alert_from_cam` → cameras (name, mac_address, count). */
  mostAlertFromCam: card<AlertCameraCard[]>('/api/v1/alerts/most_alert_from_cam'),
};

/** Spec part 3 §7 "Vehicle parking". */
export const vehicleParking = {
  /** `GET /api/v1/vehicle_entries/inside_vehicle_count?from_time&to_time` → the slots (from_time, offset, id). */
  insideVehicleCount: (query: { from_time: Date | string; to_time: Date | string }, options?: CallOptions) =>
    send<InsideVehicleSlot[]>({ path: '/api/v1/vehicle_entries/inside_vehicle_count' }, { query }, options),
  /** `PUT /api/v1/vehicle_entries/{id}/update_vehicle_offset` body `{offset}` (no wrapper). */
  updateOffset: (id: Id, offset: number, options?: CallOptions) =>
    send<VehicleOffsetSlot>(
      { path: '/api/v1/vehicle_entries/{id}/update_vehicle_offset', method: 'PUT' },
      { params: { id }, body: { offset } },
      options,
    ),
};
