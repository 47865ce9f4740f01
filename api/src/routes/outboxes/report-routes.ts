import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DAY_MS } from '../../db/time';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { currentMonth, type Range, type RawRange, rangeOf } from '../activity-range';
import { countMessages, mediumBuckets, outboxReport } from './report-queries';
import {
  OutboxMediumAggsResponse,
  OutboxRangeQuery,
  OutboxReportResponse,
  OutboxSmsCountResponse,
  OutboxTotalResponse,
} from './report-schemas';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` to_time covers its whole day (the report's dates are inclusive days). */
function inclusiveDays(query: RawRange, now: Date, fallback?: (now: Date) => Range): Range {
  const range = rangeOf(query, now, fallback);
  const toText = query.to_time ?? query.toTime;
  return toText && DATE_ONLY.test(toText) ? { from: range.from, to: new Date(range.to.getTime() + DAY_MS - 1) } : range;
}

const tags = ['outboxes'];
const permission = (action: string) => ({ permission: { resource: 'api/v1/outboxes', action } });
const errors = errorResponses(401, 403, 404, 422);

/** The notification report and the "Most Sms Count" card (spec part 3 §7): counts of the condo's messages. */
const outboxReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/outboxes/total',
    {
      config: permission('total'),
      schema: {
        tags,
        summary: 'How many messages the condo sent in the range (default the last 7 days)',
        querystring: OutboxRangeQuery,
        response: { 200: OutboxTotalResponse, ...errors },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      return { data: { count: await countMessages(app.db, condo.id, inclusiveDays(request.query, app.now())) } };
    },
  );

  app.get(
    '/api/v1/outboxes/outbox_report',
    {
      config: permission('outbox_report'),
      schema: {
        tags,
        summary: 'Messages per UTC day and medium, every day of the range (dates YYYY-MM-DD, both days inclusive)',
        querystring: OutboxRangeQuery,
        response: { 200: OutboxReportResponse, ...errors },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      return { data: await outboxReport(app.db, condo.id, inclusiveDays(request.query, app.now())) };
    },
  );

  app.get(
    '/api/v1/outboxes/aggs',
    {
      config: permission('aggs'),
      schema: {
        tags,
        summary: 'Messages of the range per medium: Sms, Mail, WhatsApp and Ivr buckets, zeros included',
        querystring: OutboxRangeQuery,
        response: { 200: OutboxMediumAggsResponse, ...errors },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const buckets = await mediumBuckets(app.db, condo.id, inclusiveDays(request.query, app.now()));
      return { data: { medium: { medium: { buckets } } } };
    },
  );

  app.get(
    '/api/v1/outboxes/count',
    {
      config: permission('count'),
      schema: {
        tags,
        summary: 'Analytics "Most Sms Count": SMS messages in the range (default the current UTC month)',
        querystring: OutboxRangeQuery,
        response: { 200: OutboxSmsCountResponse, ...errors },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = inclusiveDays(request.query, app.now(), currentMonth);
      return { data: await countMessages(app.db, condo.id, range, 'sms') };
    },
  );
};

export default outboxReportRoutes;
