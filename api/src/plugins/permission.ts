import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PermissionMap } from '../db/schema';
import { forbidden } from './http-errors';
import { requireTenant } from './tenant';

/**
 * What a per-condo route needs: an action on a resource of the caller's permission map for the condo,
 * or only a membership of the condo (`'member'`).
 */
export type RoutePermission = { resource: string; action: string } | 'member';

/**
 * Whether a permission map grants `action` on `resource`. Only the map's own entries count: a name such as
 * `constructor` or `__proto__`, or a key someone put on Object.prototype, grants nothing.
 */
export function mayDo(permissions: PermissionMap, resource: string, action: string): boolean {
  return actionsOn(permissions, resource).includes(action);
}

/** The actions a permission map grants on `resource` (its own entry only; [] without one). */
export function actionsOn(permissions: PermissionMap, resource: string): readonly string[] {
  const actions = Object.hasOwn(permissions, resource) ? permissions[resource] : undefined;
  return Array.isArray(actions) ? actions : [];
}

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
    if (!mayDo(permissions, permission.resource, permission.action)) {
      throw forbidden(`You do not have permission to ${permission.action} ${permission.resource}`);
    }
  });
}

export default fp(permissionPlugin, { name: 'permission', dependencies: ['tenant'] });
