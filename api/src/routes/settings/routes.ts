import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { adminUsers, condoSettings } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { SettingListResponse, SettingParams, SettingUpdateBody, SettingUpdateResponse } from './schemas';
import { normalisedValues, settingProblems } from './validate';

const tags = ['dashboard configuration'];
const permission = (action: 'index' | 'update') => ({ resource: 'api/v1/settings', action });

/**
 * The dashboard's rule groups (GET/PUT /api/v1/settings), per condo and checked against their schema by data type; they
 * need `api/v1/settings` (docs/api/condos-and-users.md), as the condo's configurations do
 * (routes/condos/config-routes.ts).
 */
const settingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function groups(condoId: number, aliasName?: string) {
    const rows = await app.db
      .select({
        group: condoSettings,
        firstName: adminUsers.firstName,
        lastName: adminUsers.lastName,
        email: adminUsers.email,
      })
      .from(condoSettings)
      .leftJoin(adminUsers, eq(adminUsers.id, condoSettings.updatedById))
      .where(and(eq(condoSettings.condoId, condoId), aliasName ? eq(condoSettings.aliasName, aliasName) : undefined))
      .orderBy(asc(condoSettings.id));
    return rows.map(({ group, firstName, lastName, email }) => ({
      name: group.name,
      alias_name: group.aliasName,
      schema: group.schema,
      values: group.values,
      updated_at: group.updatedAt.toISOString(),
      updated_by: email === null ? null : { full_name: `${firstName ?? ''} ${lastName ?? ''}`.trim() || email },
    }));
  }

  app.get(
    '/api/v1/settings',
    {
      config: { permission: permission('index') },
      schema: {
        tags,
        summary: 'The rule groups: each schema, its values and who changed them last',
        response: { 200: SettingListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await groups(requireTenant(request).condo.id) }),
  );

  app.put(
    '/api/v1/settings/:alias_name',
    {
      config: { permission: permission('update') },
      schema: {
        tags,
        summary: "Replaces a rule group's values; each is checked against the group's schema (422 names the field)",
        params: SettingParams,
        body: SettingUpdateBody,
        response: { 200: SettingUpdateResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { alias_name: aliasName } = request.params;
      const [group] = await app.db
        .select({ id: condoSettings.id, schema: condoSettings.schema })
        .from(condoSettings)
        .where(and(eq(condoSettings.condoId, condo.id), eq(condoSettings.aliasName, aliasName)));
      if (!group) throw notFound('Setting not found');
      const problems = settingProblems(group.schema, request.body.values);
      if (problems.length) throw unprocessable(problems[0] as string, problems);
      await app.db
        .update(condoSettings)
        .set({
          values: normalisedValues(request.body.values),
          updatedById: request.currentUser?.id ?? null,
          updatedAt: app.now(),
        })
        .where(eq(condoSettings.id, group.id));
      const [saved] = await groups(condo.id, aliasName);
      if (!saved) throw notFound('Setting not found');
      return { data: saved, message: `${saved.name} updated successfully` };
    },
  );
};

export default settingRoutes;
