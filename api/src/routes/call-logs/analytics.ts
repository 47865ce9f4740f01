import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { CALL_STATUSES, type CallStatus, GATE_OPEN_VALUES, type GateOpen } from '../../db/schema';
import { errorResponses, StringEnum } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { currentMonth, type Range, RangeQuery, rangeOf } from '../activity-range';

const AnalyticsRange = { from_time: RangeQuery.from_time, to_time: RangeQuery.to_time };
const OverallCallCountQuery = Type.Object(AnalyticsRange);
const VideoCallReportQuery = Type.Object({
  ...AnalyticsRange,
  status: Type.Optional(StringEnum(CALL_STATUSES, { description: 'Only calls with this status (the cards: success)' })),
  gate_open: Type.Optional(StringEnum(GATE_OPEN_VALUES, { description: 'accepted or declined for the two cards' })),
});

/** Calls of each type in the range, counted in one scan of call_logs_condo_created_idx. */
async function overallCallCount(db: Db, condoId: number, range: Range) {
  const [row] = rowsOf<{ ivr_call_count: number; video_call_count: number }>(
    await db.execute(sql`
      SELECT (count(*) FILTER (WHERE call_type = 'ivr'))::int AS ivr_call_count,
             (count(*) FILTER (WHERE call_type = 'video_call'))::int AS video_call_count
      FROM call_logs
      WHERE condo_id = ${condoId}
        AND created_at >= ${range.from.toISOString()} AND created_at <= ${range.to.toISOString()}`),
  );
  return row ?? { ivr_call_count: 0, video_call_count: 0 };
}

/** Video calls in the range with the given status and gate_open (each only when given); uses the type index. */
async function videoCallCount(db: Db, condoId: number, range: Range, status?: CallStatus, gate?: GateOpen) {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS total
      FROM call_logs
      WHERE condo_id = ${condoId} AND call_type = 'video_call'
        AND created_at >= ${range.from.toISOString()} AND created_at <= ${range.to.toISOString()}
        ${status ? sql`AND status = ${status}` : sql``}
        ${gate ? sql`AND gate_open = ${gate}` : sql``}`),
  );
  return row?.total ?? 0;
}

/** The call cards of Analytics (spec part 3 §7): Ivr / Video Call Count and Video Call Accept / Reject Count. */
const callLogAnalyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/call_logs/overall_call_count',
    {
      config: { permission: { resource: 'api/v1/call_logs', action: 'overall_call_count' } },
      schema: {
        tags: ['call-logs'],
        summary: 'Ivr and video calls in the range (default the current month)',
        querystring: OverallCallCountQuery,
        response: { 200: Type.Object({ data: Type.Ref('CallCounts') }), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      return { data: await overallCallCount(app.db, condo.id, rangeOf(request.query, app.now(), currentMonth)) };
    },
  );

  app.get(
    '/api/v1/call_logs/video_call_report',
    {
      config: { permission: { resource: 'api/v1/call_logs', action: 'video_call_report' } },
      schema: {
        tags: ['call-logs'],
        summary: 'How many video calls had this status and gate_open in the range (default the current month)',
        querystring: VideoCallReportQuery,
        response: { 200: Type.Object({ data: Type.Integer() }), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = rangeOf(request.query, app.now(), currentMonth);
      return {
        data: await videoCallCount(app.db, condo.id, range, request.query.status, request.query.gate_open),
      };
    },
  );
};

export default callLogAnalyticsRoutes;
