import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { condoTimezone } from '../../db/cron';
import type { Db } from '../../db/database';
import { type CondoConfigurations, schedulerErrorLogs, schedulers } from '../../db/schema';
import { likeContaining, pageWithTotal } from '../../db/sql';
import { errorLogDetailLink } from '../../schedulers/links';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

type SchedulerRow = typeof schedulers.$inferSelect;

export function toScheduler(row: SchedulerRow, configurations: CondoConfigurations) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    service: row.service,
    task: row.task,
    cronline: row.cronline,
    grace_time: row.graceTime,
    state: row.working ? ('working' as const) : ('idle' as const),
    working: row.working,
    done_at: iso(row.doneAt),
    next_run_at: row.status === 'active' ? iso(row.nextRunAt) : null,
    time_zone: condoTimezone(configurations),
  };
}

/** This condo's schedulers by name (index schedulers_condo_name_idx). */
export async function listSchedulers(
  db: Db,
  input: { condoId: number; configurations: CondoConfigurations; search?: string; page: number; perPage: number },
) {
  const conditions: SQL[] = [eq(schedulers.condoId, input.condoId)];
  const search = input.search?.trim();
  if (search) {
    const pattern = likeContaining(search);
    conditions.push(
      or(ilike(schedulers.name, pattern), ilike(schedulers.service, pattern), ilike(schedulers.task, pattern)) as SQL,
    );
  }
  const where = and(...conditions);
  const { rows, total } = await pageWithTotal(
    db.select().from(schedulers).where(where).orderBy(asc(schedulers.name), asc(schedulers.id)).$dynamic(),
    db.select({ total: count() }).from(schedulers).where(where),
    input,
  );
  return { rows: rows.map((row) => toScheduler(row, input.configurations)), total };
}

export async function findScheduler(db: Db, condoId: number, id: number) {
  const [row] = await db
    .select()
    .from(schedulers)
    .where(and(eq(schedulers.id, id), eq(schedulers.condoId, condoId)));
  return row;
}

/** A scheduler's error logs, newest first (index scheduler_error_logs_scheduler_idx), each with its Detail Log link. */
export async function listErrorLogs(
  db: Db,
  input: { schedulerId: number; search?: string; page: number; perPage: number; secret: Buffer; nowMs: number },
) {
  const conditions: SQL[] = [eq(schedulerErrorLogs.schedulerId, input.schedulerId)];
  const search = input.search?.trim();
  if (search) conditions.push(ilike(schedulerErrorLogs.message, likeContaining(search)));
  const where = and(...conditions);
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: schedulerErrorLogs.id,
        statusCode: schedulerErrorLogs.statusCode,
        message: schedulerErrorLogs.message,
        createdAt: schedulerErrorLogs.createdAt,
      })
      .from(schedulerErrorLogs)
      .where(where)
      .orderBy(desc(schedulerErrorLogs.createdAt), desc(schedulerErrorLogs.id))
      .$dynamic(),
    db.select({ total: count() }).from(schedulerErrorLogs).where(where),
    input,
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      status_code: row.statusCode,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      link: errorLogDetailLink(input.secret, row.id, input.nowMs),
    })),
    total,
  };
}
