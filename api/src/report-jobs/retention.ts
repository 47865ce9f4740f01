import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bmsReports, jobs } from '../db/schema';
import { DAY_MS } from '../db/time';
import { CALL_LOG_REPORT_QUEUE, callLogReportKey, type ReportStorage } from './storage';

/** How long a report job (its row, HTML and PDF; a call-log report's job and CSV) is kept: `REPORT_RETENTION_DAYS`. */
export const DEFAULT_REPORT_RETENTION_DAYS = 30;
/** Reports one purge deletes at most of each kind (oldest first); the next run takes the rest. */
export const PURGE_BATCH = 1000;

export interface ReportRetention {
  storage: ReportStorage;
  retentionDays: number;
}

/**
 * Deletes the report jobs of every condo made more than `retentionDays` before `now`, then their PDFs, and the
 * call-log report jobs asked for before then, then their CSVs. In the task's transaction: a file that cannot be
 * deleted fails the run and keeps the rows for the next one, which deletes the files again (one already gone is no
 * error).
 */
export async function purgeExpiredReports(db: Db, { storage, retentionDays }: ReportRetention, now: Date) {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const expired = db
    .select({ id: bmsReports.id })
    .from(bmsReports)
    .where(lt(bmsReports.createdAt, before))
    .orderBy(asc(bmsReports.createdAt))
    .limit(PURGE_BATCH);
  const deleted = await db
    .delete(bmsReports)
    .where(inArray(bmsReports.id, expired))
    .returning({ fileKey: bmsReports.fileKey });
  const fileKeys = deleted.flatMap((report) => (report.fileKey ? [report.fileKey] : []));
  for (const key of fileKeys) await storage.delete(key);
  const callLogReports = await purgeExpiredCallLogReports(db, storage, before);
  return { deleted: deleted.length, files: fileKeys.length, callLogReports, before: before.toISOString() };
}

/**
 * The call-log report jobs done or failed that were asked for before `before`, and the CSV each kept (a failed one may
 * have none: deleting it is no error). A job still waiting or running is left to finish.
 */
async function purgeExpiredCallLogReports(db: Db, storage: ReportStorage, before: Date): Promise<number> {
  const expired = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(eq(jobs.queue, CALL_LOG_REPORT_QUEUE), inArray(jobs.status, ['done', 'failed']), lt(jobs.createdAt, before)),
    )
    .orderBy(asc(jobs.createdAt))
    .limit(PURGE_BATCH);
  const deleted = await db
    .delete(jobs)
    .where(inArray(jobs.id, expired))
    .returning({ id: jobs.id, payload: jobs.payload });
  for (const job of deleted) await storage.delete(callLogReportKey(job.payload.condoId as number, job.id));
  return deleted.length;
}
