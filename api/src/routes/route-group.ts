import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { TSchema } from 'typebox';
import { RESOURCE_ACTIONS, type Resource } from '../access/role-permissions';
import type { AuditedTable } from '../audit/triggers';
import type { Db } from '../db/database';
import type { DeliveryOutcomes } from '../delivery/outbox';
import type { JobHandler } from '../jobs/worker';
import type { MailTransport } from '../mail/transport';
import type { ReportStorage } from '../report-jobs/storage';

/** What every global route plugin is given (app.ts): the few switches of AppOptions a route reads. */
export interface GlobalRouteOptions {
  /** POST /login accepts the demo accounts' DEMO_PASSWORD (AppOptions.acceptDemoPassword). */
  acceptDemoPassword: boolean;
  /** GET /demo_logos/{file} serves the demo condos' logos (AppOptions.demoLogos). */
  demoLogos: boolean;
}

/** What a group's background job handlers are built from (app.ts). */
export interface JobContext {
  db: Db;
  mail: MailTransport;
  /** The report store: files a job keeps, such as the CSV a call-log report mail carries (OutboxAttachment.key). */
  storage: ReportStorage;
  /** The keys' OTP secret (auth/keys.ts). */
  secret: Buffer;
  now: () => Date;
  log: (message: string) => void;
  /** Hears each message a job sends and how it ended (GET /metrics), when metrics are on. */
  outcomes?: DeliveryOutcomes | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: a group's plugins take their own option types
type RoutePlugin = FastifyPluginAsync<any>;

/**
 * One resource of the API as its folder declares it (routes/<resource>/index.ts), listed once in routes/registry.ts;
 * app.ts mounts it and collects its OpenAPI components and job handlers from there, the start-up its audited tables.
 */
export interface RouteGroup {
  /**
   * The folder, and the resource it serves: paths whose first segment after /api/v1/, /admin/ or / is the name
   * (dashes as underscores) live here.
   */
  name: string;
  /**
   * Path prefixes it serves besides its name's, each with a comment saying why its first segment is no folder
   * (sign-in's `/login` in auth/). Each path has one home: the group with the longest prefix of it.
   */
  paths?: string[];
  /** The permission resources its routes check (`config.permission`), each one of access/role-permissions.ts. */
  permissions?: readonly Resource[];
  /** Routes outside any condo (the admin area, sign-in); given GlobalRouteOptions. */
  global?: RoutePlugin[];
  /**
   * Routes of one condo: mounted under /tenants/:condo and at the root for per-condo hosts, behind authentication,
   * the tenant check and each route's `config.permission` (routes/per-condo.ts).
   */
  perCondo?: RoutePlugin[];
  /** Per-condo routes that public pages call without a session; each makes its own check (routes/public-per-condo.ts). */
  public?: RoutePlugin[];
  /** The named schemas its routes refer to (`$ref`), added to the OpenAPI document's components. */
  components?: TSchema[];
  /** Its tables whose every change goes into the audit trail (the History tabs), by table name (audit/triggers.ts). */
  audited?: Record<string, AuditedTable>;
  /** Handlers of the background queues it owns, by queue name. */
  jobs?: (context: JobContext) => Record<string, JobHandler>;
}

export function routeGroup(group: RouteGroup): RouteGroup {
  return group;
}

/** The prefixes a group serves: its name's under /api/v1/, /admin/ and /, and its `paths`. */
export function claimsOf(group: RouteGroup): string[] {
  const segment = group.name.replaceAll('-', '_');
  return [`/api/v1/${segment}`, `/admin/${segment}`, `/${segment}`, ...(group.paths ?? [])];
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
/** The folder a path with no home yet would have: its first segment after /api/v1/ or /admin/, dashed. */
const folderFor = (path: string) =>
  (segmentsOf(path.replace(/^\/(api\/v1|admin)\//, '/'))[0] ?? '').replaceAll('_', '-');

/** The group a path belongs to: the one with the longest prefix of it (whole segments), if any. */
export function homeOf(path: string, groups: readonly RouteGroup[]): RouteGroup | undefined {
  const segments = segmentsOf(path);
  let home: { group: RouteGroup; length: number } | undefined;
  for (const group of groups) {
    for (const claim of claimsOf(group)) {
      const prefix = segmentsOf(claim);
      const matches = prefix.length <= segments.length && prefix.every((part, index) => part === segments[index]);
      if (matches && prefix.length > (home?.length ?? 0)) home = { group, length: prefix.length };
    }
  }
  return home?.group;
}

/** A route as a group registers it: its path without the mount prefix, and its permission. */
export interface GroupRoute {
  method: string | string[];
  path: string;
  permission?: { resource: string; action: string } | 'member' | undefined;
}

/**
 * Why `route` does not belong to `group`, if it does not: its path's home is another folder, or it checks a
 * permission its group does not declare or the catalogue (access/role-permissions.ts) does not know.
 */
export function misplacement(group: RouteGroup, route: GroupRoute, groups: readonly RouteGroup[]) {
  const where = `${route.method} ${route.path} (routes/${group.name})`;
  const home = homeOf(route.path, groups);
  if (home !== group) return `${where}: its path belongs in routes/${home?.name ?? folderFor(route.path)}`;
  const { permission } = route;
  if (!permission || permission === 'member') return undefined;
  const resource = permission.resource as Resource;
  if (!group.permissions?.includes(resource)) return `${where}: ${resource} is not in its group's permissions`;
  const actions: readonly string[] = RESOURCE_ACTIONS[resource];
  if (!actions.includes(permission.action)) return `${where}: ${resource} has no action ${permission.action}`;
  return undefined;
}

/**
 * Registers each plugin of `pick` of every group, in registry order. A route that is not its group's (misplacement)
 * stops the app at start, as a per-condo route without a permission does.
 */
export async function registerGroups(
  app: FastifyInstance,
  groups: readonly RouteGroup[],
  pick: 'global' | 'perCondo' | 'public',
  options: object = {},
) {
  for (const group of groups) {
    const plugins = group[pick] ?? [];
    if (plugins.length === 0) continue;
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        const permission = (route.config as { permission?: GroupRoute['permission'] } | undefined)?.permission;
        const path = route.url.slice(scope.prefix.length);
        const problem = misplacement(group, { method: route.method, path, permission }, groups);
        if (problem) throw new Error(problem);
      });
      for (const plugin of plugins) await scope.register(plugin, options);
    });
  }
}
