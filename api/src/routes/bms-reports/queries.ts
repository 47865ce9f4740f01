import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bmsReports } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A report id as the database stores it, or null for text that cannot be one (then it is simply not found). */
export const reportIdOf = (text: string) => (UUID.test(text) ? text.toLowerCase() : null);

export async function findReport(db: Db, id: string, condoId?: number) {
  const reportId = reportIdOf(id);
  if (!reportId) return undefined;
  const where =
    condoId === undefined
      ? eq(bmsReports.id, reportId)
      : and(eq(bmsReports.id, reportId), eq(bmsReports.condoId, condoId));
  const [report] = await db.select().from(bmsReports).where(where);
  return report;
}

/** The condo's reports still waiting for or in a render. */
export async function countUnfinishedReports(db: Db, condoId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bmsReports)
    .where(and(eq(bmsReports.condoId, condoId), inArray(bmsReports.status, ['queued', 'rendering'])));
  return row?.count ?? 0;
}
