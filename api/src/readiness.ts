import { sql } from 'drizzle-orm';
import type { Database } from './db/database';
import { pendingMigrations } from './db/migrations';

/** `ok`, or why not; `off` where this instance does not run that part (a workers-less instance has no queue). */
export type CheckResult = 'ok' | 'off' | string;

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; jobs: CheckResult };
}

const DATABASE_TIMEOUT_MS = 2_000;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);

/**
 * Whether this instance can serve (GET /ready): its database answers and hears its notifications again (after a
 * restart of the server), has every migration of this version, and its job worker runs when the instance was started
 * with workers.
 */
export async function readinessOf({
  database,
  worker,
  workers,
}: {
  database: Database | undefined;
  worker: { running: boolean };
  workers: boolean;
}): Promise<Readiness> {
  const checks: Readiness['checks'] = { database: 'ok', migrations: 'ok', jobs: workers ? 'ok' : 'off' };
  if (!database) {
    checks.database = 'this instance has no database';
    checks.migrations = 'unknown';
  } else {
    try {
      await withTimeout(database.db.execute(sql`SELECT 1`), DATABASE_TIMEOUT_MS);
      const pending = await withTimeout(pendingMigrations(database), DATABASE_TIMEOUT_MS);
      if (pending.length) checks.migrations = `${pending.length} not applied: ${pending.join(', ')}`;
      // Answering, but deaf to notifications: caches would go stale and jobs of other instances wait for the poll.
      const lost = database.lostListens();
      if (lost.length) checks.database = `LISTEN not re-established yet: ${lost.join(', ')}`;
    } catch (error) {
      // The error's code only: its message names the database's host and port, and /ready is public.
      checks.database = `unreachable: ${errorCode(error) ?? 'no answer'}`;
      checks.migrations = 'unknown';
    }
  }
  if (workers && !worker.running) checks.jobs = 'the job worker is not running';
  const ready = Object.values(checks).every((result) => result === 'ok' || result === 'off');
  return { ready, checks };
}

function errorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = code ?? cause?.code;
  return typeof found === 'string' ? found : undefined;
}
