import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { auditOff } from '../audit/triggers';
import type { Db } from '../db/database';
import { type SchedulerErrorDetail, schedulerErrorLogs, schedulerRuns, schedulers } from '../db/schema';
import type { JobHandler } from '../jobs/worker';
import { findTask, type TaskContext, TaskError, type TaskSummary } from './registry';

export interface RunnerOptions {
  db: Db;
  now: () => Date;
  reports: TaskContext['reports'];
}

/**
 * Runs one scheduler run (a job of the scheduler queue): marks the scheduler working, runs its registry task in a
 * transaction, then records the outcome — done_at on success; on failure an error log with the task's status code
 * (500 unless it threw a TaskError), its message and the details the Detail Log page shows. A failed task is not
 * retried (its next fire time is the retry); only a failure of this bookkeeping makes the job try again.
 */
export function schedulerRunHandler({ db, now, reports }: RunnerOptions): JobHandler {
  return {
    async run(job) {
      const runId = Number(job.payload.runId);
      const startedAt = now();
      const claimed = await db.transaction(async (tx) => {
        await auditOff(tx);
        const [run] = await tx
          .update(schedulerRuns)
          .set({ outcome: 'running', startedAt })
          .where(and(eq(schedulerRuns.id, runId), inArray(schedulerRuns.outcome, ['queued', 'running'])))
          .returning({
            id: schedulerRuns.id,
            schedulerId: schedulerRuns.schedulerId,
            condoId: schedulerRuns.condoId,
            trigger: schedulerRuns.trigger,
            plannedAt: schedulerRuns.plannedAt,
          });
        if (!run) return undefined;
        const [scheduler] = await tx
          .update(schedulers)
          .set({ working: true })
          .where(eq(schedulers.id, run.schedulerId))
          .returning({ service: schedulers.service, task: schedulers.task, cronline: schedulers.cronline });
        return scheduler && { run, scheduler };
      });
      // Its scheduler was deleted, or another try already finished it.
      if (!claimed) return;
      const { run, scheduler } = claimed;

      let summary: TaskSummary | undefined;
      let failure: Error | undefined;
      try {
        const task = findTask(scheduler.service, scheduler.task);
        if (!task) throw new TaskError(422, `Unknown task ${scheduler.service}/${scheduler.task}`);
        summary = await db.transaction(async (tx) => {
          await auditOff(tx);
          return task.run({
            db: tx,
            condoId: run.condoId,
            now: startedAt,
            plannedAt: run.plannedAt,
            cronline: scheduler.cronline,
            reports,
          });
        });
      } catch (caught) {
        failure = caught instanceof Error ? caught : new Error(String(caught));
      }

      const finishedAt = now();
      await db.transaction(async (tx) => {
        await auditOff(tx);
        await tx
          .update(schedulerRuns)
          .set({
            outcome: failure ? 'failed' : 'done',
            finishedAt,
            summary: failure ? { error: failure.message.slice(0, 2000) } : (summary ?? {}),
          })
          .where(eq(schedulerRuns.id, run.id));
        const othersRunning = sql<boolean>`EXISTS (SELECT 1 FROM ${schedulerRuns} WHERE ${and(
          eq(schedulerRuns.schedulerId, run.schedulerId),
          eq(schedulerRuns.outcome, 'running'),
          ne(schedulerRuns.id, run.id),
        )})`;
        await tx
          .update(schedulers)
          .set({ working: othersRunning, ...(failure ? {} : { doneAt: finishedAt }) })
          .where(eq(schedulers.id, run.schedulerId));
        if (!failure) return;
        const detail: SchedulerErrorDetail = {
          name: failure.name,
          // The install's own folder is nobody's business on the Detail Log page.
          ...(failure.stack ? { stack: failure.stack.replaceAll(process.cwd(), '.').slice(0, 8000) } : {}),
          planned_at: run.plannedAt.toISOString(),
          started_at: startedAt.toISOString(),
          finished_at: finishedAt.toISOString(),
          trigger: run.trigger,
          service: scheduler.service,
          task: scheduler.task,
        };
        await tx.insert(schedulerErrorLogs).values({
          schedulerId: run.schedulerId,
          condoId: run.condoId,
          runId: run.id,
          statusCode: failure instanceof TaskError ? failure.statusCode : 500,
          message: failure.message.slice(0, 2000),
          detail,
          createdAt: finishedAt,
        });
      });
    },
  };
}
