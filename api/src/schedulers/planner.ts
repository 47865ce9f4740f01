import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { auditOff } from '../audit/triggers';
import { condoTimezone, latestFire, nextFire } from '../db/cron';
import type { Db } from '../db/database';
import { condos, schedulerRuns, schedulers } from '../db/schema';
import { MINUTE_MS } from '../db/time';
import { enqueue, localWakeups } from '../jobs/queue';

/** The job queue scheduler runs go through (the one queue of src/jobs). */
export const SCHEDULER_QUEUE = 'scheduler';

export interface PlannerOptions {
  db: Db;
  now: () => Date;
  /** How often it looks for due schedulers, aligned to the clock (default 1000 ms: each whole second). */
  tickMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export type Planner = ReturnType<typeof createPlanner>;

/** How many due schedulers one tick plans at most; the rest wait for the next tick. */
const BATCH = 200;

/**
 * Turns cron lines into jobs. Each tick takes the active schedulers whose bookmark (`next_run_at`) has passed,
 * FOR UPDATE SKIP LOCKED, and for each inserts a run for its latest fire time — unique per (scheduler, planned
 * time), ON CONFLICT DO NOTHING — and enqueues its job only when that insert won, in the same transaction; then it
 * moves the bookmark to the next fire time after now. So two instances (or two planners of one process) plan a fire
 * time once, and fire times missed while no API ran collapse into one run at start: the latest one, unless it is
 * older than the scheduler's grace_time (when grace_time > 0), in which case it is recorded as skipped.
 */
export function createPlanner(options: PlannerOptions) {
  const { db, now } = options;
  const tickMs = options.tickMs ?? 1000;
  const log = options.log ?? ((message, error) => console.error(`[schedulers] ${message}`, error ?? ''));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function tick(): Promise<{ enqueued: number; skipped: number }> {
    const at = now();
    const planned = await db.transaction(async (tx) => {
      await auditOff(tx);
      const due = await tx
        .select({
          id: schedulers.id,
          condoId: schedulers.condoId,
          cronline: schedulers.cronline,
          graceTime: schedulers.graceTime,
          nextRunAt: schedulers.nextRunAt,
          configurations: condos.configurations,
        })
        .from(schedulers)
        .innerJoin(condos, eq(condos.id, schedulers.condoId))
        .where(and(eq(schedulers.status, 'active'), lte(schedulers.nextRunAt, at)))
        .orderBy(asc(schedulers.nextRunAt))
        .limit(BATCH)
        .for('update', { of: schedulers, skipLocked: true });
      let enqueued = 0;
      let skipped = 0;
      for (const scheduler of due) {
        const timezone = condoTimezone(scheduler.configurations);
        let planned: Date;
        let next: Date | null;
        try {
          planned = latestFire(scheduler.cronline, timezone, at) ?? (scheduler.nextRunAt as Date);
          next = nextFire(scheduler.cronline, timezone, at);
        } catch (error) {
          log(`scheduler ${scheduler.id}: cron line unreadable; not planned again until it is saved`, error);
          await tx.update(schedulers).set({ nextRunAt: null }).where(eq(schedulers.id, scheduler.id));
          continue;
        }
        if (planned.getTime() < (scheduler.nextRunAt as Date).getTime()) planned = scheduler.nextRunAt as Date;
        const late = at.getTime() - planned.getTime();
        const tooLate = scheduler.graceTime > 0 && late > scheduler.graceTime * MINUTE_MS;
        const [run] = await tx
          .insert(schedulerRuns)
          .values({
            schedulerId: scheduler.id,
            condoId: scheduler.condoId,
            trigger: 'cron',
            plannedAt: planned,
            ...(tooLate
              ? { outcome: 'skipped' as const, summary: { reason: `missed by ${Math.round(late / 1000)} s` } }
              : {}),
          })
          .onConflictDoNothing({
            target: [schedulerRuns.schedulerId, schedulerRuns.plannedAt],
            where: sql`trigger = 'cron'`,
          })
          .returning({ id: schedulerRuns.id });
        if (run && !tooLate) {
          await enqueue(tx, SCHEDULER_QUEUE, { runId: run.id }, { maxAttempts: 3 });
          enqueued++;
        } else if (run) skipped++;
        await tx.update(schedulers).set({ nextRunAt: next }).where(eq(schedulers.id, scheduler.id));
      }
      return { enqueued, skipped };
    });
    // The enqueue's own wake-up may come before the commit; this one comes after, so the run starts at once.
    if (planned.enqueued) localWakeups.emit('enqueued', SCHEDULER_QUEUE);
    return planned;
  }

  function schedule() {
    if (stopped) return;
    // Wake just after each whole tick of the wall clock, where cron fire times fall.
    const delay = tickMs - (Date.now() % tickMs) + 5;
    timer = setTimeout(() => {
      running = tick()
        .catch((error) => log('planning failed', error))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, delay);
    timer.unref();
  }

  return {
    /** Plans what is due now; tests call it with a moved clock. */
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    /** Stops ticking and waits for a tick under way. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** The bookmark of a scheduler saved now: its first fire time after `at` (null when the line never fires). */
export function firstFireAfter(cronline: string, configurations: Parameters<typeof condoTimezone>[0], at: Date) {
  return nextFire(cronline, condoTimezone(configurations), at);
}
