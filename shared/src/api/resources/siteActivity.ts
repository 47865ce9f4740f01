import type {
  Alert,
  AlertAggregation,
  ConsolidatedWeekly,
  VehicleEntryTiles,
  VehicleTotals,
  VehicleTypeEntries,
  Visit,
  VisitAggregation,
  VisitorTypeCounts,
  VisitorTypes,
} from '../../contract';
import { type CallOptions, send } from '../request';

/** Spec part 3 §7 "common filters": snake_case times, `type[]`, `aggs[]`, page (1) and per_page (50). */
export type ActivityQuery = {
  from_time: Date | string;
  to_time: Date | string;
  type?: string[];
  aggs?: string[];
  page?: number;
  per_page?: number;
};

/** Spec part 3 §7 "Alert list for reports": camelCase times, `alert_type`, page and perPage. */
export type AlertListQuery = {
  fromTime: Date | string;
  toTime: Date | string;
  alert_type?: string;
  page?: number;
  perPage?: number;
};

export type TileName = 'vehicles_in' | 'vehicles_out' | 'visitor_vehicles_in' | 'visitor_vehicles_out' | 'visitors_in';

/** The reports' vehicle-entry calls (spec part 3 §7 "Reports data"). */
export const vehicleEntries = {
  /** `GET /api/v1/vehicle_entries/tiles?display[]…` → a count per tile. */
  tiles: (query: ActivityQuery & { display: TileName[] }, options?: CallOptions) =>
    send<VehicleEntryTiles>({ path: '/api/v1/vehicle_entries/tiles' }, { query }, options),

  /** `GET /api/v1/vehicle_entries/type_of_entries?entries_per_day=true` → vehicle-type buckets and per-day counts. */
  typeOfEntries: (query: ActivityQuery, options?: CallOptions) =>
    send<VehicleTypeEntries>(
      { path: '/api/v1/vehicle_entries/type_of_entries' },
      { query: { ...query, entries_per_day: true } },
      options,
    ),

  /** `GET /api/v1/vehicle_entries/total_vehicles?fromTime&toTime`. */
  totalVehicles: (query: { fromTime: Date | string; toTime: Date | string }, options?: CallOptions) =>
    send<VehicleTotals>({ path: '/api/v1/vehicle_entries/total_vehicles' }, { query }, options),
};

export const visits = {
  /** `GET /api/v1/visits/visitor_types?visitor_types_per_day=true` → visitor-type buckets and per-day counts. */
  visitorTypes: (query: ActivityQuery, options?: CallOptions) =>
    send<VisitorTypes>(
      { path: '/api/v1/visits/visitor_types' },
      { query: { ...query, visitor_types_per_day: true } },
      options,
    ),

  /** `GET /api/v1/visits?aggs[]=visitor_type|device_name` → the visits and their buckets. */
  list: (query: ActivityQuery, options?: CallOptions) =>
    send<Visit[], VisitAggregation>({ path: '/api/v1/visits' }, { query }, options),

  /** `GET /api/v1/visits/total_visitor_count?fromTime&toTime` → visits per visitor type. */
  totalVisitorCount: (query: { fromTime: Date | string; toTime: Date | string }, options?: CallOptions) =>
    send<VisitorTypeCounts>({ path: '/api/v1/visits/total_visitor_count' }, { query }, options),
};

export const alerts = {
  /** `GET /api/v1/alerts?report=true` → the alerts and their total, status and per-type buckets. */
  report: (query: ActivityQuery, options?: CallOptions) =>
    send<Alert[], AlertAggregation>({ path: '/api/v1/alerts' }, { query: { ...query, report: true } }, options),

  /** `GET /api/v1/alerts/list?fromTime&toTime&alert_type&page&perPage` → one type's alerts and status buckets. */
  list: (query: AlertListQuery, options?: CallOptions) =>
    send<Alert[], Pick<AlertAggregation, 'status'>>({ path: '/api/v1/alerts/list' }, { query }, options),

  /** `GET /api/v1/alerts/consolidated_weekly_report?from_time&to_time` → the weekly digest's figures. */
  consolidatedWeekly: (query: ActivityQuery, options?: CallOptions) =>
    send<ConsolidatedWeekly>({ path: '/api/v1/alerts/consolidated_weekly_report' }, { query }, options),
};
