import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { condos } from '../db/schema';
import { compileHostTemplate } from '../plugins/condo-host';
import { documentPerCondo, type TenantOptions } from '../plugins/tenant';
import { routeGroups } from './registry';
import { registerGroups } from './route-group';

/**
 * The per-condo routes that public pages call without the console's session (spec part 3 §2.5): the HTML report
 * viewer and the patrolling report. They sit outside the authentication and tenant hooks; this plugin only finds the
 * condo (null when unknown: each route answers that like an unknown record), each route makes its own check, and
 * every one is rate-limited per client address.
 * Mounted like perCondoRoutes: under /tenants/:condo and at the root for per-condo hosts.
 */
export async function publicPerCondoRoutes(app: FastifyInstance, options: TenantOptions) {
  const condoFromHost = compileHostTemplate(options.hostTemplate);
  app.decorateRequest('publicCondo', null);
  app.addHook('onRoute', (route) => {
    route.schema = options.source === 'path' ? { ...route.schema, hide: true } : documentPerCondo(route.schema);
  });
  // After the routes' rate limit (onRequest), so a flood costs no query.
  app.addHook('preValidation', async (request) => {
    const alias =
      options.source === 'path' ? (request.params as { condo?: string }).condo : condoFromHost(request.host);
    if (!alias) return;
    const [condo] = await app.db.select().from(condos).where(eq(condos.aliasName, alias.toLowerCase()));
    request.publicCondo = condo ?? null;
  });
  await registerGroups(app, routeGroups, 'public');
}
