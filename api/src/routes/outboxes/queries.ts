import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type OutboxRecipient, outboxEvents, outboxes } from '../../db/schema';
import { likeContaining, pageWithTotal } from '../../db/sql';

export interface OutboxFilter {
  condoId: number;
  from: Date;
  to: Date;
  recipientTypes: string[];
  search?: string;
  mediums?: string[];
  statuses?: string[];
  recipients?: string[];
}

/** The date range, tab and search: what the aggregations count over. */
function baseWhere(filter: OutboxFilter): SQL[] {
  const where: SQL[] = [
    eq(outboxes.condoId, filter.condoId),
    gte(outboxes.createdAt, filter.from),
    lt(outboxes.createdAt, filter.to),
  ];
  if (filter.recipientTypes.length) where.push(inArray(outboxes.recipientType, filter.recipientTypes));
  const search = filter.search?.trim();
  if (search) {
    const pattern = likeContaining(search);
    where.push(
      or(
        ilike(outboxes.recipientName, pattern),
        ilike(sql`${outboxes.recipient} ->> 'email'`, pattern),
        ilike(sql`${outboxes.recipient} ->> 'phone'`, pattern),
        ilike(outboxes.subject, pattern),
      ) as SQL,
    );
  }
  return where;
}

function columnFilters(filter: OutboxFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.mediums?.length) where.push(inArray(outboxes.medium, filter.mediums));
  if (filter.statuses?.length) where.push(inArray(outboxes.status, filter.statuses));
  if (filter.recipients?.length) where.push(inArray(outboxes.recipientName, filter.recipients));
  return where;
}

/** Every condition of the Outbox list: its rows, as paged (listOutbox) or exported (export-queries.ts). */
export const outboxWhere = (filter: OutboxFilter): SQL[] => [...baseWhere(filter), ...columnFilters(filter)];

const listColumns = {
  id: outboxes.id,
  from: outboxes.from,
  subject: outboxes.subject,
  recipient: outboxes.recipient,
  content: outboxes.content,
  medium: outboxes.medium,
  status: outboxes.status,
  type: outboxes.type,
  msgId: outboxes.msgId,
  recipientType: outboxes.recipientType,
  createdAt: outboxes.createdAt,
  updatedAt: outboxes.updatedAt,
};

interface ListRow {
  id: number;
  from: string[] | string;
  subject: string | null;
  recipient: OutboxRecipient;
  content: string;
  medium: string;
  status: string;
  type: string;
  msgId: string | null;
  recipientType: string;
  createdAt: Date;
  updatedAt: Date;
}

export function toSentMessage(row: ListRow) {
  return {
    id: row.id,
    from: row.from,
    subject: row.subject,
    recipient: row.recipient,
    content: row.content,
    medium: row.medium,
    status: row.status,
    type: row.type,
    msg_id: row.msgId,
    recipient_type: row.recipientType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The 50 most frequent recipients are offered as filter options; an Outbox tab may hold thousands. */
export const RECIPIENT_BUCKETS = 50;

export interface Bucket {
  key: string;
  doc_count: number;
}

/**
 * Status, medium and recipient counts in one pass over the range (GROUPING SETS), so the aggregations cost one
 * scan of outboxes_condo_recipient_type_created_idx rather than three.
 */
async function aggregate(db: Db, where: SQL[]) {
  const rows = await db
    .select({
      status: outboxes.status,
      medium: outboxes.medium,
      recipient: outboxes.recipientName,
      byStatus: sql<number>`grouping(${outboxes.status})`.mapWith(Number),
      byMedium: sql<number>`grouping(${outboxes.medium})`.mapWith(Number),
      total: count(),
    })
    .from(outboxes)
    .where(and(...where))
    .groupBy(sql`GROUPING SETS ((${outboxes.status}), (${outboxes.medium}), (${outboxes.recipientName}))`);
  const buckets = (
    pick: (row: (typeof rows)[number]) => string | null | undefined,
    keep: (row: (typeof rows)[number]) => boolean,
  ) =>
    rows
      .filter(keep)
      .map((row) => ({ key: pick(row) ?? '', doc_count: row.total }))
      .sort((a, b) => b.doc_count - a.doc_count || a.key.localeCompare(b.key));
  const status = buckets(
    (row) => row.status,
    (row) => row.byStatus === 0,
  );
  return {
    status,
    medium: buckets(
      (row) => row.medium,
      (row) => row.byMedium === 0,
    ),
    recipients: buckets(
      (row) => row.recipient,
      (row) => row.byStatus === 1 && row.byMedium === 1 && Boolean(row.recipient),
    ).slice(0, RECIPIENT_BUCKETS),
    total: status.reduce((sum, bucket) => sum + bucket.doc_count, 0),
  };
}

export async function listOutbox(db: Db, filter: OutboxFilter, page: number, perPage: number) {
  const base = baseWhere(filter);
  const columns = columnFilters(filter);
  const where = and(...base, ...columns);
  const [rows, aggregation, filteredTotal] = await Promise.all([
    db
      .select(listColumns)
      .from(outboxes)
      .where(where)
      .orderBy(desc(outboxes.createdAt), desc(outboxes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    aggregate(db, base),
    // Without column filters the total is the sum of the status buckets: one query fewer.
    columns.length
      ? db
          .select({ total: count() })
          .from(outboxes)
          .where(where)
          .then(([row]) => row?.total ?? 0)
      : undefined,
  ]);
  return {
    data: rows.map(toSentMessage),
    total_entries: filteredTotal ?? aggregation.total,
    aggregation: {
      'recipient.full_name': { buckets: aggregation.recipients },
      status: { buckets: aggregation.status },
      medium: { buckets: aggregation.medium },
    },
  };
}

export async function listSentMessages(db: Db, filter: OutboxFilter, page: number, perPage: number) {
  const where = and(...baseWhere(filter), ...columnFilters(filter));
  const { rows, total } = await pageWithTotal(
    db.select(listColumns).from(outboxes).where(where).orderBy(desc(outboxes.createdAt), desc(outboxes.id)).$dynamic(),
    db.select({ total: count() }).from(outboxes).where(where),
    { page, perPage },
  );
  return { data: rows.map(toSentMessage), total_entries: total };
}

export async function findSentMessage(db: Db, condoId: number, id: number) {
  const [row] = await db
    .select({
      ...listColumns,
      attempts: outboxes.attempts,
      lastError: outboxes.lastError,
      resendOfId: outboxes.resendOfId,
    })
    .from(outboxes)
    .where(and(eq(outboxes.id, id), eq(outboxes.condoId, condoId)));
  if (!row) return undefined;
  const history = await db
    .select({ status: outboxEvents.status, detail: outboxEvents.detail, createdAt: outboxEvents.createdAt })
    .from(outboxEvents)
    .where(eq(outboxEvents.outboxId, id))
    .orderBy(asc(outboxEvents.id));
  return {
    ...toSentMessage(row),
    attempts: row.attempts,
    last_error: row.lastError,
    resend_of_id: row.resendOfId,
    history: history.map((event) => ({
      status: event.status,
      detail: event.detail,
      created_at: event.createdAt.toISOString(),
    })),
  };
}
