import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { outboxes } from '../../db/schema';
import type { Range } from '../activity-range';
import { OUTBOX_REPORT_MEDIUMS } from './report-schemas';

const inRange = (condoId: number, range: Range) =>
  and(eq(outboxes.condoId, condoId), gte(outboxes.createdAt, range.from), lte(outboxes.createdAt, range.to));

/** Messages of the condo created in the range, optionally of one medium (outboxes_condo_created_idx). */
export async function countMessages(db: Db, condoId: number, range: Range, medium?: string): Promise<number> {
  const where = medium ? and(inRange(condoId, range), eq(outboxes.medium, medium)) : inRange(condoId, range);
  const [row] = await db.select({ total: count() }).from(outboxes).where(where);
  return row?.total ?? 0;
}

/** Every UTC day of the range with its messages per medium; days without any are zeros. */
export async function outboxReport(db: Db, condoId: number, range: Range) {
  const result = await db.execute(sql`
    WITH per_day AS (
      SELECT date_trunc('day', ${outboxes.createdAt} AT TIME ZONE 'UTC') AS day,
             count(*) FILTER (WHERE ${outboxes.medium} = 'sms')::int AS sms,
             count(*) FILTER (WHERE ${outboxes.medium} = 'mail')::int AS mail,
             count(*) FILTER (WHERE ${outboxes.medium} = 'whatsapp')::int AS whatsapp,
             count(*) FILTER (WHERE ${outboxes.medium} = 'ivr')::int AS ivr
        FROM ${outboxes}
       WHERE ${inRange(condoId, range)}
       GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
           coalesce(per_day.sms, 0) AS sms, coalesce(per_day.mail, 0) AS mail,
           coalesce(per_day.whatsapp, 0) AS whatsapp, coalesce(per_day.ivr, 0) AS ivr
      FROM generate_series(
             date_trunc('day', ${range.from.toISOString()}::timestamptz AT TIME ZONE 'UTC'),
             date_trunc('day', ${range.to.toISOString()}::timestamptz AT TIME ZONE 'UTC'),
             interval '1 day') AS days(day)
      LEFT JOIN per_day ON per_day.day = days.day
     ORDER BY days.day`);
  return rowsOf<{ date: string; sms: number; mail: number; whatsapp: number; ivr: number }>(result);
}

/** The four report mediums' counts, zeros included, ordered by doc_count desc then key. */
export async function mediumBuckets(db: Db, condoId: number, range: Range) {
  const rows = await db
    .select({ medium: outboxes.medium, total: count() })
    .from(outboxes)
    .where(inRange(condoId, range))
    .groupBy(outboxes.medium);
  const counts = new Map(rows.map((row) => [row.medium, row.total]));
  return OUTBOX_REPORT_MEDIUMS.map(({ key, medium }) => ({ key, doc_count: counts.get(medium) ?? 0 })).sort(
    (a, b) => b.doc_count - a.doc_count || a.key.localeCompare(b.key),
  );
}
