import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import { cardLimit, currentMonth, pageOf, type Range } from '../activity-range';
import { type VisitRequest, visitFilter } from './filter';
import {
  deviceBuckets,
  listOverstays,
  listVisits,
  overstayedBy,
  topEntryDevices,
  topVisitedUnits,
  topVisitors,
  visitorTypeBuckets,
  visitorTypeCounts,
  visitorTypesPerDay,
  visitToWire,
} from './queries';
import {
  CardQuery,
  DeviceCountResponse,
  OverstayVisitorsQuery,
  PagedRangeQuery,
  RangeOnlyQuery,
  UnitCountResponse,
  type VisitAgg,
  VisitListQuery,
  VisitListResponse,
  VisitOverstayResponse,
  VisitorCountResponse,
  VisitorTypeCountsResponse,
  VisitorTypesQuery,
  VisitorTypesResponse,
  VisitPageResponse,
  VisitReportQuery,
} from './schemas';

const ERRORS = errorResponses(401, 403, 404, 422);
const permission = (resource: string, action: string) => ({ permission: { resource: `api/v1/${resource}`, action } });

/** Visits: the VMS reports and analytics (spec part 3 §7); those by visitor, invite and resident entry have folders. */
const visitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const filterOf = (request: VisitRequest, fallback?: (now: Date) => Range) =>
    visitFilter(request, app.now(), fallback);
  const cardFilter = (request: VisitRequest) => filterOf(request, currentMonth);

  app.get(
    '/api/v1/visits',
    {
      config: permission('visits', 'index'),
      schema: {
        tags: ['visits'],
        summary: 'VMS visit records of the range, newest first, with aggregations by visitor_type or device_name',
        querystring: VisitListQuery,
        response: { 200: VisitListResponse, ...ERRORS },
      },
    },
    async (request) => {
      const filter = filterOf(request);
      const aggs = new Set<VisitAgg>([...(request.query['aggs[]'] ?? []), ...(request.query.aggs ?? [])]);
      const [{ rows, total }, byType, byDevice] = await Promise.all([
        listVisits(app.db, filter, pageOf(request.query)),
        aggs.has('visitor_type') ? visitorTypeBuckets(app.db, filter) : undefined,
        aggs.has('device_name') ? deviceBuckets(app.db, filter) : undefined,
      ]);
      const aggregation = {
        ...(byType ? { visitor_type: { buckets: byType } } : {}),
        ...(byDevice ? { device_name: { buckets: byDevice } } : {}),
      };
      return { data: rows.map(visitToWire), total_entries: total, ...(aggs.size ? { aggregation } : {}) };
    },
  );

  app.get(
    '/api/v1/visits/visitor_types',
    {
      config: permission('visits', 'visitor_types'),
      schema: {
        tags: ['visits'],
        summary: 'Visits per visitor type (all four), and with visitor_types_per_day=true per UTC day',
        querystring: VisitorTypesQuery,
        response: { 200: VisitorTypesResponse, ...ERRORS },
      },
    },
    async (request) => {
      const filter = filterOf(request);
      const [buckets, perDay] = await Promise.all([
        visitorTypeBuckets(app.db, filter),
        request.query.visitor_types_per_day ? visitorTypesPerDay(app.db, filter) : undefined,
      ]);
      return {
        data: {
          aggregation: { visitor_type: { buckets } },
          ...(perDay ? { visitor_types_per_day: perDay } : {}),
        },
      };
    },
  );

  app.get(
    '/api/v1/visits/total_visitor_count',
    {
      config: permission('visits', 'total_visitor_count'),
      schema: {
        tags: ['visits'],
        summary: 'Visits per visitor type in the range (fromTime/toTime)',
        querystring: RangeOnlyQuery,
        response: { 200: VisitorTypeCountsResponse, ...ERRORS },
      },
    },
    async (request) => ({ data: await visitorTypeCounts(app.db, filterOf(request)) }),
  );

  app.get(
    '/api/v1/visits/report_data',
    {
      config: permission('visits', 'report_data'),
      schema: {
        tags: ['visits'],
        summary: 'VMS visit records of the range for a report, oldest first (per_page up to 1500)',
        querystring: VisitReportQuery,
        response: { 200: VisitPageResponse, ...ERRORS },
      },
    },
    async (request) => {
      const filter = filterOf(request);
      const { rows, total } = await listVisits(app.db, filter, pageOf(request.query), 'oldest');
      return { data: rows.map(visitToWire), total_entries: total };
    },
  );

  app.get(
    '/api/v1/visits/most_overstay_visitors',
    {
      config: permission('visits', 'most_overstay_visitors'),
      schema: {
        tags: ['visits'],
        summary: 'Visitors by their visits longer than overstay_duration minutes (to out_time, or now while inside)',
        querystring: OverstayVisitorsQuery,
        response: { 200: VisitorCountResponse, ...ERRORS },
      },
    },
    async (request) => {
      const extra = overstayedBy(request.query.overstay_duration, app.now());
      const rows = await topVisitors(app.db, filterOf(request), cardLimit(request.query.limit), extra);
      return { data: rows.map(({ name, phone, count }) => ({ name, phone, count })) };
    },
  );

  app.get(
    '/api/v1/visits/visitor_overstay',
    {
      config: permission('visits', 'visitor_overstay'),
      schema: {
        ...addedRoute('The spec lists the car-park overstay report with its path not shown'),
        tags: ['visits'],
        summary:
          'Car park "Visitor overstay": visits past their type\'s threshold (Guest 00:00 after its day, Contractor 18:00, Delivery 30 min, Pickup/Drop 15 min; UTC), newest first (path not in the spec; docs/api/analytics.md)',
        querystring: PagedRangeQuery,
        response: { 200: VisitOverstayResponse, ...ERRORS },
      },
    },
    async (request) => {
      const page = await listOverstays(app.db, filterOf(request), app.now(), pageOf(request.query));
      return { data: page.data, total_entries: page.total };
    },
  );

  app.get(
    '/api/v1/visits/most_visited_unit',
    {
      config: permission('visits', 'most_visited_unit'),
      schema: {
        tags: ['visits'],
        summary: 'Units by their visits (default range: the current month)',
        querystring: CardQuery,
        response: { 200: UnitCountResponse, ...ERRORS },
      },
    },
    async (request) => ({ data: await topVisitedUnits(app.db, cardFilter(request), cardLimit(request.query.limit)) }),
  );

  app.get(
    '/api/v1/visits/most_vms_entry',
    {
      config: permission('visits', 'most_vms_entry'),
      schema: {
        tags: ['visits'],
        summary: 'Entry devices by the visits they let in (default range: the current month)',
        querystring: CardQuery,
        response: { 200: DeviceCountResponse, ...ERRORS },
      },
    },
    async (request) => ({ data: await topEntryDevices(app.db, cardFilter(request), cardLimit(request.query.limit)) }),
  );
};

export default visitRoutes;
