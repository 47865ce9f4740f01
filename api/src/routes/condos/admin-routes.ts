import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth';
import { errorResponses, sendPagedJson } from '../../plugins/envelope';
import { listCondos } from './queries';
import { CondoListQuery, CondoListResponse } from './schemas';

/** The admin area's condo list: the condos the caller belongs to. */
const adminCondoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/condos',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['condos'],
        summary: 'Condos the caller belongs to (a super admin: every condo)',
        security: [{ JWT: [] }],
        querystring: CondoListQuery,
        response: { 200: CondoListResponse, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const { query, page = 1, per_page: perPage = 25 } = request.query;
      const user = requireUser(request);
      const key = JSON.stringify([user.isSuperAdmin ? 'all' : user.id, query?.trim() ?? '', page, perPage]);
      const listed = await app.condoListCache.get(key, () => listCondos(app.db, { user, query, page, perPage }));
      return sendPagedJson(reply, listed ?? { data: '[]', total: 0 });
    },
  );
};

export default adminCondoRoutes;
