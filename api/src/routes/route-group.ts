import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { TSchema } from 'typebox';
import type { AuditedTable } from '../audit/triggers';
import type { Db } from '../db/database';
import type { JobHandler } from '../jobs/worker';
import type { MailTransport } from '../mail/transport';

/** What every global route plugin is given (app.ts): the few switches of AppOptions a route reads. */
export interface GlobalRouteOptions {
  /** POST /login accepts the demo accounts' DEMO_PASSWORD (AppOptions.acceptDemoPassword). */
  acceptDemoPassword: boolean;
}

/** What a group's background job handlers are built from (app.ts). */
export interface JobContext {
  db: Db;
  mail: MailTransport;
  /** The keys' OTP secret (auth/keys.ts). */
  secret: Buffer;
  now: () => Date;
  log: (message: string) => void;
}

// biome-ignore lint/suspicious/noExplicitAny: a group's plugins take their own option types
type RoutePlugin = FastifyPluginAsync<any>;

/**
 * One resource of the API as its folder declares it (routes/<resource>/index.ts), listed once in routes/registry.ts;
 * app.ts mounts it and collects its OpenAPI components and job handlers from there, the start-up its audited tables.
 */
export interface RouteGroup {
  /** The folder, and the resource it serves. */
  name: string;
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

/** Registers each plugin of `pick` of every group, in registry order. */
export async function registerGroups(
  app: FastifyInstance,
  groups: readonly RouteGroup[],
  pick: 'global' | 'perCondo' | 'public',
  options: object = {},
) {
  for (const group of groups) for (const plugin of group[pick] ?? []) await app.register(plugin, options);
}
