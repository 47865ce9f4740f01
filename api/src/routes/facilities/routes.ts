import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { facilities } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { FacilityListResponse } from './schemas';

/** The condo's facilities (the kiosk and vizitin forms' facility choice). */
const facilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/facilities',
    {
      config: { permission: { resource: 'api/v1/facilities', action: 'index' } },
      schema: {
        tags: ['devices'],
        summary: "The condo's facilities by name",
        response: { 200: FacilityListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ id: facilities.id, name: facilities.name })
        .from(facilities)
        .where(eq(facilities.condoId, requireTenant(request).condo.id))
        .orderBy(asc(facilities.name), asc(facilities.id));
      return { data: rows };
    },
  );
};

export default facilityRoutes;
