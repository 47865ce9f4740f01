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
 * Whether this instance can serve (GET /ready): its database answers, has every migration of this version, and its
 * job worker runs when the instance was started with workers.
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
    } catch (error) {
      checks.database = `unreachable: ${(error as Error).message}`;
      checks.migrations = 'unknown';
    }
  }
  if (workers && !worker.running) checks.jobs = 'the job worker is not running';
  const ready = Object.values(checks).every((result) => result === 'ok' || result === 'off');
  return { ready, checks };
}
