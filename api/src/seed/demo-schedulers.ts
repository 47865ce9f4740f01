import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { condos, schedulerErrorLogs, schedulers } from '../db/schema';
import { firstFireAfter } from '../schedulers/planner';

/** Spec part 2 §2 Schedulers: the demo condos' background tasks, one of each registry task. */
const DEMO_SCHEDULERS = [
  {
    name: 'Purge expired sign-in codes',
    service: 'auth',
    task: 'purge_expired_sign_in_codes',
    cronline: '*/5 * * * *',
  },
  {
    name: 'Refresh device connectivity',
    service: 'devices',
    task: 'refresh_device_connectivity',
    cronline: '* * * * *',
  },
  // The weekly digest: every Monday 08:00 in the condo's time zone, for the week before.
  { name: 'Send user reports', service: 'reports', task: 'send_user_reports', cronline: '0 8 * * 1', graceTime: 60 },
  // Report jobs past REPORT_RETENTION_DAYS, every night (the task covers every condo; two demo condos run it).
  { name: 'Purge expired reports', service: 'reports', task: 'purge_expired', cronline: '30 3 * * *' },
  {
    name: 'Demo failing task',
    service: 'demo',
    task: 'always_fail',
    cronline: '*/30 * * * *',
    status: 'inactive' as const,
    failures: 3,
  },
];
const DEMO_CONDOS = ['marina-bay', 'orchid-gardens'];

export async function hasNoSchedulers(db: Db): Promise<boolean> {
  const result = await db.execute(sql`SELECT NOT EXISTS (SELECT 1 FROM schedulers) AS empty`);
  const [row] = (result as unknown as { rows: { empty: boolean }[] }).rows;
  return row?.empty === true;
}

/** The schedulers of the demo condos, once; the failing one (inactive) with three past error logs. */
export async function seedDemoSchedulers(db: Db, now = new Date()): Promise<void> {
  const demoCondos = await db
    .select({ id: condos.id, configurations: condos.configurations })
    .from(condos)
    .where(inArray(condos.aliasName, DEMO_CONDOS));
  for (const condo of demoCondos) {
    for (const demo of DEMO_SCHEDULERS) {
      const [created] = await db
        .insert(schedulers)
        .values({
          condoId: condo.id,
          name: demo.name,
          status: demo.status ?? 'active',
          service: demo.service,
          task: demo.task,
          cronline: demo.cronline,
          graceTime: demo.graceTime ?? 0,
          nextRunAt: firstFireAfter(demo.cronline, condo.configurations, now),
        })
        .returning({ id: schedulers.id });
      const schedulerId = (created as { id: number }).id;
      for (let index = 0; index < (demo.failures ?? 0); index++) {
        const raisedAt = new Date(Math.floor(now.getTime() / 1800_000 - index - 1) * 1800_000);
        await db.insert(schedulerErrorLogs).values({
          schedulerId,
          condoId: condo.id,
          statusCode: 503,
          message: 'The demo task always fails: the upstream service is unavailable',
          detail: {
            name: 'TaskError',
            stack: 'TaskError: The demo task always fails: the upstream service is unavailable\n    at always_fail',
            planned_at: raisedAt.toISOString(),
            started_at: raisedAt.toISOString(),
            finished_at: new Date(raisedAt.getTime() + 12).toISOString(),
            trigger: 'cron',
            service: demo.service,
            task: demo.task,
          },
          createdAt: new Date(raisedAt.getTime() + 12),
        });
      }
    }
  }
}
