import { aliasedTable, and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { botTokenFromHeader } from '../access/bot-tokens';
import { readOnlyMap, SUPER_ADMIN } from '../access/role-permissions';
import type { Tenant } from '../access/tenant';
import type { Db } from '../db/database';
import { adminUsers, condoMemberships, condos, roleGroups } from '../db/schema';
import { type CurrentUser, callerKey, currentUserColumns, endedSession, tokenCaller, unknownUser } from './auth';
import { botTenant } from './bot-tenant';
import { compileHostTemplate } from './condo-host';
import { notFound, unauthorized } from './http-errors';

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

  // Authentication and the tenant in one query: a per-condo list call is on the hot path (bench/devices.mjs).
  app.addHook('onRequest', async (request) => {
    const alias =
      options.source === 'path' ? (request.params as { condo?: string }).condo : condoFromHost(request.host);
    const botToken = botTokenFromHeader(request.headers.authorization);
    if (botToken) {
      request.tenant = await botTenant(app.db, botToken, alias?.toLowerCase() ?? '');
      return;
    }
    const token = await tokenCaller(app, request);
    const condo = alias?.toLowerCase() ?? '';
    // Only a caller with a tenant is cached: a refusal costs its query every time.
    let refused: Awaited<ReturnType<typeof loadCallerAndTenant>> | undefined;
    let refusal: string | null = null;
    const caller = await app.callerCache.get(`${callerKey(token)}@${condo}`, async () => {
      refusal = await endedSession(app, token);
      if (refusal) return undefined;
      const loaded = await loadCallerAndTenant(app.db, token.userId, condo);
      if (loaded.user && loaded.tenant) return { user: loaded.user, tenant: loaded.tenant };
      refused = loaded;
      return undefined;
    });
    if (refusal) throw unauthorized(refusal);
    const { user, tenant } = caller ?? refused ?? { user: null, tenant: null };
    if (!user) throw unknownUser();
    request.currentUser = user;
    if (!tenant) throw notFound(CONDO_NOT_FOUND);
    request.tenant = tenant;
  });
}

const memberRole = aliasedTable(roleGroups, 'member_role');
const superAdminRole = aliasedTable(roleGroups, 'super_admin_role');

/**
 * The caller, and the condo `alias` with the caller's role in it: their membership's role group (only its read
 * actions when the membership is read-only), or for a super admin the super admin group. No user → the token names
 * a deleted user; no tenant → unknown condo, no role, or an inactive account.
 */
export async function loadCallerAndTenant(
  db: Db,
  userId: number,
  alias: string,
): Promise<{ user: CurrentUser | null; tenant: Tenant | null }> {
  const [row] = await db
    .select({
      user: currentUserColumns,
      condo: condos,
      member: { id: memberRole.id, name: memberRole.name, permissions: memberRole.permissions },
      readOnly: condoMemberships.readOnly,
      superAdmin: { id: superAdminRole.id, name: superAdminRole.name, permissions: superAdminRole.permissions },
    })
    .from(adminUsers)
    .leftJoin(condos, eq(condos.aliasName, alias))
    .leftJoin(condoMemberships, and(eq(condoMemberships.condoId, condos.id), eq(condoMemberships.adminUserId, userId)))
    .leftJoin(memberRole, eq(memberRole.id, condoMemberships.roleGroupId))
    .leftJoin(superAdminRole, and(sql`${adminUsers.isSuperAdmin}`, eq(superAdminRole.name, SUPER_ADMIN)))
    .where(eq(adminUsers.id, userId));
  if (!row) return { user: null, tenant: null };
  const { user, condo } = row;
  const asSuperAdmin = user.isSuperAdmin && row.superAdmin;
  const role = asSuperAdmin ? row.superAdmin : row.member;
  // An inactive account is no member anywhere: the same 404 as a condo it does not belong to.
  if (!condo || !role || user.status !== 'active') return { user, tenant: null };
  // A read-only membership keeps only the read actions of its group, so the map the console shows
  // (/api/v1/users/roles) and the permission check agree. A super admin's map is never cut down.
  const permissions = !asSuperAdmin && row.readOnly ? readOnlyMap(role.permissions ?? {}) : (role.permissions ?? {});
  return { user, tenant: { condo, roleGroup: { id: role.id, name: role.name }, permissions } };
}

/** Root copies are the documented ones; Swagger UI reaches them on this one origin through /tenants/{condo}. */
export function documentPerCondo(schema: FastifySchema | undefined): FastifySchema {
  // @fastify/swagger reads `servers` from a route's schema (operation-level servers).
  return {
    ...schema,
    tags: ['per-condo'],
    // A device-facing route names its own (the bots' token, routes/device-writes.ts).
    security: (schema as { security?: Record<string, string[]>[] } | undefined)?.security ?? [{ JWT: [] }],
    servers: [
      {
        url: '/tenants/{condo}',
        description: 'Reference API: every condo under one origin',
        variables: { condo: { default: 'marina-bay', description: "The condo's alias name" } },
      },
      {
        url: 'https://{condo}.{domain}',
        description: 'A host per condo (CONDO_HOST_TEMPLATE)',
        variables: {
          condo: { default: 'marina-bay' },
          domain: { default: 'api.example.com', description: 'What follows {condo} in CONDO_HOST_TEMPLATE' },
        },
      },
    ],
  } as FastifySchema;
}

export default fp(tenantPlugin, { name: 'tenant', dependencies: ['auth'] });
