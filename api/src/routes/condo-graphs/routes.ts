import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { condoGraphs } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { checkedGraph, graphView } from './graphs';
import { CondoGraphBody, CondoGraphListResponse, CondoGraphParams, CondoGraphResponse } from './schemas';

const tags = ['fms configuration'];
const SAVED = 'Saved Successfully..!';
const graphs = (action: 'index' | 'create' | 'update') => ({ resource: 'api/v1/condo_graphs', action });

/** FMS configuration (spec part 3 §3, §5): the condo's graphs. A condo has a few, so they are not paged. */
const condoGraphRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/condo_graphs',
    {
      config: { permission: graphs('index') },
      schema: {
        tags,
        summary: "The condo's graph configurations, oldest first",
        response: { 200: CondoGraphListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const rows = await app.db
        .select()
        .from(condoGraphs)
        .where(eq(condoGraphs.condoId, condo.id))
        .orderBy(asc(condoGraphs.id));
      return { data: rows.map(graphView) };
    },
  );

  app.post(
    '/api/v1/condo_graphs',
    {
      config: { permission: graphs('create') },
      schema: {
        tags,
        summary: 'Adds a graph configuration; graph_type is required for pie and stored null for the other kinds',
        body: CondoGraphBody,
        response: { 200: CondoGraphResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const now = app.now();
      const [row] = await app.db
        .insert(condoGraphs)
        .values({ ...checkedGraph(request.body.condo_graph), condoId: condo.id, createdAt: now, updatedAt: now })
        .returning();
      return { data: graphView(row as typeof condoGraphs.$inferSelect), message: SAVED };
    },
  );

  app.put(
    '/api/v1/condo_graphs/:id',
    {
      config: { permission: graphs('update') },
      schema: {
        tags,
        summary: 'Changes a graph configuration (the whole graph is sent)',
        params: CondoGraphParams,
        body: CondoGraphBody,
        response: { 200: CondoGraphResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const [row] = await app.db
        .update(condoGraphs)
        .set({ ...checkedGraph(request.body.condo_graph), updatedAt: app.now() })
        .where(and(eq(condoGraphs.id, request.params.id), eq(condoGraphs.condoId, condo.id)))
        .returning();
      if (!row) throw notFound('Graph not found');
      return { data: graphView(row), message: SAVED };
    },
  );
};

export default condoGraphRoutes;
