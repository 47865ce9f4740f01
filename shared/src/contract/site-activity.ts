// Site-activity shapes the reports and analytics read (spec part 3 §3 and §7), taken from the API's OpenAPI document.
import type { components } from './openapi';

type Schemas = components['schemas'];

/** `GET /api/v1/vehicle_entries/tiles` → data: a count per requested `display[]` tile. */
export type VehicleEntryTiles = Schemas['VehicleEntryTiles'];
/** `GET /api/v1/vehicle_entries/type_of_entries` → data: vehicle-type buckets and, on request, entries per day. */
export type VehicleTypeEntries = Schemas['VehicleTypeEntries'];
/** `GET /api/v1/vehicle_entries/total_vehicles` → data. */
export type VehicleTotals = Schemas['VehicleTotals'];
/** `GET /api/v1/visits/visitor_types` → data: visitor-type buckets and, on request, visits per day. */
export type VisitorTypes = Schemas['VisitorTypes'];
export type VisitorTypesDay = Schemas['VisitorTypesDay'];
/** `GET /api/v1/visits/total_visitor_count` → data: visits per visitor type. */
export type VisitorTypeCounts = Schemas['VisitorTypeCounts'];
/** A row of `GET /api/v1/visits`. */
export type Visit = Schemas['Visit'];
export type VisitAggregation = Schemas['VisitAggregation'];
/** A row of `GET /api/v1/alerts` and `/alerts/list`. */
export type Alert = Schemas['Alert'];
/** `GET /api/v1/alerts?report=true` → aggregation: total, status buckets and per-type buckets. */
export type AlertAggregation = Schemas['AlertAggregation'];
/** `GET /api/v1/alerts/consolidated_weekly_report` → data: the weekly digest's figures. */
export type ConsolidatedWeekly = Schemas['ConsolidatedWeekly'];
/** A row of `GET /api/v1/water_meters/report_data`: the bucket's start and units per meter name. */
export type WaterMeterReportRow = Schemas['WaterMeterReportRow'];
/** A point of `GET /api/v1/water_meters/report_graph`, keyed per meter name. */
export type WaterMeterGraphPoint = Schemas['WaterMeterGraphPoint'];
/** A row of `GET /api/v1/outboxes/outbox_report`: one day's messages per medium. */
export type OutboxReportRow = Schemas['OutboxReportRow'];
export type OutboxMediumBucket = Schemas['OutboxMediumBucket'];
/** A row of `GET /api/v1/invites/self_invites`. */
export type SelfInviteDay = Schemas['SelfInviteDay'];
/** A row of `GET /api/v1/vehicle_entries/visitor_vehicles_parked`. */
export type ParkedVisitorVehicle = Schemas['ParkedVisitorVehicle'];
/** A row of `GET /api/v1/visits/visitor_overstay`. */
export type VisitOverstay = Schemas['VisitOverstay'];
/** A row of `GET /api/v1/visitors/most_visited_visitors_report`. */
export type VisitingVisitor = Schemas['VisitingVisitor'];
