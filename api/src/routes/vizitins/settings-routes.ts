import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, Id } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { storedDevice } from '../devices/save';
import { mergeSettings, V2_SCHEMA } from '../devices/v2-schema';
import { currentWorkflow, SettingsResponse, settingView } from '../devices/workflows';

/** A v2 vizitin's settings, read from its current workflow (PUT …/workflow saves them: devices/workflows.ts). */
const vizitinSettingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/vizitins/:id/workflow',
    {
      config: { permission: { resource: 'api/v1/vizitins', action: 'show' } },
      schema: {
        tags: ['devices'],
        summary: "A v2 vizitin's settings: every group of the schema with the current workflow's values",
        params: Type.Object({ id: Id() }),
        response: { 200: SettingsResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const device = await storedDevice(app.db, condo.id, 'vizitin', request.params.id);
      if (!device) throw notFound('Vizitin not found');
      const current = await currentWorkflow(app.db, device);
      const values = mergeSettings(current?.content);
      return {
        data: V2_SCHEMA.map((group) => ({
          alias_name: group.alias_name,
          name: group.name,
          schema: group.schema.map((setting) => settingView(setting, values[group.alias_name]?.[setting.name])),
        })),
        updated_by: current?.creator ?? null,
        updated_at: current ? current.createdAt.toISOString() : null,
      };
    },
  );
};

export default vizitinSettingRoutes;
