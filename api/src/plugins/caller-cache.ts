import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Tenant } from '../access/tenant';
import { ACCESS_CHANGED_CHANNEL } from '../db/access-changes';
import type { Database } from '../db/database';
import type { CurrentUser } from './auth';

/** A caller resolved from the database: the user and, for a per-condo call, the condo and their role in it. */
export interface Caller {
  user: CurrentUser;
  tenant: Tenant | null;
}

/** Callers kept at most; beyond this the least recently used go first. */
const MAX_CALLERS = 10_000;
/** Condo list pages kept at most (~26 KB each at 25 to a page). */
const MAX_CONDO_PAGES = 500;

/**
 * The callers this instance has resolved (user, condo, role group, permission map), so that an authenticated call
 * costs no query for them. Dropped whole on every change to those tables (a NOTIFY from their triggers, which
 * reaches every instance), used only while that LISTEN is up, and each entry lives at most `ttlMs` in any case.
 */
export class CallerCache<T> {
  private readonly entries: LRUCache<string, { value: T; expiresAt: number }>;
  private listening = false;
  /** Off: every `get` loads (CONDO_PAGE_CACHE=0 for the condo list pages; bench/foundation.mjs's uncached row). */
  private enabled = true;
  /** Bumped by every change: a value loaded before a change must not be stored after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => Date,
    maxEntries = MAX_CALLERS,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  /** Entries held now (tests). */
  get size(): number {
    return this.entries.size;
  }

  /** The cached value, or undefined; `load` reads the database and is stored unless the tables changed meanwhile. */
  async get(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    const now = this.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && this.enabled && this.listening && this.ttlMs > 0 && generation === this.generation) {
      this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    }
    return value;
  }

  /** The watched tables changed, or changes may have been missed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Turns storing on or off (entries already kept are dropped). */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    callerCache: CallerCache<Caller>;
    /**
     * Pages of GET /admin/condos (JSON text and total) by caller, search and page: they are made only of the watched
     * tables, so the same notifications drop them.
     */
    condoListCache: CallerCache<{ data: string; total: number }>;
  }
}

export interface CallerCacheOptions {
  database: Database | undefined;
  ttlMs: number;
}

async function callerCachePlugin(app: FastifyInstance, { database, ttlMs }: CallerCacheOptions) {
  const callers = new CallerCache<Caller>(ttlMs, app.now);
  const condoPages = new CallerCache<{ data: string; total: number }>(ttlMs, app.now, MAX_CONDO_PAGES);
  app.decorate('callerCache', callers);
  app.decorate('condoListCache', condoPages);
  if (!database || ttlMs <= 0) return;
  const setListening = (listening: boolean) => {
    callers.setListening(listening);
    condoPages.setListening(listening);
  };
  const stop = await database.listen(ACCESS_CHANGED_CHANNEL, {
    listening: () => setListening(true),
    notified: () => {
      callers.clear();
      condoPages.clear();
    },
    lost: () => setListening(false),
  });
  app.addHook('onClose', async () => {
    setListening(false);
    await stop().catch(() => {}); // a database already gone has no LISTEN left to end; the app still closes
  });
}

export default fp(callerCachePlugin, { name: 'caller-cache' });
