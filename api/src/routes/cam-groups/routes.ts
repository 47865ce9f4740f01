import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { listCamGroups } from './queries';
import { CamGroupListQuery, CamGroupListResponse } from './schemas';

/** The condo's virtual-patrol camera groups, each with the path of its public printable report (spec part 3 §2.5). */
const camGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/cam_groups',
    {
      config: { permission: { resource: 'api/v1/cam_groups', action: 'index' } },
      schema: {
        ...addedRoute('The spec has the Patrolling Report page but no call that lists cam groups'),
        tags: ['patrolling'],
        summary: "The condo's cam groups by name, with the path of each one's Patrolling Report (not in the spec)",
        querystring: CamGroupListQuery,
        response: { 200: CamGroupListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { page = 1, per_page: perPage = 25 } = request.query;
      const { rows, total } = await listCamGroups(app.db, condo.id, page, perPage);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          submissions_count: row.submissions,
          last_submitted_at: row.lastSubmittedAt?.toISOString() ?? null,
          report_path: `/patrolling-report/${row.id}?tenant=${encodeURIComponent(condo.aliasName)}`,
        })),
        total_entries: total,
      };
    },
  );
};

export default camGroupRoutes;
