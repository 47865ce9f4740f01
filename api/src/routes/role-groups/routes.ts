import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { type RoleGroupType, roleGroups } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { RoleGroupListResponse, RoleGroupQuery } from './schemas';

/** The role groups, of one type when asked (the bot form's role group choice). */
const roleGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/role_groups',
    {
      config: { permission: { resource: 'api/v1/role_groups', action: 'index' } },
      schema: {
        tags: ['bots'],
        summary: 'Role groups by name, of one type when asked',
        querystring: RoleGroupQuery,
        response: { 200: RoleGroupListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const type = request.query.type as RoleGroupType | undefined;
      const rows = await app.db
        .select({ id: roleGroups.id, name: roleGroups.name, type: roleGroups.type })
        .from(roleGroups)
        .where(type ? eq(roleGroups.type, type) : undefined)
        .orderBy(asc(roleGroups.name));
      return { data: rows };
    },
  );
};

export default roleGroupRoutes;
