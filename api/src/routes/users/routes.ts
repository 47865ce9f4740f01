import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { listCondoUsers } from './queries';
import { ProfileResponse, RolesResponse, UserListQuery, UserListResponse } from './schemas';

/** Per-condo: who the caller is here, and what they may do (the console's `<condo>_user_roles`). */
const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/users/profile',
    {
      config: { permission: 'member' },
      schema: {
        summary: "The caller's profile and role group in this condo",
        response: { 200: ProfileResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { roleGroup } = requireTenant(request);
      return {
        data: {
          id: user.id,
          email: user.email,
          first_name: user.firstName,
          slack_username: user.slackUsername,
          role_group: roleGroup,
          is_super_admin: user.isSuperAdmin,
        },
      };
    },
  );

  app.get(
    '/api/v1/users/roles',
    {
      config: { permission: 'member' },
      schema: {
        summary: "The caller's permission map for this condo",
        response: { 200: RolesResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: requireTenant(request).permissions }),
  );

  app.get(
    '/api/v1/users',
    {
      config: { permission: { resource: 'api/v1/users', action: 'index' } },
      schema: {
        tags: ['users'],
        summary: "The condo's people (its members), by first name; the notification and report pickers",
        querystring: UserListQuery,
        response: { 200: UserListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 25, query } = request.query;
      const { rows, total } = await listCondoUsers(app.db, {
        condoId: requireTenant(request).condo.id,
        search: query,
        page,
        perPage,
      });
      return { data: rows, total_entries: total };
    },
  );
};

export default userRoutes;
