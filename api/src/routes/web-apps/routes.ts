import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { condos, webApps } from '../../db/schema';
import { pageWithTotal } from '../../db/sql';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { WebAppListQuery, WebAppListResponse, WebAppParams, WebAppResponse, WebAppUpdateBody } from './schemas';

const tags = ['web apps'];

const toWebApp = (row: typeof webApps.$inferSelect) => ({
  id: row.id,
  name: row.name,
  alias_name: row.aliasName,
  status: row.status,
  updated_at: row.updatedAt.toISOString(),
});

/** The condo's web apps (spec part 2, Web apps): listed, and switched on or off. */
const webAppRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/web_apps',
    {
      config: { permission: { resource: 'api/v1/web_apps', action: 'index' } },
      schema: {
        tags,
        summary: "The condo's web apps, in the order they were added",
        querystring: WebAppListQuery,
        response: { 200: WebAppListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { page = 1, perPage = 10 } = request.query;
      const where = eq(webApps.condoId, condo.id);
      const { rows, total } = await pageWithTotal(
        app.db.select().from(webApps).where(where).orderBy(asc(webApps.id)).$dynamic(),
        app.db.select({ total: count() }).from(webApps).where(where),
        { page, perPage },
      );
      return { data: rows.map(toWebApp), total_entries: total };
    },
  );

  app.put(
    '/api/v1/web_apps/:id',
    {
      config: { permission: { resource: 'api/v1/web_apps', action: 'update' } },
      schema: {
        tags,
        summary: "Switches a web app on or off; the condo's web_apps list follows (its active apps)",
        params: WebAppParams,
        body: WebAppUpdateBody,
        response: { 200: WebAppResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const [row] = await app.db
        .update(webApps)
        .set({ status: request.body.status, updatedAt: app.now() })
        .where(and(eq(webApps.id, request.params.id), eq(webApps.condoId, condo.id)))
        .returning();
      if (!row) throw notFound('Web app not found');
      // The condo document lists its active apps (spec §3 Condo web_apps): kept in step in the same transaction.
      await app.db
        .update(condos)
        .set({
          webApps: sql`(SELECT coalesce(jsonb_agg(${webApps.aliasName} ORDER BY ${webApps.id}), '[]'::jsonb) FROM ${webApps} WHERE ${webApps.condoId} = ${condo.id} AND ${webApps.status} = 'active')`,
          updatedAt: app.now(),
        })
        .where(eq(condos.id, condo.id));
      return { data: toWebApp(row), message: `${row.name} is now ${row.status}` };
    },
  );
};

export default webAppRoutes;
