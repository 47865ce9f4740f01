import type {
  Alert,
  AlertAggregation,
  ConsolidatedWeekly,
  OutboxMediumBucket,
  OutboxReportRow,
  ParkedVisitorVehicle,
  SelfInviteDay,
  VehicleEntryTiles,
  VehicleTotals,
  VehicleTypeEntries,
  Visit,
  VisitAggregation,
  VisitingVisitor,
  VisitOverstay,
  VisitorTypeCounts,
  VisitorTypes,
  WaterMeterGraphPoint,
  WaterMeterReportRow,
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

  /** `GET /api/v1/vehicle_entries/visitor_vehicles_parked?duration` (minutes): visitor vehicles parked that long. */
  visitorVehiclesParked: (query: ActivityQuery & { duration: number }, options?: CallOptions) =>
    send<ParkedVisitorVehicle[]>({ path: '/api/v1/vehicle_entries/visitor_vehicles_parked' }, { query }, options),

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

  /** `GET /api/v1/visits/report_data` → the range's visits, paged. */
  reportData: (query: ActivityQuery, options?: CallOptions) =>
    send<Visit[]>({ path: '/api/v1/visits/report_data' }, { query }, options),

  /** `GET /api/v1/visits/visitor_overstay` → visits past their type's overstay threshold, paged. */
  visitorOverstay: (query: ActivityQuery, options?: CallOptions) =>
    send<VisitOverstay[]>({ path: '/api/v1/visits/visitor_overstay' }, { query }, options),

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

/** The car-park reports' visitor and invite calls (spec part 3 §7). */
export const invites = {
  /** `GET /api/v1/invites/self_invites` → residents' self invites per day, paged. */
  selfInvites: (query: ActivityQuery, options?: CallOptions) =>
    send<SelfInviteDay[]>({ path: '/api/v1/invites/self_invites' }, { query }, options),
};

export const visitors = {
  /** `GET /api/v1/visitors/most_visited_visitors_report?limit` → the most visiting visitors with their plates. */
  mostVisitedReport: (query: ActivityQuery & { limit?: number }, options?: CallOptions) =>
    send<VisitingVisitor[]>({ path: '/api/v1/visitors/most_visited_visitors_report' }, { query }, options),
};

/**
 * Spec part 3 §9: granularity 2 sums 30-minute rows into hours, 48 into days. As a query parameter it is an addition
 * of the reference API (a spec backend answers 30-minute rows, which the console sums itself).
 */
export type WaterMeterQuery = ActivityQuery & { granularity?: 2 | 48 };

export const waterMeters = {
  /** `GET /api/v1/water_meters/report_data?granularity` → a row per hour or day with units per meter. */
  reportData: (query: WaterMeterQuery, options?: CallOptions) =>
    send<WaterMeterReportRow[]>({ path: '/api/v1/water_meters/report_data' }, { query }, options),

  /** `GET /api/v1/water_meters/report_graph?granularity` → a series of points per meter. */
  reportGraph: (query: WaterMeterQuery, options?: CallOptions) =>
    send<Record<string, WaterMeterGraphPoint[]>>({ path: '/api/v1/water_meters/report_graph' }, { query }, options),
};

/** The notification report's calls (spec part 3 §7: dates as YYYY-MM-DD). */
export const outboxReports = {
  /** `GET /api/v1/outboxes/outbox_report` → messages per day and medium. */
  perDay: (query: ActivityQuery, options?: CallOptions) =>
    send<OutboxReportRow[]>({ path: '/api/v1/outboxes/outbox_report' }, { query }, options),

  /** `GET /api/v1/outboxes/aggs` → messages per medium (`medium.medium.buckets`). */
  perMedium: (query: ActivityQuery, options?: CallOptions) =>
    send<{ medium: { medium: { buckets: OutboxMediumBucket[] } } }>(
      { path: '/api/v1/outboxes/aggs' },
      { query },
      options,
    ),
};
