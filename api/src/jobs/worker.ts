import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { jobs } from '../db/schema';
import { HOUR_MS } from '../db/time';
import { JOBS_CHANNEL, localWakeups } from './queue';

export interface Job {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  /** This try's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

export interface JobHandler {
  run(job: Job): Promise<void>;
  /** Runs in the transaction that puts the job back for another try at `runAt`. */
  onRetry?(tx: Db, job: Job, error: Error, runAt: Date): Promise<void>;
  /** Runs in the transaction that fails the job for good (a PermanentJobError, or the last try). */
  onFailure?(tx: Db, job: Job, error: Error): Promise<void>;
}

/** Thrown by a handler when another try cannot help: the job fails at once. */
export class PermanentJobError extends Error {}

export interface WorkerOptions {
  db: Db;
  /** LISTEN for enqueues of other instances (Database.listen); without it the worker relies on polling. */
  listen?: Database['listen'];
  handlers: Record<string, JobHandler>;
  /** Jobs run at once by this worker (default 4). */
  concurrency?: number;
  /** How often the worker looks for due jobs when nothing woke it (default 500 ms). */
  pollMs?: number;
  /** How long a claim holds; a job whose worker died is claimed again after it (default 5 minutes). */
  lockMs?: number;
  /**
   * On stop, how long running jobs may take to finish (default 7 s, inside the 10 s a stopping instance has); those
   * still running then go back to the queue at once, their interrupted try not counted.
   */
  stopGraceMs?: number;
  /** Exponential backoff: baseMs·2^(try−1), ±20 % jitter, at most maxMs (defaults 5 s and 1 h). */
  backoff?: { baseMs?: number; maxMs?: number };
  log?: (message: string, error?: unknown) => void;
}

export type Worker = ReturnType<typeof createWorker>;

/** How long a claim holds by default: a job's instance that vanished leaves it to the others for this long. */
export const DEFAULT_LOCK_MS = 300_000;

export function backoffDelay(attempt: number, { baseMs = 5000, maxMs = HOUR_MS } = {}, random = Math.random) {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/**
 * Runs the jobs of the given queues from the `jobs` table. One UPDATE claims due rows picked with FOR UPDATE SKIP
 * LOCKED, so two workers (in one process or on two API instances) never claim the same job; a claim holds for
 * `lockMs`, after which a job whose worker vanished is claimed again. A job is marked done after its handler
 * returns, or put back with a backoff, or failed after its last try.
 */
export function createWorker(options: WorkerOptions) {
  const { db, handlers } = options;
  const queues = Object.keys(handlers);
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 500;
  const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
  const stopGraceMs = options.stopGraceMs ?? 7_000;
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const log = options.log ?? ((message, error) => console.error(`[jobs] ${message}`, error ?? ''));
  const active = new Set<Promise<void>>();
  let started = false;
  let stopping = false;
  let looping: Promise<void> | undefined;
  let wakeAgain = false;
  let poll: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function claim(limit: number): Promise<Job[]> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.queue, queues),
          inArray(jobs.status, ['pending', 'running']),
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: id,
        lockedUntil: sql`now() + ${lockMs} * interval '1 millisecond'`,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        queue: jobs.queue,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
    return rows.sort((a, b) => a.id - b.id);
  }

  const mine = (job: Job) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, id));

  async function execute(job: Job) {
    const handler = handlers[job.queue] as JobHandler;
    try {
      await handler.run(job);
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      await settleFailure(handler, job, error).catch((bookkeeping) =>
        log(`job ${job.id}: could not record`, bookkeeping),
      );
      return;
    }
    await db
      .update(jobs)
      .set({ status: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
      .where(mine(job))
      .catch((bookkeeping) => log(`job ${job.id}: could not mark done`, bookkeeping));
  }

  async function settleFailure(handler: JobHandler, job: Job, error: Error) {
    const lastError = error.message.slice(0, 2000);
    if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(jobs)
          .set({ status: 'failed', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError })
          .where(mine(job))
          .returning({ id: jobs.id });
        // Not ours any more (put back by a stop, or claimed again after its lock ran out): its new try decides.
        if (row) await handler.onFailure?.(tx, job, error);
      });
      return;
    }
    const delay = backoffDelay(job.attempts, options.backoff);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(jobs)
        .set({
          status: 'pending',
          runAt: sql`now() + ${delay} * interval '1 millisecond'`,
          lockedBy: null,
          lockedUntil: null,
          lastError,
        })
        .where(mine(job))
        .returning({ runAt: jobs.runAt });
      if (row) await handler.onRetry?.(tx, job, error, row.runAt);
    });
    // Retries due within the poll interval would otherwise wait for the next poll.
    if (started && !stopping && delay < pollMs) setTimeout(wake, delay).unref();
  }

  /** This worker's running jobs back to pending, due now; the interrupted try does not count against max_attempts. */
  async function putBackRunning() {
    const back = await db
      .update(jobs)
      .set({
        status: 'pending',
        runAt: sql`now()`,
        lockedBy: null,
        lockedUntil: null,
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      })
      .where(and(eq(jobs.lockedBy, id), eq(jobs.status, 'running')))
      .returning({ id: jobs.id, queue: jobs.queue });
    if (back.length) log(`stopping: put ${back.length} running job(s) back in the queue: ${JSON.stringify(back)}`);
  }

  /** Claims up to the free slots and starts them; returns how many it claimed and how many it asked for. */
  async function fill(): Promise<{ claimed: number; asked: number }> {
    const asked = concurrency - active.size;
    if (asked <= 0) return { claimed: 0, asked };
    const claimed = await claim(asked);
    for (const job of claimed) {
      const running: Promise<void> = execute(job).finally(() => {
        active.delete(running);
        wake();
      });
      active.add(running);
    }
    return { claimed: claimed.length, asked };
  }

  async function loop() {
    for (;;) {
      if (stopping) return;
      const { claimed, asked } = await fill();
      if (claimed === 0 || claimed < asked) return;
    }
  }

  function wake() {
    if (!started || stopping) return;
    if (looping) {
      wakeAgain = true;
      return;
    }
    wakeAgain = false;
    looping = loop()
      .catch((error) => log('claiming failed', error))
      .finally(() => {
        looping = undefined;
        if (wakeAgain) wake();
      });
  }
  const onLocalEnqueue = (queue: string) => {
    if (queues.includes(queue)) wake();
  };

  return {
    id,
    /** The queues this worker has handlers for (GET /metrics reports each one's depth, zero included). */
    queues: queues as readonly string[],
    /** Started and not stopping: claiming the jobs that come due. */
    get running() {
      return started && !stopping;
    },
    /** Starts polling and listening; returns once the LISTEN is set up. */
    async start() {
      if (started) return;
      started = true;
      localWakeups.on('enqueued', onLocalEnqueue);
      poll = setInterval(wake, pollMs);
      poll.unref();
      if (options.listen) {
        unlisten = await options
          .listen(JOBS_CHANNEL, { listening: wake, notified: wake, lost: () => {} })
          .catch((error) => {
            log('LISTEN failed; polling only', error);
            return undefined;
          });
      }
      wake();
    },
    /**
     * Stops claiming, then waits up to `stopGraceMs` for the jobs that are running; the ones still running then are
     * put back in the queue for another instance (or the next start), so a stop loses none and keeps within its time.
     */
    async stop() {
      stopping = true;
      clearInterval(poll);
      localWakeups.off('enqueued', onLocalEnqueue);
      await unlisten?.().catch(() => {});
      await looping;
      let grace: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.all(active).then(() => true),
        new Promise<false>((resolve) => {
          grace = setTimeout(() => resolve(false), stopGraceMs);
        }),
      ]);
      clearTimeout(grace);
      if (!finished) await putBackRunning();
    },
    /** Runs every job that is due now (and those that become due while it runs) to its end: for tests and scripts. */
    async drain() {
      for (;;) {
        if (!stopping) await fill();
        if (active.size === 0) return;
        await Promise.race(active);
      }
    },
  };
}
