import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { condoMemberIds, visibleCondoIds } from '../access/membership';
import type { Db } from '../db/database';
import {
  alertGroups,
  bots,
  devices,
  deviceWorkflows,
  facilities,
  notifications,
  residents,
  roleGroups,
  units,
  vehicleEntries,
  visits,
} from '../db/schema';
import { type CurrentUser, requireUser } from './auth';
import { unprocessable } from './http-errors';
import { requireTenant } from './tenant';

/**
 * What a body field names, and so where it must be found. Every kind but the global role groups and the condos is
 * looked up within the caller's condo: an id of another condo's record is refused as if it did not exist. A
 * `visibleCondo` is a condo the caller may see (a super admin: every condo; anyone else: their memberships).
 */
export const FOREIGN_KINDS = {
  bot: { noun: 'a bot of this condo' },
  facility: { noun: 'a facility of this condo' },
  workflow: { noun: 'a workflow of this condo' },
  botRoleGroup: { noun: 'a bot role group' },
  userRoleGroup: { noun: 'a user role group' },
  visibleCondo: { noun: 'a condo you can assign' },
  resident: { noun: 'a resident of this condo' },
  user: { noun: 'a user of this condo' },
  notification: { noun: 'a notification group of this condo' },
  alertGroup: { noun: 'an alert group' },
  unit: { noun: 'a unit of this condo' },
  visit: { noun: 'a visit of this condo' },
  vehicleEntry: { noun: 'a vehicle entry of this condo' },
} as const;
export type ForeignKind = keyof typeof FOREIGN_KINDS;

/**
 * A route's id-carrying body fields, by dotted path (`cameras.bot_id`): checked here before the handler runs, or
 * `{ checkedBy }` saying where else the route scopes it (a meta-test holds every `*_id` field to one of the two).
 */
export type ForeignIdDeclaration = Record<string, ForeignKind | { checkedBy: string }>;

declare module 'fastify' {
  interface FastifyContextConfig {
    foreignIds?: ForeignIdDeclaration;
  }
}

/** `POST /api/v1/cameras` → its declaration; filled as routes register (the meta-test reads it). */
export const declaredForeignIds = new Map<string, ForeignIdDeclaration>();

/** Where a lookup runs: the caller's condo (per-condo routes) and the caller. */
interface LookupScope {
  condoId: number;
  user: CurrentUser;
}
type Lookup = (db: Db, scope: LookupScope, ids: number[]) => Promise<{ id: number }[]>;

/** The ids among `ids` that the kind has, for the condo where the kind belongs to one. */
const LOOKUPS: Record<ForeignKind, Lookup> = {
  bot: (db, { condoId }, ids) =>
    db
      .select({ id: bots.id })
      .from(bots)
      .where(and(eq(bots.condoId, condoId), inArray(bots.id, ids))),
  facility: (db, { condoId }, ids) =>
    db
      .select({ id: facilities.id })
      .from(facilities)
      .where(and(eq(facilities.condoId, condoId), inArray(facilities.id, ids))),
  workflow: (db, { condoId }, ids) =>
    db
      .select({ id: deviceWorkflows.id })
      .from(deviceWorkflows)
      .innerJoin(devices, eq(devices.id, deviceWorkflows.deviceId))
      .where(and(eq(devices.condoId, condoId), inArray(deviceWorkflows.id, ids))),
  resident: (db, { condoId }, ids) =>
    db
      .select({ id: residents.id })
      .from(residents)
      .where(and(eq(residents.condoId, condoId), inArray(residents.id, ids))),
  // Role groups are shared by every condo: being a bot role group is belonging.
  botRoleGroup: (db, _scope, ids) =>
    db
      .select({ id: roleGroups.id })
      .from(roleGroups)
      .where(and(eq(roleGroups.type, 'BotRoleGroup'), inArray(roleGroups.id, ids))),
  userRoleGroup: (db, _scope, ids) =>
    db
      .select({ id: roleGroups.id })
      .from(roleGroups)
      .where(and(eq(roleGroups.type, 'UserRoleGroup'), inArray(roleGroups.id, ids))),
  visibleCondo: (db, { user }, ids) => visibleCondoIds(db, user, ids),
  // A person of the condo: a member (a super admin who is not a member is not one of its users).
  user: (db, { condoId }, ids) => condoMemberIds(db, condoId, ids),
  notification: (db, { condoId }, ids) =>
    db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.condoId, condoId), inArray(notifications.id, ids))),
  // Alert groups are shared by every condo, like role groups.
  alertGroup: (db, _scope, ids) =>
    db.select({ id: alertGroups.id }).from(alertGroups).where(inArray(alertGroups.id, ids)),
  unit: (db, { condoId }, ids) =>
    db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.condoId, condoId), inArray(units.id, ids))),
  visit: (db, { condoId }, ids) =>
    db
      .select({ id: visits.id })
      .from(visits)
      .where(and(eq(visits.condoId, condoId), inArray(visits.id, ids))),
  vehicleEntry: (db, { condoId }, ids) =>
    db
      .select({ id: vehicleEntries.id })
      .from(vehicleEntries)
      .where(and(eq(vehicleEntries.condoId, condoId), inArray(vehicleEntries.id, ids))),
};

/** The scope's user for a bot's call: never read, since only the condo's own kinds are looked up for a bot. */
const NO_USER = null as unknown as CurrentUser;

/** Kinds that are not records of one condo: checked without a tenant. */
const GLOBAL_KINDS: ReadonlySet<ForeignKind> = new Set(['botRoleGroup', 'userRoleGroup', 'visibleCondo', 'alertGroup']);

function valueAt(body: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as never)[key] : undefined), body);
}

async function checkForeignIds(app: FastifyInstance, request: FastifyRequest, declaration: ForeignIdDeclaration) {
  const problems: string[] = [];
  for (const [path, kind] of Object.entries(declaration)) {
    if (typeof kind !== 'string') continue;
    const value = valueAt(request.body, path);
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => typeof id === 'number');
    if (!ids.length) continue;
    const condoId = GLOBAL_KINDS.has(kind) ? 0 : requireTenant(request).condo.id;
    // A device's bot has no user; the kinds it names (a condo's records) are looked up by condo alone.
    const scope = { condoId, user: request.tenant?.bot && !GLOBAL_KINDS.has(kind) ? NO_USER : requireUser(request) };
    const found = new Set((await LOOKUPS[kind](app.db, scope, ids)).map((row) => row.id));
    const field = path.split('.').at(-1);
    for (const id of ids) if (!found.has(id)) problems.push(`${field} ${id} must be ${FOREIGN_KINDS[kind].noun}`);
  }
  if (problems.length) throw unprocessable(problems[0] as string, problems);
}

/** Every id a body names belongs to the caller's condo (ASVS 4.2.1): one check for every route that declares it. */
async function foreignIdsPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const declaration = (route.config as { foreignIds?: ForeignIdDeclaration } | undefined)?.foreignIds;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declaredForeignIds.set(`${method} ${route.url}`, declaration ?? {});
    }
    // Only routes that name records run the check: every other call pays nothing.
    if (!declaration || !Object.values(declaration).some((kind) => typeof kind === 'string')) return;
    const check = (request: FastifyRequest) => checkForeignIds(app, request, declaration);
    route.preHandler = [...[route.preHandler ?? []].flat(), check];
  });
}

export default fp(foreignIdsPlugin, { name: 'foreign-ids' });
