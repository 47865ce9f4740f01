import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';

/** The channel a worker LISTENs on; enqueue NOTIFYs it, so PostgreSQL wakes the workers when the row commits. */
export const JOBS_CHANNEL = 'jobs_enqueued';

/** Wakes the workers of this process at once; a worker of another instance hears the NOTIFY instead. */
export const localWakeups = new EventEmitter();
localWakeups.setMaxListeners(0);

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Tries before the job is failed for good (default 5). */
  maxAttempts?: number;
}

/**
 * Adds a job. Pass a transaction to make the job part of it: the job exists (and the workers hear of it) only when
 * the transaction commits, so a rolled-back write never leaves a job behind.
 */
export async function enqueue(
  db: Db,
  queue: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<number> {
  const [job] = await db
    .insert(jobs)
    .values({
      queue,
      payload,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .returning({ id: jobs.id });
  await notifyWorkers(db, queue);
  return (job as { id: number }).id;
}

/** Many jobs of one queue in one statement (bulk sends, the benchmark). */
export async function enqueueMany(
  db: Db,
  queue: string,
  payloads: Record<string, unknown>[],
  options: EnqueueOptions = {},
): Promise<number[]> {
  if (!payloads.length) return [];
  const rows = await db
    .insert(jobs)
    .values(
      payloads.map((payload) => ({
        queue,
        payload,
        ...(options.runAt ? { runAt: options.runAt } : {}),
        ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      })),
    )
    .returning({ id: jobs.id });
  await notifyWorkers(db, queue);
  return rows.map((row) => row.id);
}

async function notifyWorkers(db: Db, queue: string) {
  // NOTIFY inside a transaction is sent at commit; identical notifications of one transaction are folded into one.
  await db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${queue})`);
  // In this process the worker may look before the caller's transaction commits; it then finds nothing, and the
  // NOTIFY (or at worst the next poll) wakes it again.
  setImmediate(() => localWakeups.emit('enqueued', queue));
}
