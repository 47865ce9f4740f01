import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { currentMonth, pageOf, rangeOf } from '../activity-range';
import {
  cardFilterOf,
  currentWeek,
  ensureSlots,
  entryTypesOf,
  insideVehicleCounts,
  listEntries,
  mostUnregisteredVehicles,
  nonResidentVehicles,
  parkedVisitorVehicles,
  storable,
  tiles,
  totalVehicles,
  toWire,
  trafficDetails,
  typeOfEntries,
  unregisteredEntries,
  updateOffset,
} from './queries';
import {
  AnalyticsQuery,
  CountResponse,
  InsideVehicleQuery,
  InsideVehicleResponse,
  OffsetBody,
  OffsetResponse,
  ParkedQuery,
  ParkedResponse,
  RangeOnlyQuery,
  SlotParams,
  TILES,
  TilesQuery,
  TilesResponse,
  TotalsResponse,
  TrafficResponse,
  TypeOfEntriesQuery,
  TypeOfEntriesResponse,
  VehicleCardsResponse,
  VehicleEntryListQuery,
  VehicleEntryListResponse,
} from './schemas';

export const OFFSET_UPDATED = 'Offset updated';
const RESOURCE = 'api/v1/vehicle_entries';
const ERRORS = errorResponses(401, 403, 404, 422);
const permission = (action: string) => ({ permission: { resource: RESOURCE, action } });
const tags = ['vehicle-entries'];

/** Vehicle entries, car park and vehicle parking (spec part 3 §7). */
const vehicleEntryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/vehicle_entries',
    {
      config: permission('index'),
      schema: {
        tags,
        summary: 'Vehicle entries of the range (by in_time; default the last 7 days), newest first',
        querystring: VehicleEntryListQuery,
        response: { 200: VehicleEntryListResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const query = request.query;
      const { rows, total } = await listEntries(
        app.db,
        {
          condoId: condo.id,
          range: storable(rangeOf(query, app.now())),
          entryTypes: entryTypesOf(query),
          vehicleTypes: query['vehicle_type[]'],
          lane: query.lane,
          registered: query.registered,
          numberPlate: query.number_plate,
        },
        pageOf(query),
      );
      return { data: rows.map(toWire), total_entries: total };
    },
  );

  app.get(
    '/api/v1/vehicle_entries/tiles',
    {
      config: permission('tiles'),
      schema: {
        tags,
        summary: 'Vehicles in and out, visitor vehicles in and out, visitors in: the requested tiles (default all)',
        querystring: TilesQuery,
        response: { 200: TilesResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const query = request.query;
      const display = query['display[]']?.length ? [...new Set(query['display[]'])] : [...TILES];
      return {
        data: await tiles(app.db, condo.id, storable(rangeOf(query, app.now())), entryTypesOf(query), display),
      };
    },
  );

  app.get(
    '/api/v1/vehicle_entries/type_of_entries',
    {
      config: permission('type_of_entries'),
      schema: {
        tags,
        summary: 'Entries per vehicle type (every type) and, with entries_per_day=true, per UTC day of the range',
        querystring: TypeOfEntriesQuery,
        response: { 200: TypeOfEntriesResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const query = request.query;
      const range = storable(rangeOf(query, app.now()));
      return {
        data: await typeOfEntries(app.db, condo.id, range, entryTypesOf(query), query.entries_per_day === true),
      };
    },
  );

  app.get(
    '/api/v1/vehicle_entries/total_vehicles',
    {
      config: permission('total_vehicles'),
      schema: {
        tags,
        summary: 'Entries of the range by resident/visitor and registered/not (entries, not distinct plates)',
        querystring: RangeOnlyQuery,
        response: { 200: TotalsResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const query = request.query;
      return { data: await totalVehicles(app.db, condo.id, storable(rangeOf(query, app.now())), entryTypesOf(query)) };
    },
  );

  const cardFilter = (condoId: number, query: Static<typeof AnalyticsQuery>) =>
    cardFilterOf(condoId, storable(rangeOf(query, app.now(), currentMonth)), query);

  app.get(
    '/api/v1/vehicle_entries/traffic_details',
    {
      config: permission('traffic_details'),
      schema: {
        tags,
        summary: 'Most Traffic On a Day: days by entries, busiest first (default range the current month)',
        querystring: AnalyticsQuery,
        response: { 200: TrafficResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      return { data: await trafficDetails(app.db, cardFilter(condo.id, request.query)) };
    },
  );

  app.get(
    '/api/v1/vehicle_entries/non_resident_vehicle',
    {
      config: permission('non_resident_vehicle'),
      schema: {
        tags,
        summary: "Non Resident Vehicles In Resident Vehicle Entry Lane: plates not a resident's, in the resident lane",
        querystring: AnalyticsQuery,
        response: { 200: VehicleCardsResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      return { data: await nonResidentVehicles(app.db, cardFilter(condo.id, request.query)) };
    },
  );

  app.get(
    '/api/v1/vehicle_entries/most_unregistered_vehicle',
    {
      config: permission('most_unregistered_vehicle'),
      schema: {
        tags,
        summary: 'Most Unregistered Vehicle: unregistered plates by entries',
        querystring: AnalyticsQuery,
        response: { 200: VehicleCardsResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      return { data: await mostUnregisteredVehicles(app.db, cardFilter(condo.id, request.query)) };
    },
  );

  app.get(
    '/api/v1/vehicle_entries/no_of_unreg_entry',
    {
      config: permission('no_of_unreg_entry'),
      schema: {
        tags,
        summary: 'Most No Of Unreg Entry: how many unregistered entries in the range',
        querystring: AnalyticsQuery,
        response: { 200: CountResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      return { data: await unregisteredEntries(app.db, cardFilter(condo.id, request.query)) };
    },
  );

  app.get(
    '/api/v1/vehicle_entries/inside_vehicle_count',
    {
      config: permission('inside_vehicle_count'),
      schema: {
        tags,
        summary:
          "The condo's hourly slots with their offset and the vehicles inside at each on the range's last day " +
          '(default range the current week); the 24 default slots are created on first use',
        querystring: InsideVehicleQuery,
        response: { 200: InsideVehicleResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = storable(rangeOf(request.query, app.now(), currentWeek));
      await ensureSlots(app.db, condo.id);
      return { data: await insideVehicleCounts(app.db, condo.id, range) };
    },
  );

  app.put(
    '/api/v1/vehicle_entries/:id/update_vehicle_offset',
    {
      config: permission('update_vehicle_offset'),
      schema: {
        tags,
        summary: "Sets a vehicle-parking slot's offset",
        params: SlotParams,
        body: OffsetBody,
        response: { 200: OffsetResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const slot = await updateOffset(app.db, condo.id, request.params.id, request.body.offset);
      if (!slot) throw notFound('Vehicle offset slot not found');
      return { data: slot, message: OFFSET_UPDATED };
    },
  );

  app.get(
    '/api/v1/vehicle_entries/visitor_vehicles_parked',
    {
      config: permission('visitor_vehicles_parked'),
      schema: {
        ...addedRoute('The spec lists the visitor-vehicles-parked reports with their path not shown'),
        tags,
        summary:
          'Visitor vehicles (in_time in the range) whose stay exceeded duration minutes (default 180), newest ' +
          'first (not in the spec; docs/api/analytics.md)',
        querystring: ParkedQuery,
        response: { 200: ParkedResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const query = request.query;
      const { data, total } = await parkedVisitorVehicles(
        app.db,
        condo.id,
        storable(rangeOf(query, app.now())),
        app.now(),
        query.duration ?? 180,
        pageOf(query),
      );
      return { data, total_entries: total };
    },
  );
};

export default vehicleEntryRoutes;
