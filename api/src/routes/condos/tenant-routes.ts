import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { condos } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { CONDO_NOT_FOUND, requireTenant } from '../../plugins/tenant';
import { CondoParams, CondoResponse } from './schemas';
import { toCondo } from './serialize';

/** Per-condo: the condo's own record. */
const condoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/condos/:id',
    {
      config: { permission: { resource: 'api/v1/condos', action: 'show' } },
      schema: {
        summary: "The condo's full record",
        params: CondoParams,
        response: { 200: CondoResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { id } = request.params;
      // Only the tenant's own condo: asking another condo's host about a third condo finds nothing.
      if (id.toLowerCase() !== condo.aliasName && id !== String(condo.id)) throw notFound(CONDO_NOT_FOUND);
      // Read fresh: the tenant may come from the caller cache, and a publish must show on the next reload.
      const [fresh] = await app.db.select().from(condos).where(eq(condos.id, condo.id));
      return { data: toCondo(fresh ?? condo) };
    },
  );
};

export default condoRoutes;
