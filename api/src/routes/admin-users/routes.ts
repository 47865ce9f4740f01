import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { findAdminUser, listAdminUsers, setSlackUsername } from './queries';
import { AdminUserListQuery, AdminUserListResponse, AdminUserResponse, AdminUserUpdateBody } from './schemas';

const tags = ['admin users'];

/**
 * Admin users (spec part 2 §2, §7): the console accounts' login details across condos. Global routes: a super
 * admin reaches every account; anyone else the members of the condos where their role group grants
 * `api/v1/admin_users` index (list) or update (edit). docs/api/condos-and-users.md, Identity.
 */
const adminUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/admin_users',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Admin users by e-mail, with their condos; only those within your reach (may be none)',
        security: [{ JWT: [] }],
        querystring: AdminUserListQuery,
        response: { 200: AdminUserListResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const { query, page = 1, per_page: perPage = 25 } = request.query;
      const { rows, total } = await listAdminUsers(app.db, {
        caller: requireUser(request),
        search: query,
        page,
        perPage,
      });
      return { data: rows, total_entries: total };
    },
  );

  app.put(
    '/admin/admin_users/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Changes an admin user's Slack user name; every other field is ignored",
        security: [{ JWT: [] }],
        body: AdminUserUpdateBody,
        response: { 200: AdminUserResponse, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const { id } = request.body;
      const slack = request.body.slack_username?.trim() || null;
      const changed = await setSlackUsername(app.db, { caller, id, slackUsername: slack, now: app.now() });
      if (!changed) throw notFound('Admin user not found');
      const user = await findAdminUser(app.db, { caller, id, action: 'update' });
      if (!user) throw notFound('Admin user not found');
      return { data: user, message: 'Admin user updated' };
    },
  );
};

export default adminUserRoutes;
