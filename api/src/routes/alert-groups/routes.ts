import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc } from 'drizzle-orm';
import { alertGroups } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { AlertGroupListResponse } from './schemas';

/** The alert groups every condo shares (the alert type form's select). */
const alertGroupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/alert_groups',
    {
      // The alert type form's select: whoever reads alert types reads the groups.
      config: { permission: { resource: 'api/v1/alert_types', action: 'index' } },
      schema: {
        tags: ['alert types'],
        summary: 'The alert groups every condo shares ("Over Stay", "Unauthorized"), by name',
        response: { 200: AlertGroupListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async () => ({
      data: await app.db
        .select({ id: alertGroups.id, name: alertGroups.name })
        .from(alertGroups)
        .orderBy(asc(alertGroups.name)),
    }),
  );
};

export default alertGroupRoutes;
