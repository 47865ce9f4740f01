import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_CHANGED_CHANNEL } from '../db/access-changes';
import type { Database } from '../db/database';
import type { CurrentUser } from './auth';
import type { Tenant } from './tenant';

/** A caller resolved from the database: the user and, for a per-condo call, the condo and their role in it. */
export interface Caller {
  user: CurrentUser;
  tenant: Tenant | null;
}

/** Entries kept at most; beyond this the oldest go first. */
const MAX_ENTRIES = 10_000;

/**
 * The callers this instance has resolved (user, condo, role group, permission map), so that an authenticated call
 * costs no query for them. Dropped whole on every change to those tables (a NOTIFY from their triggers, which
 * reaches every instance), used only while that LISTEN is up, and each entry lives at most `ttlMs` in any case.
 */
export class CallerCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();
  private listening = false;
  /** Bumped by every change: a value loaded before a change must not be stored after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
  ) {}

  /** The cached value, or undefined; `load` reads the database and is stored unless the tables changed meanwhile. */
  async get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const now = this.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && this.listening && this.ttlMs > 0 && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    }
    return value;
  }

  /** The watched tables changed, or changes may have been missed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    callerCache: CallerCache<Caller>;
  }
}

export interface CallerCacheOptions {
  database: Database | undefined;
  ttlMs: number;
}

async function callerCachePlugin(app: FastifyInstance, { database, ttlMs }: CallerCacheOptions) {
  const cache = new CallerCache<Caller>(ttlMs, app.now);
  app.decorate('callerCache', cache);
  if (!database || ttlMs <= 0) return;
  const stop = await database.listen(ACCESS_CHANGED_CHANNEL, {
    listening: () => cache.setListening(true),
    notified: () => cache.clear(),
    lost: () => cache.setListening(false),
  });
  app.addHook('onClose', async () => {
    cache.setListening(false);
    await stop();
  });
}

export default fp(callerCachePlugin, { name: 'caller-cache' });
