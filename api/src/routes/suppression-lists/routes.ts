import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { suppressionLists } from '../../db/schema';
import { likeContaining, pageWithTotal } from '../../db/sql';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { SuppressionDeleteResponse, SuppressionListQuery, SuppressionListResponse, SuppressionParams } from './schemas';

/** The numbers the condo never sends to (spec part 2, Suppression list): listed newest first; deleting one allows it again. */
const suppressionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/suppression_lists',
    {
      config: { permission: { resource: 'api/v1/suppression_lists', action: 'index' } },
      schema: {
        tags: ['suppression'],
        summary: 'Suppressed numbers, newest first; search matches the number (digits) or the reason',
        querystring: SuppressionListQuery,
        response: { 200: SuppressionListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { page = 1, per_page: perPage = 25 } = request.query;
      const search = request.query.search?.trim();
      const filters: SQL[] = [eq(suppressionLists.condoId, condo.id)];
      if (search) {
        const digits = search.replace(/\D/g, '');
        const matches = [ilike(suppressionLists.reason, likeContaining(search))];
        // The number as the list shows it (`+65 91234567`) finds it too: its digits against country code and number.
        if (digits) {
          matches.push(ilike(suppressionLists.phone, likeContaining(digits)));
          matches.push(
            ilike(sql`${suppressionLists.countryCode}::text || ${suppressionLists.phone}`, likeContaining(digits)),
          );
        }
        filters.push(or(...matches) as SQL);
      }
      const where = and(...filters);
      const { rows, total } = await pageWithTotal(
        app.db
          .select()
          .from(suppressionLists)
          .where(where)
          .orderBy(desc(suppressionLists.createdAt), desc(suppressionLists.id))
          .$dynamic(),
        app.db.select({ total: count() }).from(suppressionLists).where(where),
        { page, perPage },
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          phone: row.phone,
          country_code: row.countryCode,
          reason: row.reason,
          created_at: row.createdAt.toISOString(),
        })),
        total_entries: total,
      };
    },
  );

  app.delete(
    '/api/v1/suppression_lists/:id',
    {
      config: { permission: { resource: 'api/v1/suppression_lists', action: 'destroy' } },
      schema: {
        tags: ['suppression'],
        summary: 'Takes a number off the list: messages to it are sent again',
        params: SuppressionParams,
        response: { 200: SuppressionDeleteResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const deleted = await app.db
        .delete(suppressionLists)
        .where(and(eq(suppressionLists.id, request.params.id), eq(suppressionLists.condoId, condo.id)))
        .returning({ id: suppressionLists.id });
      if (!deleted.length) throw notFound('Suppression entry not found');
      return { message: 'Deleted Successfully..!!' };
    },
  );
};

export default suppressionRoutes;
