import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/envelope';
import { requireSuperAdmin } from '../condos/admin-routes';
import { WEB_APP_NAMES, WEB_APPS } from '../condos/defaults';
import { AvailableWebAppsResponse } from './schemas';

/** The admin area's list of the web apps a new condo can run (the Create Condo wizard, routes/condos/). */
const availableWebAppRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/webapps/available',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['condos'],
        summary: 'The web apps a new condo can run (the Create Condo wizard’s Web List); super admins only',
        security: [{ JWT: [] }],
        response: { 200: AvailableWebAppsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireSuperAdmin(request);
      return { data: WEB_APPS.map((alias) => ({ name: WEB_APP_NAMES[alias], alias_name: alias })) };
    },
  );
};

export default availableWebAppRoutes;
