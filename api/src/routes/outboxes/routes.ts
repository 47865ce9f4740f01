import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WEEK_MS } from '../../db/time';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { findSentMessage, listOutbox, listSentMessages, type OutboxFilter } from './queries';
import outboxReportRoutes from './report-routes';
import {
  OutboxListQuery,
  OutboxListResponse,
  OutboxParams,
  SentMessageListQuery,
  SentMessageListResponse,
  SentMessageResponse,
} from './schemas';

/** `sent,failed`, or the name repeated: both read as a list. */
function choices(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : value.split(',');
  const kept = list.map((item) => item.trim()).filter(Boolean);
  return kept.length ? kept : undefined;
}

function instant(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
  if (Number.isNaN(date.getTime())) throw unprocessable(`${name} is not a valid time`, [`${name} is not a valid time`]);
  return date;
}

function range(fromValue: string | undefined, toValue: string | undefined, names: [string, string], now: Date) {
  const to = instant(toValue, names[1]) ?? now;
  const from = instant(fromValue, names[0]) ?? new Date(to.getTime() - WEEK_MS);
  if (from.getTime() > to.getTime()) {
    const message = `${names[0]} must not be after ${names[1]}`;
    throw unprocessable(message, [message]);
  }
  return { from, to };
}

const tags = ['outboxes'];

/** The Outbox: every message the condo sent, by tab (recipient type), range and filters; one message's history. */
const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(outboxReportRoutes);
  app.get(
    '/api/v1/outboxes',
    {
      config: { permission: { resource: 'api/v1/outboxes', action: 'index' } },
      schema: {
        tags,
        summary: 'One page of sent messages, newest first, with the aggregations the column filters offer',
        querystring: OutboxListQuery,
        response: { 200: OutboxListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const query = request.query;
      const filter: OutboxFilter = {
        condoId: condo.id,
        ...range(query.fromTime, query.toTime, ['fromTime', 'toTime'], app.now()),
        recipientTypes: choices(query.recipient_type) ?? ['user'],
        search: query.search,
        mediums: choices(query.selectedMedium),
        statuses: choices(query.selectedStatus),
        recipients: choices(query.selectedRecipient),
      };
      return listOutbox(app.db, filter, query.page ?? 1, query.perPage ?? 25);
    },
  );

  app.get(
    '/api/v1/outboxes/sent_messages',
    {
      config: { permission: { resource: 'api/v1/outboxes', action: 'index' } },
      schema: {
        ...addedRoute('The spec gives the sent-message listing’s query, not its path'),
        tags,
        summary: 'Sent messages by the snake_case array filters of spec part 1 §7 "Sent-message listing"',
        querystring: SentMessageListQuery,
        response: { 200: SentMessageListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const query = request.query;
      const filter: OutboxFilter = {
        condoId: condo.id,
        ...range(query.from_time, query.to_time, ['from_time', 'to_time'], app.now()),
        recipientTypes: query['recipient_type[]'] ?? [],
        mediums: query['medium[]'],
        statuses: query['status[]'],
        recipients: query['recipient_full_name[]'],
      };
      return listSentMessages(app.db, filter, query.page ?? 1, query.per_page ?? 25);
    },
  );

  app.get(
    '/api/v1/outboxes/:id',
    {
      config: { permission: { resource: 'api/v1/outboxes', action: 'show' } },
      schema: {
        tags,
        summary: 'One sent message with every status it took',
        params: OutboxParams,
        response: { 200: SentMessageResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const message = await findSentMessage(app.db, requireTenant(request).condo.id, request.params.id);
      if (!message) throw notFound('Message not found');
      return { data: message };
    },
  );
};

export default outboxRoutes;
