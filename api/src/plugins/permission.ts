import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './http-errors';
import { requireTenant } from './tenant';

/**
 * What a per-condo route needs: an action on a resource of the caller's permission map for the condo,
 * or only a membership of the condo (`'member'`).
 */
export type RoutePermission = { resource: string; action: string } | 'member';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
}

/**
 * Enforces each per-condo route's declared permission from the caller's role group — the same map the
 * console shows; hiding a button is not security. A route that declares none fails at start-up.
 */
async function permissionPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const permission = (route.config as { permission?: RoutePermission } | undefined)?.permission;
    if (!permission) throw new Error(`${route.method} ${route.url}: a per-condo route must declare config.permission`);
  });

  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'member') return;
    const { permissions } = requireTenant(request);
    if (!permissions[permission.resource]?.includes(permission.action)) {
      throw forbidden(`You do not have permission to ${permission.action} ${permission.resource}`);
    }
  });
}

export default fp(permissionPlugin, { name: 'permission', dependencies: ['tenant'] });
