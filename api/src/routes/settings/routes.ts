import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { adminUsers, condoConfigs, condoSettings } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import {
  ConfigParams,
  ConfigResponse,
  ConfigSchemaResponse,
  ConfigUpdateBody,
  ConfigUpdateResponse,
  SettingListResponse,
  SettingParams,
  SettingUpdateBody,
  SettingUpdateResponse,
} from './schemas';
import { normalisedValues, settingProblems } from './validate';

const tags = ['dashboard configuration'];
const permission = (action: 'index' | 'update') => ({ resource: 'api/v1/settings', action });

/**
 * The dashboard's rule groups (GET/PUT /api/v1/settings) and the condo's ui / service_ui configurations
 * (/condos/{ui_type}/condo_config, /condos/{ui_type}/condo_schema, PUT /condos/config). Both are per condo and
 * checked against their schema by data type; both need `api/v1/settings` (api/README.md).
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

  async function configOf(condoId: number, uiType: 'ui' | 'service_ui') {
    const [row] = await app.db
      .select()
      .from(condoConfigs)
      .where(and(eq(condoConfigs.condoId, condoId), eq(condoConfigs.uiType, uiType)));
    return row;
  }

  app.get(
    '/condos/:ui_type/condo_config',
    {
      config: { permission: permission('index') },
      schema: {
        tags,
        summary: "The condo's ui or service_ui configuration, keyed by schema alias_name",
        params: ConfigParams,
        response: { 200: ConfigResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const row = await configOf(requireTenant(request).condo.id, request.params.ui_type);
      return { data: row?.config ?? {} };
    },
  );

  app.get(
    '/condos/:ui_type/condo_schema',
    {
      config: { permission: permission('index') },
      schema: {
        tags,
        summary: 'The schema groups of the ui or service_ui configuration',
        params: ConfigParams,
        response: { 200: ConfigSchemaResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const row = await configOf(requireTenant(request).condo.id, request.params.ui_type);
      return { data: row?.schema ?? [] };
    },
  );

  app.put(
    '/condos/config',
    {
      config: { permission: permission('update') },
      schema: {
        tags,
        summary: 'Saves the ui or service_ui configuration: every group of its schema, checked by data type',
        body: ConfigUpdateBody,
        response: { 200: ConfigUpdateResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { ui_type: uiType, config } = request.body;
      const row = await configOf(condo.id, uiType);
      if (!row) throw notFound('Configuration not found');
      const known = new Set(row.schema.map((group) => group.alias_name));
      const problems = Object.keys(config)
        .filter((alias) => !known.has(alias))
        .map((alias) => `${alias} is not a group of the ${uiType} configuration`);
      for (const group of row.schema) {
        const values = config[group.alias_name];
        if (!values) problems.push(`${group.alias_name} is required`);
        else
          problems.push(...settingProblems(group.schema, values).map((problem) => `${group.alias_name}: ${problem}`));
      }
      if (problems.length) throw unprocessable(problems[0] as string, problems);
      const saved = Object.fromEntries(
        row.schema.map((group) => [group.alias_name, normalisedValues(config[group.alias_name] ?? {})]),
      );
      await app.db.update(condoConfigs).set({ config: saved, updatedAt: app.now() }).where(eq(condoConfigs.id, row.id));
      return { message: `${uiType === 'ui' ? 'Ui' : 'Service Ui'} config updated successfully` };
    },
  );
};

export default settingRoutes;
