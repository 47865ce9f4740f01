import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { formTypesOf } from '../form-questions/questions';
import { FormTypeListResponse } from './schemas';

const tags = ['fms configuration'];

/** FMS configuration (spec part 3 §2.4): the condo's two forms, whose fields routes/form-questions/ serves. */
const formTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/form_types',
    {
      config: { permission: { resource: 'api/v1/form_questions', action: 'index' } },
      schema: {
        tags,
        summary: "The condo's forms: incident and report (made on first read)",
        response: { 200: FormTypeListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const rows = await formTypesOf(app.db, condo.id, app.now());
      return { data: rows.map((row) => ({ id: row.id, name: row.name })) };
    },
  );
};

export default formTypeRoutes;
