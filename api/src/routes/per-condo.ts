import type { FastifyInstance } from 'fastify';
import permissionPlugin from '../plugins/permission';
import tenantPlugin, { type TenantOptions } from '../plugins/tenant';
import { routeGroups } from './registry';
import { registerGroups } from './route-group';

/**
 * The per-condo routes of every route group (registry.ts), behind authentication, the tenant check and the permission check.
 * app.ts mounts this twice: under /tenants/:condo and at the root for per-condo hosts.
 */
export async function perCondoRoutes(app: FastifyInstance, options: TenantOptions) {
  await app.register(tenantPlugin, { source: options.source, hostTemplate: options.hostTemplate });
  await app.register(permissionPlugin);
  await registerGroups(app, routeGroups, 'perCondo');
}
