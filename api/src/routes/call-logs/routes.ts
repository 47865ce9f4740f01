import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { enqueue } from '../../jobs';
import { addedRoute } from '../../plugins/additions';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import { checkCondoQueue } from '../../plugins/report-quotas';
import { requireTenant } from '../../plugins/tenant';
import callLogAnalyticsRoutes from './analytics';
import { countCallLogs, filterOf, pageCallLogs, toWire } from './queries';
import { CALL_LOG_REPORT_QUEUE, type CallLogReportPayload, countUnfinishedCallLogReports } from './report';
import {
  CallLogCountResponse,
  CallLogFilterQuery,
  CallLogListQuery,
  CallLogListResponse,
  CallLogReportResponse,
} from './schemas';

export const REPORT_MESSAGE = 'The call log report is being prepared and will be mailed to you';

/** Resident ivr and video call logs (spec part 2 §2 Call logs, §7 SMS and calls). */
const callLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const now = () => app.now();

  app.get(
    '/api/v1/call_logs',
    {
      config: { permission: { resource: 'api/v1/call_logs', action: 'index' } },
      schema: {
        tags: ['call-logs'],
        summary: 'Call logs in a date range (default the current week, at most 30 days), newest first',
        querystring: CallLogListQuery,
        response: { 200: CallLogListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { page = 1, per_page: perPage = 25 } = request.query;
      const filter = filterOf(condo.id, request.query, now());
      const { rows, total } = await pageCallLogs(app.db, filter, { page, perPage });
      return { data: rows.map(toWire), total_entries: total };
    },
  );

  app.get(
    '/api/v1/call_logs/count',
    {
      config: { permission: { resource: 'api/v1/call_logs', action: 'count' } },
      schema: {
        ...addedRoute('The spec names a count action but no call'),
        tags: ['call-logs'],
        summary: 'How many call logs match the filters (not in the spec; docs/api/analytics.md)',
        querystring: CallLogFilterQuery,
        response: { 200: CallLogCountResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      return { data: { total: await countCallLogs(app.db, filterOf(condo.id, request.query, now())) } };
    },
  );

  app.get(
    '/api/v1/call_logs/generate_report',
    {
      onRequest: app.reportQuotas.callLogReports,
      config: { permission: { resource: 'api/v1/call_logs', action: 'generate_report' } },
      schema: {
        tags: ['call-logs'],
        summary: 'Queues a CSV of the filtered call logs, mailed to the caller (it shows in the Outbox)',
        description:
          'Not in the spec: 429 with a message when the caller has asked for too many call log reports in the last ' +
          'minute, or when the condo already has too many waiting or being made (docs/api/reports.md, Quotas and retention).',
        querystring: CallLogFilterQuery,
        response: { 200: CallLogReportResponse, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const user = requireUser(request);
      const filter = filterOf(condo.id, request.query, now());
      const payload: CallLogReportPayload = {
        condoId: condo.id,
        adminUserId: user.id,
        from: filter.from.toISOString(),
        to: filter.to.toISOString(),
        callTypes: filter.callTypes,
        statuses: filter.statuses,
        gates: filter.gates,
      };
      await app.db.transaction(async (tx) => {
        await checkCondoQueue(tx, 'callLogReports', condo.id, app.rateLimits.reportsQueuedPerCondo, () =>
          countUnfinishedCallLogReports(tx, condo.id),
        );
        await enqueue(tx, CALL_LOG_REPORT_QUEUE, payload as unknown as Record<string, unknown>);
      });
      return { message: REPORT_MESSAGE };
    },
  );

  await app.register(callLogAnalyticsRoutes);
};

export default callLogRoutes;
