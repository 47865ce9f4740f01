import { asc, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bmsReports } from '../db/schema';
import { DAY_MS } from '../db/time';
import type { ReportStorage } from './storage';

/** How long a report job (its row, HTML and PDF) is kept: `REPORT_RETENTION_DAYS`. */
export const DEFAULT_REPORT_RETENTION_DAYS = 30;
/** Reports one purge deletes at most (oldest first); the next run takes the rest. */
export const PURGE_BATCH = 1000;

export interface ReportRetention {
  storage: ReportStorage;
  retentionDays: number;
}

/**
 * Deletes the report jobs of every condo made more than `retentionDays` before `now`, then their PDFs. In the
 * task's transaction: a file that cannot be deleted fails the run and keeps the rows for the next one, which
 * deletes the files again (one already gone is no error).
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
  return { deleted: deleted.length, files: fileKeys.length, before: before.toISOString() };
}
