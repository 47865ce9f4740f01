import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { DeferringClient } from '../db/pglite-statements';
import { AUDIT_ACTOR_SETTING } from './triggers';

/**
 * A write route that records nothing in the audit trail says why (`{skip: 'why'}`): sign-in, device heartbeats,
 * messages (the Outbox is their record). Every other POST, PUT, PATCH and DELETE runs in one transaction that
 * names its caller, so the audit triggers record who made each change, and a failed request changes nothing.
 */
export type RouteAudit = { skip: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: RouteAudit;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every write route (`POST /api/v1/bots`) → why it records nothing, or null: the audit-trail test walks it. */
export const writeRoutes = new Map<string, string | null>();
const requestTransaction = new AsyncLocalStorage<Db>();

/** The transaction of the write request being handled, if any: `app.db` is this transaction inside it. */
export const currentRequestTransaction = () => requestTransaction.getStore();

export function isAuditedWrite(method: string | string[], config: unknown): boolean {
  const methods = Array.isArray(method) ? method : [method];
  return methods.some((m) => WRITE_METHODS.has(m)) && !(config as { audit?: RouteAudit } | undefined)?.audit;
}

function actorOf(request: FastifyRequest) {
  return JSON.stringify({
    id: request.currentUser?.id ?? null,
    email: request.currentUser?.email ?? null,
    ip: request.ip,
    condo_id: request.tenant?.condo.id ?? null,
  });
}

/**
 * Sets the caller for this transaction. On PGlite the statement travels with the handler's first query, in the
 * same round trip (db/pglite-statements.ts); elsewhere it runs first on its own.
 */
async function nameCaller(tx: Db, actor: string) {
  const client = (tx as unknown as { session?: { client?: Partial<DeferringClient> } }).session?.client;
  if (client?.deferStatement) {
    client.deferStatement(`SELECT set_config('${AUDIT_ACTOR_SETTING}', $1, true)`, [actor]);
    return;
  }
  await tx.execute(sql`SELECT set_config(${AUDIT_ACTOR_SETTING}, ${actor}, true)`);
}

async function requestTransactionPlugin(app: FastifyInstance, options: { baseDb: () => Db; enabled: boolean }) {
  if (!options.enabled) return;
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (!WRITE_METHODS.has(method)) continue;
      const url = route.url.replace(/^\/tenants\/:condo/, '');
      writeRoutes.set(`${method} ${url}`, (route.config as { audit?: RouteAudit } | undefined)?.audit?.skip ?? null);
    }
    if (!isAuditedWrite(route.method, route.config)) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function auditedHandler(request, reply) {
      return options.baseDb().transaction(async (tx) => {
        await nameCaller(tx as unknown as Db, actorOf(request));
        return requestTransaction.run(tx as unknown as Db, () => handler.call(this, request, reply));
      });
    };
  });
}

export default fp(requestTransactionPlugin, { name: 'request-transaction' });
