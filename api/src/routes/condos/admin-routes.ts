import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import { listCondos } from './queries';
import { CondoListQuery, CondoListResponse } from './schemas';
import { toCondoListItem } from './serialize';

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
    async (request) => {
      const { query, page = 1, per_page: perPage = 25 } = request.query;
      const { rows, total } = await listCondos(app.db, { user: requireUser(request), query, page, perPage });
      return { data: rows.map(toCondoListItem), total_entries: total };
    },
  );
};

export default adminCondoRoutes;
