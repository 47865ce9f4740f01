import type { Client } from '../request';

// Spec part 3 §7 "Reports data": the common filters are snake_case times, `type[]`, `aggs[]`, page (1) and per_page
// (50); the reports' alert list and the totals take camelCase times. Each call's query is the contract's.

/** The reports' vehicle-entry calls (spec part 3 §7 "Reports data"). */
export const vehicleEntries = ({ get }: Client) => ({
  /** `GET /api/v1/vehicle_entries/tiles?display[]…` → a count per tile. */
  tiles: get('/api/v1/vehicle_entries/tiles'),
  /** `GET /api/v1/vehicle_entries/type_of_entries?entries_per_day=true` → vehicle-type buckets and per-day counts. */
  typeOfEntries: get('/api/v1/vehicle_entries/type_of_entries', { always: { entries_per_day: true } }),
  /** `GET /api/v1/vehicle_entries/visitor_vehicles_parked?duration` (minutes): visitor vehicles parked that long. */
  visitorVehiclesParked: get('/api/v1/vehicle_entries/visitor_vehicles_parked'),
  /** `GET /api/v1/vehicle_entries/total_vehicles?fromTime&toTime`. */
  totalVehicles: get('/api/v1/vehicle_entries/total_vehicles'),
});

export const visits = ({ get }: Client) => ({
  /** `GET /api/v1/visits/visitor_types?visitor_types_per_day=true` → visitor-type buckets and per-day counts. */
  visitorTypes: get('/api/v1/visits/visitor_types', { always: { visitor_types_per_day: true } }),
  /** `GET /api/v1/visits?aggs[]=visitor_type|device_name` → the visits and their buckets. */
  list: get('/api/v1/visits'),
  /** `GET /api/v1/visits/report_data` → the range's visits, paged. */
  reportData: get('/api/v1/visits/report_data'),
  /** `GET /api/v1/visits/visitor_overstay` → visits past their type's overstay threshold, paged. */
  visitorOverstay: get('/api/v1/visits/visitor_overstay'),
  /** `GET /api/v1/visits/total_visitor_count?fromTime&toTime` → visits per visitor type. */
  totalVisitorCount: get('/api/v1/visits/total_visitor_count'),
});

export const alerts = ({ get }: Client) => ({
  /** `GET /api/v1/alerts?report=true` → the alerts and their total, status and per-type buckets. */
  report: get('/api/v1/alerts', { always: { report: true } }),
  /** `GET /api/v1/alerts/list?fromTime&toTime&alert_type&page&perPage` → one type's alerts and status buckets. */
  list: get('/api/v1/alerts/list'),
  /** `GET /api/v1/alerts/consolidated_weekly_report?from_time&to_time` → the weekly digest's figures. */
  consolidatedWeekly: get('/api/v1/alerts/consolidated_weekly_report'),
});

/** The car-park reports' visitor and invite calls (spec part 3 §7). */
export const invites = ({ get }: Client) => ({
  /** `GET /api/v1/invites/self_invites` → residents' self invites per day, paged. */
  selfInvites: get('/api/v1/invites/self_invites'),
});

export const visitors = ({ get }: Client) => ({
  /** `GET /api/v1/visitors/most_visited_visitors_report?limit` → the most visiting visitors with their plates. */
  mostVisitedReport: get('/api/v1/visitors/most_visited_visitors_report'),
});

/**
 * Spec part 3 §9: granularity 2 sums 30-minute rows into hours, 48 into days. As a query parameter it is an addition
 * of the reference API (a spec backend answers 30-minute rows, which the console sums itself).
 */
export const waterMeters = ({ get }: Client) => ({
  /** `GET /api/v1/water_meters/report_data?granularity` → a row per hour or day with units per meter. */
  reportData: get('/api/v1/water_meters/report_data'),
  /** `GET /api/v1/water_meters/report_graph?granularity` → a series of points per meter. */
  reportGraph: get('/api/v1/water_meters/report_graph'),
});

/** The notification report's calls (spec part 3 §7: dates as YYYY-MM-DD). */
export const outboxReports = ({ get }: Client) => ({
  /** `GET /api/v1/outboxes/outbox_report` → messages per day and medium. */
  perDay: get('/api/v1/outboxes/outbox_report'),
  /** `GET /api/v1/outboxes/aggs` → messages per medium (`medium.medium.buckets`). */
  perMedium: get('/api/v1/outboxes/aggs'),
});
