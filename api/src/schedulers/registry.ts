import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { devices, otpCodes, otpRequests, passwordFailures } from '../db/schema';
import { DAY_MS } from '../db/time';
import { purgeExpiredReports, type ReportRetention } from '../report-jobs/retention';
import { planUserReports } from '../user-reports/plan';

/** What a task gets: the condo it runs for, the clock of the run, and the fire it runs for. */
export interface TaskContext {
  db: Db;
  condoId: number;
  now: Date;
  /** The fire time of the run (a Run now: when it was asked for), which may be earlier than `now`. */
  plannedAt: Date;
  /** Its scheduler's cron line. */
  cronline: string;
  /** The report store and how long reports are kept (reports/purge_expired). */
  reports: ReportRetention;
}

/** A task's summary of what it did, kept on its run (scheduler_runs.summary). */
export type TaskSummary = Record<string, unknown>;

/** A task failure with its own status code for the error log (otherwise 500). */
export class TaskError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'TaskError';
  }
}

export interface TaskDefinition {
  label: string;
  description: string;
  run(context: TaskContext): Promise<TaskSummary>;
}

/**
 * Every background task a scheduler may run, by service then task. A scheduler names one pair; the API refuses any
 * other (422), and GET /api/v1/schedulers/services offers these to the form.
 */
export const TASK_REGISTRY: Record<string, { label: string; tasks: Record<string, TaskDefinition> }> = {
  auth: {
    label: 'Authentication',
    tasks: {
      purge_expired_sign_in_codes: {
        label: 'Purge expired sign-in codes',
        description:
          'Deletes one-time sign-in codes that expired and sign-in throttle rows a day old (of every condo: they belong to people)',
        async run({ db, now }) {
          const deleted = await db.delete(otpCodes).where(lt(otpCodes.expiresAt, now)).returning({ id: otpCodes.id });
          // Past every limit's window: code requests, and password failures (forgotten after a day anyway).
          const dayAgo = new Date(now.getTime() - DAY_MS);
          await db.delete(otpRequests).where(lt(otpRequests.createdAt, dayAgo));
          await db.delete(passwordFailures).where(lt(passwordFailures.updatedAt, dayAgo));
          return { deleted: deleted.length };
        },
      },
    },
  },
  devices: {
    label: 'Devices',
    tasks: {
      refresh_device_connectivity: {
        label: 'Refresh device connectivity',
        description: "Marks each device online or offline from its last data's age against its timeout",
        async run({ db, condoId, now }) {
          const state = sql<'online' | 'offline'>`CASE
            WHEN ${devices.lastDataAt} >= ${now.toISOString()}::timestamptz - make_interval(mins => ${devices.timeoutMinutes})
            THEN 'online' ELSE 'offline' END`;
          const changed = await db
            .update(devices)
            .set({ connectivity: state, connectivityCheckedAt: now })
            .where(and(eq(devices.condoId, condoId), isNotNull(devices.lastDataAt)))
            .returning({ connectivity: devices.connectivity });
          const online = changed.filter((row) => row.connectivity === 'online').length;
          return { checked: changed.length, online, offline: changed.length - online };
        },
      },
    },
  },
  reports: {
    label: 'Reports',
    tasks: {
      send_user_reports: {
        label: 'Send user reports',
        description:
          "Mails each active user report of the condo to its users as a PDF, covering the days since the scheduler's previous run",
        run: ({ db, condoId, plannedAt, cronline }) => planUserReports(db, { condoId, plannedAt, cronline }),
      },
      purge_expired: {
        label: 'Purge expired reports',
        description:
          'Deletes report jobs and their PDFs, and call-log report jobs and their CSVs, older than the retention ' +
          'period (REPORT_RETENTION_DAYS, default 30 days), of every condo: the period is the install’s',
        run: ({ db, now, reports }) => purgeExpiredReports(db, reports, now),
      },
    },
  },
  demo: {
    label: 'Demo',
    tasks: {
      always_fail: {
        label: 'Always fail',
        description: 'Fails every time, to show the error log',
        async run() {
          throw new TaskError(503, 'The demo task always fails: the upstream service is unavailable');
        },
      },
    },
  },
};

export function findTask(service: string, task: string): TaskDefinition | undefined {
  return Object.hasOwn(TASK_REGISTRY, service) && Object.hasOwn(TASK_REGISTRY[service]?.tasks ?? {}, task)
    ? TASK_REGISTRY[service]?.tasks[task]
    : undefined;
}
