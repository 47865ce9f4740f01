import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { cardLimit, currentMonth, pageOf, rangeOf } from '../activity-range';
import {
  type AlertFilter,
  alertAggregation,
  alertGroupExists,
  countAlerts,
  listAlerts,
  mostAlertCameras,
  mostAlertOverstayVisitors,
  mostAlertVehiclesOfGroup,
  mostAlertVehiclesOfType,
} from './queries';
import {
  AlertAggsQuery,
  AlertAggsResponse,
  AlertAnalyticsQuery,
  AlertCamerasResponse,
  AlertGroupParams,
  AlertIndexQuery,
  AlertIndexResponse,
  AlertListQuery,
  AlertListResponse,
  AlertReportDataQuery,
  AlertVehiclesResponse,
  AlertVisitorsResponse,
  ConsolidatedWeeklyQuery,
  ConsolidatedWeeklyResponse,
} from './schemas';
import { consolidatedWeekly } from './weekly';

const READ_ERRORS = errorResponses(401, 403, 404, 422);
const permission = (action: string) => ({ permission: { resource: 'api/v1/alerts', action } });

interface TypeFilterQuery {
  'alert_type_name[]'?: string[] | undefined;
  'type[]'?: string[] | undefined;
  alert_type?: string | undefined;
  type?: string | undefined;
}

/** Every spelling of the type filter (alert_type_name[], type[], alert_type, type) as one set of aliases. */
function aliasesOf(query: TypeFilterQuery): string[] {
  const single = [query.alert_type, query.type].filter((alias): alias is string => Boolean(alias));
  return [...new Set([...(query['alert_type_name[]'] ?? []), ...(query['type[]'] ?? []), ...single])];
}

/** Alerts and their aggregations, the weekly digest and the alert analytics cards (spec part 3 §3, §7). */
const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const filterOf = (condoId: number, query: Parameters<typeof rangeOf>[0] & TypeFilterQuery): AlertFilter => ({
    condoId,
    ...rangeOf(query, app.now()),
    aliases: aliasesOf(query),
  });

  app.get(
    '/api/v1/alerts',
    {
      config: permission('index'),
      schema: {
        tags: ['alerts'],
        summary: 'Alerts in a range (default the last 7 days), newest first; report=true adds the aggregation',
        querystring: AlertIndexQuery,
        response: { 200: AlertIndexResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const filter = filterOf(condo.id, request.query);
      const page = pageOf(request.query);
      const withAggregation = request.query.report === true || Boolean(request.query['aggs[]']?.length);
      const [data, aggregation] = await Promise.all([
        listAlerts(app.db, filter, page),
        withAggregation ? alertAggregation(app.db, filter) : undefined,
      ]);
      if (aggregation) return { data, total_entries: aggregation.total_count.value, aggregation };
      return { data, total_entries: await countAlerts(app.db, filter) };
    },
  );

  app.get(
    '/api/v1/alerts/list',
    {
      config: permission('list'),
      schema: {
        tags: ['alerts'],
        summary: "The alert report's list: 100 per page by default, with the status buckets",
        querystring: AlertListQuery,
        response: { 200: AlertListResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const filter = filterOf(condo.id, request.query);
      const perPage = request.query.perPage ?? request.query.per_page ?? 100;
      const [data, aggregation] = await Promise.all([
        listAlerts(app.db, filter, pageOf({ page: request.query.page, perPage })),
        alertAggregation(app.db, filter),
      ]);
      return { data, total_entries: aggregation.total_count.value, aggregation: { status: aggregation.status } };
    },
  );

  app.get(
    '/api/v1/alerts/aggs',
    {
      config: permission('aggs'),
      schema: {
        ...addedRoute('The spec lists an alert aggregation helper with its path not shown'),
        tags: ['alerts'],
        summary:
          'The alert aggregation alone; its alert_type_name buckets are the alert-types helper (docs/api/analytics.md)',
        querystring: AlertAggsQuery,
        response: { 200: AlertAggsResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      return { data: await alertAggregation(app.db, filterOf(condo.id, request.query)) };
    },
  );

  app.get(
    '/api/v1/alerts/consolidated_weekly_report',
    {
      config: permission('consolidated_weekly_report'),
      schema: {
        ...addedRoute('The spec gives the weekly report’s shape with its path not shown'),
        tags: ['alerts'],
        summary: 'The weekly digest: vehicles, visitors, messages sent and top alerts (a week range by default)',
        querystring: ConsolidatedWeeklyQuery,
        response: { 200: ConsolidatedWeeklyResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = rangeOf({ ...request.query, date_type: request.query.date_type ?? 'week' }, app.now());
      return { data: await consolidatedWeekly(app.db, condo.id, range) };
    },
  );

  app.get(
    '/api/v1/alerts/:alertGroupId/most_alert_vehicles',
    {
      config: permission('most_alert_vehicles'),
      schema: {
        tags: ['alerts'],
        summary: 'Plates with the most alerts of the types in an alert group (default the current month)',
        params: AlertGroupParams,
        querystring: AlertAnalyticsQuery,
        response: { 200: AlertVehiclesResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = rangeOf(request.query, app.now(), currentMonth);
      const { alertGroupId } = request.params;
      if (!(await alertGroupExists(app.db, alertGroupId))) throw notFound('Alert group not found');
      const limit = cardLimit(request.query.limit);
      return { data: await mostAlertVehiclesOfGroup(app.db, condo.id, range, alertGroupId, limit) };
    },
  );

  app.get(
    '/api/v1/alerts/alert_report_data',
    {
      config: permission('alert_report_data'),
      schema: {
        tags: ['alerts'],
        summary: 'Plates with the most alerts of one type, e.g. special_vehicle.entry (default the current month)',
        querystring: AlertReportDataQuery,
        response: { 200: AlertVehiclesResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = rangeOf(request.query, app.now(), currentMonth);
      const limit = cardLimit(request.query.limit);
      return { data: await mostAlertVehiclesOfType(app.db, condo.id, range, request.query.type, limit) };
    },
  );

  app.get(
    '/api/v1/alerts/most_alert_from_cam',
    {
      config: permission('most_alert_from_cam'),
      schema: {
        tags: ['alerts'],
        summary: 'Devices that raised the most alerts (default the current month)',
        querystring: AlertAnalyticsQuery,
        response: { 200: AlertCamerasResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = rangeOf(request.query, app.now(), currentMonth);
      return { data: await mostAlertCameras(app.db, condo.id, range, cardLimit(request.query.limit)) };
    },
  );

  app.get(
    '/api/v1/alerts/most_alert_overstay_visitor',
    {
      config: permission('most_alert_overstay_visitor'),
      schema: {
        tags: ['alerts'],
        summary: 'Visitors with the most Over Stay alerts (default the current month)',
        querystring: AlertAnalyticsQuery,
        response: { 200: AlertVisitorsResponse, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = rangeOf(request.query, app.now(), currentMonth);
      return { data: await mostAlertOverstayVisitors(app.db, condo.id, range, cardLimit(request.query.limit)) };
    },
  );
};

export default alertRoutes;
