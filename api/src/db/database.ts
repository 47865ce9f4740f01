import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { useNamedStatements } from './pglite-statements';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The schema of drizzle's record of applied migrations (`__drizzle_migrations`). */
  migrationsSchema: string;
  /** The PGlite client when kind is pglite (the tests dump it as a template). */
  pglite?: PGlite;
  /** Applies the SQL migrations in api/drizzle (the same folder for both drivers). */
  migrate(): Promise<void>;
  /** LISTENs on `channel` until the returned stop function is called (see NotificationEvents). */
  listen(channel: string, events: NotificationEvents): Promise<() => Promise<void>>;
  /** Channels whose LISTEN connection is lost and not back yet: their notifications are being missed (GET /ready). */
  lostListens(): string[];
  /**
   * The connections of the pool now (GET /metrics): open, idle, and callers waiting for one. PGlite has one
   * connection, in this process, and no pool: total 1, nothing else.
   */
  connections(): { total: number; idle?: number; waiting?: number };
  close(): Promise<void>;
}

/**
 * What a LISTEN reports. While the connection is lost, notifications are missed: `lost` says so, and `listening`
 * says when they flow again (PostgreSQL reconnects with a backoff). Whatever waits on notifications must assume it
 * missed some at `listening`: drop what they would have invalidated, look for what they would have announced.
 */
export interface NotificationEvents {
  listening(): void;
  notified(): void;
  lost(): void;
}

/** A lost LISTEN connection is tried again after this, then twice as long after each failure, up to the maximum. */
const RELISTEN_FIRST_DELAY_MS = 250;
const RELISTEN_MAX_DELAY_MS = 5_000;

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Serialises migrations when several API instances start against one PostgreSQL at once. */
const MIGRATION_LOCK_KEY = 7_260_311;

export interface PostgresOptions {
  url: string;
  /** A schema other than public (the tests give each run its own); created if missing. */
  schema?: string;
  max?: number;
}

/** The extensions the migrations create (0001: pg_trgm for the devices search). */
const EXTENSIONS = ['pg_trgm'];

/**
 * An extension belongs to one schema of the database. Schemas of their own (one per test file, run side by side)
 * share one copy in public: made in a test's schema, it would be invisible to the others and dropped with that schema.
 */
async function shareExtensions(client: pg.PoolClient) {
  for (const name of EXTENSIONS) {
    await client.query(`CREATE EXTENSION IF NOT EXISTS ${quoteIdent(name)} WITH SCHEMA public`);
    const { rows } = await client.query(
      'SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = $1',
      [name],
    );
    if (rows[0]?.schema !== 'public') await client.query(`ALTER EXTENSION ${quoteIdent(name)} SET SCHEMA public`);
  }
}

export async function openPostgres({ url, schema: pgSchema, max = 10 }: PostgresOptions): Promise<Database> {
  const parsed = new URL(url);
  const pool = new pg.Pool({
    connectionString: url,
    // node-postgres falls back to $USER, which is empty on some machines.
    user: decodeURIComponent(parsed.username) || process.env.PGUSER || process.env.USER || 'postgres',
    max,
    // JIT compiling costs 50–300 ms a statement, more than the report aggregations it would speed up (bench/site-activity).
    // In a schema of its own, public stays on the path for the extensions every schema shares.
    options: `-c jit=off${pgSchema ? ` -c search_path=${quoteIdent(pgSchema)},public` : ''}`,
    // TCP keep-alive: the LISTEN connection (listenOnPostgres, made with these options) sits idle for hours, and a
    // firewall or NAT that drops it silently would leave the worker polling only, unnoticed; probes after 30 s idle
    // make the loss an 'end' that the LISTEN recovers from.
    keepAlive: true,
    keepAliveInitialDelayMillis: 30_000,
  });
  // A connection the server ends (a restart, pg_terminate_backend) emits 'error', idle in the pool or held by a
  // transaction between statements; unheard, that ends the process. The pool drops it (an idle one at once, a held
  // one at its release) and opens a new one for the next query; the query that met it fails (plugins/errors.ts: 503).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  if (pgSchema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(pgSchema)}`);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  /** Each LISTEN whose connection is lost now → its channel. */
  const lostListens = new Map<object, string>();
  return {
    db,
    kind: 'postgres',
    migrationsSchema: pgSchema ?? 'drizzle',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        if (pgSchema) await shareExtensions(client);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder, migrationsSchema: pgSchema ?? 'drizzle' });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, events) => listenOnPostgres(pool, channel, events, lostListens),
    lostListens: () => [...new Set(lostListens.values())],
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * A connection of its own (outside the pool) holds the LISTEN, and comes back after a loss: tried again with a
 * backoff until the server answers, the LISTEN issued again, then `listening`. While it is lost, `lost` holds it.
 */
async function listenOnPostgres(pool: pg.Pool, channel: string, events: NotificationEvents, lost: Map<object, string>) {
  const thisListen = {};
  let client: pg.Client | undefined;
  let connecting: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RELISTEN_FIRST_DELAY_MS;
  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('error', () => {}); // 'end' follows and reports the loss
    connecting = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    } finally {
      connecting = undefined;
    }
    if (stopped) {
      // Stopped while this connection was being made: it must not outlive the stop (a dropped database waits for it).
      await next.end().catch(() => {});
      return;
    }
    next.on('notification', (message) => {
      if (message.channel === channel) events.notified();
    });
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      lost.set(thisListen, channel);
      events.lost();
      retry = setTimeout(reconnect, delay);
    });
    client = next;
    delay = RELISTEN_FIRST_DELAY_MS;
    lost.delete(thisListen);
    events.listening();
  };
  const reconnect = () => {
    if (stopped) return;
    connect().catch(() => {
      delay = Math.min(delay * 2, RELISTEN_MAX_DELAY_MS);
      retry = setTimeout(reconnect, delay);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    lost.delete(thisListen);
    clearTimeout(retry);
    await Promise.all([client?.end(), connecting?.end()].map((ending) => ending?.catch(() => {})));
  };
}

export interface PgliteOptions {
  /** Folder PGlite persists to; omit for an in-memory database. */
  dataDir?: string;
  /** A data-folder tarball to start from instead of running initdb (the tests use one). */
  loadDataDir?: Blob;
  /**
   * PostgreSQL's shared_buffers (default 128MB). PGlite's pages live in the process's WebAssembly memory, which grows
   * to hold whatever PostgreSQL touched and never shrinks; the API (server.ts) takes a smaller pool and leaves the
   * folder's files to the operating system's page cache.
   */
  sharedBuffers?: string;
  /** PGlite's engine, compiled and read once by a process that opens many databases (the test shards). */
  engine?: PgliteEngine;
}

export type PgliteEngine = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>;

/** PGlite's own start parameters (its defaultStartParams, which a `startParams` option replaces; PGlite 0.5.16). */
const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];

export async function openPglite({
  dataDir,
  loadDataDir,
  sharedBuffers,
  engine,
}: PgliteOptions = {}): Promise<Database & { pglite: PGlite }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the devices search index (migration 0001).
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
    ...engine,
    ...(sharedBuffers ? { startParams: [...PGLITE_START_PARAMS, '-c', `shared_buffers=${sharedBuffers}`] } : {}),
  });
  // PGlite's pages are in memory: a random read costs what a sequential one does. With the default cost (4) the
  // planner counts a condo's 6,000 cameras with a sequential scan of every device (~8 ms) instead of the list
  // index (~1 ms). The same setting as on an SSD-backed server.
  await client.exec('SET random_page_cost = 1.1');
  useNamedStatements(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrationsSchema: 'drizzle',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    // One connection: a notification arrives before the statement that caused it returns.
    async listen(channel, events) {
      const unlisten = await client.listen(channel, () => events.notified());
      events.listening();
      return unlisten;
    },
    lostListens: () => [],
    connections: () => ({ total: 1 }),
    close: () => client.close(),
    pglite: client,
  };
}

export function openDatabase(options: { databaseUrl?: string; pgliteDir?: string }): Promise<Database> {
  return options.databaseUrl
    ? openPostgres({ url: options.databaseUrl })
    : openPglite(options.pgliteDir ? { dataDir: options.pgliteDir } : {});
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
