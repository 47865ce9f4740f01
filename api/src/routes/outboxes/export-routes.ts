import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addedRoute } from '../../plugins/additions';
import { errorResponses, MAX_LENGTH } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { dayIn, EXPORT_COLUMN_KEYS, exportColumnsOf, exportTimeZoneOf, outboxCsvWriter } from './export-csv';
import { outboxExportBatches } from './export-queries';
import { EXPORT_RETRY_AFTER_SECONDS, EXPORTS_PER_INSTANCE, EXPORTS_PER_USER, exportSlotsOf } from './export-slots';
import { choices, outboxFilterOf } from './list-filter';
import { OutboxListQuery } from './schemas';

const { page: _page, perPage: _perPage, ...listFilters } = OutboxListQuery.properties;

/** The list's own query (spec part 1 §7) without paging, and the export's columns and time zone. */
export const OutboxExportQuery = Type.Object({
  ...listFilters,
  columns: Type.Optional(
    Type.Union(
      [
        Type.String({ maxLength: MAX_LENGTH.text }),
        Type.Array(Type.Union(EXPORT_COLUMN_KEYS.map((key) => Type.Literal(key))), { maxItems: 20 }),
      ],
      {
        description:
          `The columns, in order, comma-separated (or the name repeated): ${EXPORT_COLUMN_KEYS.join(', ')}; ` +
          'default all five in that order',
      },
    ),
  ),
  tz: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'IANA time zone of the Sent At column, e.g. Asia/Singapore; default UTC',
    }),
  ),
});

/**
 * The Outbox list as a CSV file (issue #28, "Export on every list"): every row of the list's filter, newest first,
 * streamed in keyset batches (export-queries.ts), so a 100,000-row file costs the API two batches of memory at most.
 * Each export holds a slot from its start to its end, its failure or its client's leaving (export-slots.ts).
 */
const outboxExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const slots = exportSlotsOf(app);
  app.get(
    '/api/v1/outboxes/export',
    {
      config: { permission: { resource: 'api/v1/outboxes', action: 'index' } },
      schema: {
        ...addedRoute('The spec’s Outbox has no export; the console falls back to paging the list when it is absent'),
        tags: ['outboxes'],
        summary:
          'Every message of the Outbox list’s filter as a CSV file (UTF-8 with BOM), newest first, with the ' +
          'table’s column titles and its date format in tz',
        querystring: OutboxExportQuery,
        response: {
          200: {
            description:
              'text/csv; charset=utf-8, Content-Disposition: attachment; filename="outbox-<from>-<to>.csv" (days ' +
              "of the range in tz). A cell that a spreadsheet would read as a formula is written behind a `'`",
            content: { 'text/csv': { schema: Type.String() } },
          },
          ...errorResponses(401, 403, 404, 422),
          429: Type.Ref('ErrorBody', {
            description:
              `The caller already runs ${EXPORTS_PER_USER} exports, or this API instance ${EXPORTS_PER_INSTANCE}; ` +
              'the message says which',
            headers: {
              'Retry-After': Type.Integer({
                description: `Seconds to wait before trying again (${EXPORT_RETRY_AFTER_SECONDS})`,
              }),
            },
          }),
        },
      },
    },
    async (request, reply) => {
      const { condo } = requireTenant(request);
      const query = request.query;
      // Every check before the first byte: a bad query is a 422 with its message, never a broken file.
      const filter = outboxFilterOf(query, condo.id, app.now());
      const columns = exportColumnsOf(choices(query.columns));
      const timeZone = exportTimeZoneOf(query.tz);
      const csv = outboxCsvWriter(columns, timeZone);
      const lastInstant = new Date(Math.max(filter.from.getTime(), filter.to.getTime() - 1));
      const filename = `outbox-${dayIn(timeZone, filter.from)}-${dayIn(timeZone, lastInstant)}.csv`;
      const db = app.db;
      async function* lines() {
        yield csv.header();
        for await (const rows of outboxExportBatches(db, filter)) yield csv.rows(rows);
      }
      const release = slots.take(request, reply);
      const file = Readable.from(lines(), { objectMode: false });
      // The file's stream closes when it ends, fails or is destroyed because the client went away (Fastify destroys
      // it then); the response's close covers a stream that was never piped.
      file.once('close', release);
      reply.raw.once('close', release);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${filename}"`)
          // The schema documents the answer as text; it goes as a stream (Fastify pipes it, with back-pressure).
          .send(file as unknown as string)
      );
    },
  );
};

export default outboxExportRoutes;
