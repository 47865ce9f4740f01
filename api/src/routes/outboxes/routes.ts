import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import outboxExportRoutes from './export-routes';
import { outboxFilterOf, range } from './list-filter';
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

const tags = ['outboxes'];

/** The Outbox: every message the condo sent, by tab (recipient type), range and filters; one message's history. */
const outboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(outboxReportRoutes);
  await app.register(outboxExportRoutes);
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
      const filter = outboxFilterOf(query, condo.id, app.now());
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
