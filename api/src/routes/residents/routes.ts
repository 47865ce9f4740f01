import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import { condos, residents } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { CONDO_NOT_FOUND, requireTenant } from '../../plugins/tenant';
import { toCondo } from '../condos/serialize';
import { AllowLoginBody, AllowLoginResponse, ResidentByPhoneResponse, ResidentPhoneParams } from './schemas';

/** A condo's residents: the look-up by phone (Send SMS) and whether they may sign in (condo set-up). */
const residentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/residents/:phone/phone',
    {
      config: { permission: { resource: 'api/v1/outboxes', action: 'send_sms' } },
      schema: {
        tags: ['sms'],
        summary: "The condo's resident with this phone number (digits, without the country code)",
        params: ResidentPhoneParams,
        response: { 200: ResidentByPhoneResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const [resident] = await app.db
        .select({ id: residents.id, country_code: residents.countryCode, name: residents.name })
        .from(residents)
        .where(
          and(
            eq(residents.condoId, condo.id),
            eq(residents.phone, request.params.phone),
            eq(residents.status, 'active'),
          ),
        )
        .orderBy(asc(residents.id))
        .limit(1);
      if (!resident) throw notFound('No resident with this phone number');
      return { data: resident };
    },
  );

  app.post(
    '/api/v1/residents/update_allow_login',
    {
      config: { permission: { resource: 'api/v1/condos', action: 'update_allow_login' } },
      schema: {
        summary:
          "Publishes whether the condo's residents may sign in; the first publish also completes the condo's set-up",
        body: AllowLoginBody,
        response: { 200: AllowLoginResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const [saved] = await app.db
        .update(condos)
        .set({ allowLogin: request.body.residents.allow_login, completed: true, updatedAt: app.now() })
        .where(eq(condos.id, condo.id))
        .returning();
      if (!saved) throw notFound(CONDO_NOT_FOUND);
      return {
        data: toCondo(saved),
        message: `Resident login ${saved.allowLogin ? 'allowed' : 'stopped'}; changes published`,
      };
    },
  );
};

export default residentRoutes;
