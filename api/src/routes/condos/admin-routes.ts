import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireUser } from '../../plugins/auth';
import { errorResponses, sendPagedJson } from '../../plugins/envelope';
import { forbidden } from '../../plugins/http-errors';
import { createCondo } from './create';
import { listCondos } from './queries';
import { CondoCreateBody, CondoCreateResponse, CondoListQuery, CondoListResponse } from './schemas';
import { toCondo } from './serialize';

/**
 * Creating a condo is the console operators' job: a super admin's (no condo's role group can grant it, as the
 * condo does not exist yet). Anyone else gets 403; the console shows Add only when the available web apps, asked
 * for the wizard, came back (docs/api/condos-and-users.md; routes/web-apps/available-routes.ts).
 */
export function requireSuperAdmin(request: Parameters<typeof requireUser>[0]) {
  const user = requireUser(request);
  if (!user.isSuperAdmin) throw forbidden('Only a super admin can create condos');
  return user;
}

/** The admin area's condo list: the condos the caller belongs to. */
const adminCondoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/condos',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['condos'],
        summary: 'Condos the caller belongs to (a super admin: every condo)',
        security: [{ JWT: [] }],
        querystring: CondoListQuery,
        response: { 200: CondoListResponse, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const { query, page = 1, per_page: perPage = 25 } = request.query;
      const user = requireUser(request);
      const key = JSON.stringify([user.isSuperAdmin ? 'all' : user.id, query?.trim() ?? '', page, perPage]);
      const listed = await app.condoListCache.get(key, () => listCondos(app.db, { user, query, page, perPage }));
      return sendPagedJson(reply, listed ?? { data: '[]', total: 0 });
    },
  );

  app.post(
    '/admin/condos',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['condos'],
        summary:
          'Creates a condo with its admin (invited by mail when new), web apps, tiles, rules and configurations, in one transaction',
        security: [{ JWT: [] }],
        body: CondoCreateBody,
        response: { 200: CondoCreateResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const caller = requireSuperAdmin(request);
      const condo = await createCondo(app, caller, request.body.condos);
      return { data: toCondo(condo), message: `${condo.name} created successfully` };
    },
  );
};

export default adminCondoRoutes;
