import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { type Condo, condoMemberships, condos, type PermissionMap, roleGroups } from '../db/schema';
import { SUPER_ADMIN } from '../seed/role-permissions';
import { requireUser } from './auth';
import { compileHostTemplate } from './condo-host';
import { notFound } from './http-errors';

/** The condo a per-condo request is about, and what the caller may do in it. */
export interface Tenant {
  condo: Condo;
  roleGroup: { id: number; name: string };
  permissions: PermissionMap;
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant | null;
  }
}

export interface TenantOptions {
  /** `path`: the condo is the `:condo` segment of `/tenants/:condo/…`; `host`: it comes from the Host header. */
  source: 'path' | 'host';
  hostTemplate?: string;
}

export const CONDO_NOT_FOUND = 'Condo not found';

export function requireTenant(request: FastifyRequest): Tenant {
  if (!request.tenant) throw notFound(CONDO_NOT_FOUND);
  return request.tenant;
}

/**
 * Applied to every per-condo route: authenticates, then resolves the condo and the caller's role in it.
 * An unknown condo and a condo the caller has no membership in both answer 404 — never 403, which would
 * log the console user out, and never a hint that the condo exists.
 */
async function tenantPlugin(app: FastifyInstance, options: TenantOptions) {
  const condoFromHost = compileHostTemplate(options.hostTemplate);

  app.addHook('onRoute', (route) => {
    route.schema = options.source === 'path' ? { ...route.schema, hide: true } : documentPerCondo(route.schema);
  });

  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    const alias =
      options.source === 'path' ? (request.params as { condo?: string }).condo : condoFromHost(request.host);
    if (!alias) throw notFound(CONDO_NOT_FOUND);
    const tenant = await loadTenant(app.db, alias.toLowerCase(), requireUser(request));
    if (!tenant) throw notFound(CONDO_NOT_FOUND);
    request.tenant = tenant;
  });
}

async function loadTenant(db: Db, alias: string, user: { id: number; isSuperAdmin: boolean }): Promise<Tenant | null> {
  const [row] = await db
    .select({
      condo: condos,
      roleGroupId: roleGroups.id,
      roleGroupName: roleGroups.name,
      permissions: roleGroups.permissions,
    })
    .from(condos)
    .leftJoin(condoMemberships, and(eq(condoMemberships.condoId, condos.id), eq(condoMemberships.adminUserId, user.id)))
    .leftJoin(roleGroups, eq(roleGroups.id, condoMemberships.roleGroupId))
    .where(eq(condos.aliasName, alias));
  if (!row) return null;
  if (user.isSuperAdmin) {
    const [superAdmin] = await db
      .select({ id: roleGroups.id, name: roleGroups.name, permissions: roleGroups.permissions })
      .from(roleGroups)
      .where(eq(roleGroups.name, SUPER_ADMIN));
    if (superAdmin)
      return {
        condo: row.condo,
        roleGroup: { id: superAdmin.id, name: superAdmin.name },
        permissions: superAdmin.permissions,
      };
  }
  if (row.roleGroupId == null || row.roleGroupName == null) return null;
  return {
    condo: row.condo,
    roleGroup: { id: row.roleGroupId, name: row.roleGroupName },
    permissions: row.permissions ?? {},
  };
}

/** Root copies are the documented ones; Swagger UI reaches them on this one origin through /tenants/{condo}. */
function documentPerCondo(schema: FastifySchema | undefined): FastifySchema {
  // @fastify/swagger reads `servers` from a route's schema (operation-level servers).
  return {
    ...schema,
    tags: ['per-condo'],
    security: [{ JWT: [] }],
    servers: [
      {
        url: '/tenants/{condo}',
        description: 'Reference API: every condo under one origin',
        variables: { condo: { default: 'marina-bay', description: "The condo's alias name" } },
      },
      {
        url: 'https://{condo}.api.example.com',
        description: 'A host per condo (CONDO_HOST_TEMPLATE)',
        variables: { condo: { default: 'marina-bay' } },
      },
    ],
  } as FastifySchema;
}

export default fp(tenantPlugin, { name: 'tenant', dependencies: ['auth'] });
