import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { condoConfigs } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import {
  ConfigParams,
  ConfigResponse,
  ConfigSchemaResponse,
  ConfigUpdateBody,
  ConfigUpdateResponse,
} from '../settings/schemas';
import { normalisedValues, settingProblems } from '../settings/validate';

const tags = ['dashboard configuration'];
const permission = (action: 'index' | 'update') => ({ resource: 'api/v1/settings', action });

/**
 * The condo's ui / service_ui configurations: per condo, checked against their schema by data type as the
 * dashboard's rule groups are (routes/settings/), and like them under `api/v1/settings` (docs/api/condos-and-users.md).
 */
const condoConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

export default condoConfigRoutes;
