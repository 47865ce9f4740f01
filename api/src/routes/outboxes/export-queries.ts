import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { outboxes } from '../../db/schema';
import { type OutboxFilter, outboxWhere } from './queries';

/** Rows read per query: small enough to keep the API's memory flat, large enough that 100,000 rows take ~50 reads. */
export const EXPORT_BATCH_ROWS = 2_000;

export interface ExportRow {
  id: number;
  /** created_at in milliseconds since the epoch. */
  at: number;
  medium: string;
  status: string;
  recipientName: string;
  email: string | null;
  phone: string | null;
  countryCode: string | null;
  /** The subject, else the content (the Outbox's Subject column, whole). */
  text: string;
}

type Tuple = [number, number, string, string, string, string | null, string | null, string | null, string];

/**
 * A batch's rows as one JSON text of arrays, built by the database: on PGlite, reading 2,000 rows of nine columns
 * through the driver cost ten times the statement (its protocol layer parses every field); one JSON.parse of the
 * batch costs almost nothing. Only a message without a subject pays for reading its content (a mail body may be long).
 */
const batchJson = (where: SQL, limit: number) => sql`
  SELECT json_agg(json_build_array(id, created_ms, medium, status, name, email, phone, country_code, body)
                  ORDER BY created_at DESC, id DESC)::text AS rows
  FROM (SELECT ${outboxes.id} AS id, ${outboxes.createdAt} AS created_at,
               floor(extract(epoch FROM ${outboxes.createdAt}) * 1000)::bigint AS created_ms,
               ${outboxes.medium} AS medium, ${outboxes.status} AS status,
               coalesce(${outboxes.recipientName}, '') AS name,
               ${outboxes.recipient} ->> 'email' AS email, ${outboxes.recipient} ->> 'phone' AS phone,
               ${outboxes.recipient} ->> 'country_code' AS country_code,
               coalesce(${outboxes.subject}, ${outboxes.content}) AS body
        FROM ${outboxes}
        WHERE ${where}
        ORDER BY ${outboxes.createdAt} DESC, ${outboxes.id} DESC
        LIMIT ${limit}) AS batch`;

const rowOf = ([id, at, medium, status, recipientName, email, phone, countryCode, text]: Tuple): ExportRow => ({
  id,
  at,
  medium,
  status,
  recipientName,
  email,
  phone,
  countryCode,
  text,
});

/**
 * The rows after the message `afterId` in the list's order (newest first, then the higher id). Its time is read by
 * the database from the row itself, at the microsecond, rather than sent back from a JavaScript Date (milliseconds),
 * which would skip or repeat rows of the same millisecond. The plain `created_at <=` lets the index bound the scan,
 * so each batch starts where the last one ended instead of reading the range again from its top.
 */
function after(afterId: number): SQL[] {
  const cursorTime = sql`(SELECT c.created_at FROM ${outboxes} c WHERE c.id = ${afterId})`;
  return [
    sql`${outboxes.createdAt} <= ${cursorTime}`,
    sql`(${outboxes.createdAt}, ${outboxes.id}) < (${cursorTime}, ${afterId}::integer)`,
  ];
}

/**
 * Every row of the Outbox list's filter, newest first, in batches of keyset pages: one short query a batch, so no
 * transaction or cursor holds a connection (PGlite has one) between batches. The next batch is asked for as soon as
 * a batch arrives, so that on PostgreSQL the server reads it while the API writes this one; at most two batches are
 * in memory.
 */
export async function* outboxExportBatches(
  db: Db,
  filter: OutboxFilter,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<ExportRow[]> {
  const where = outboxWhere(filter);
  const read = async (afterId: number | undefined) => {
    const condition = and(...where, ...(afterId === undefined ? [] : after(afterId))) as SQL;
    const [result] = rowsOf<{ rows: string | null }>(await db.execute(batchJson(condition, batchRows)));
    return (JSON.parse(result?.rows ?? '[]') as Tuple[]).map(rowOf);
  };
  let next: Promise<ExportRow[]> | undefined = read(undefined);
  try {
    while (next) {
      const rows: ExportRow[] = await next;
      const last = rows.length === batchRows ? rows.at(-1) : undefined;
      next = last ? read(last.id) : undefined;
      if (rows.length) yield rows;
    }
  } finally {
    // The reader stopped early (the client went away): the batch asked for ahead is not wanted, nor is its error.
    next?.catch(() => {});
  }
}
