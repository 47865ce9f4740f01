import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { VISITOR_TYPES, type VisitorType, visits } from '../../db/schema';
import { type Paging, pageWithTotal } from '../../db/sql';
import { HOUR_MS } from '../../db/time';
import type { Range } from '../activity-range';
import { rolledUp } from '../rollup-range';

/**
 * Visits (spec part 3 §3 VMS visit record): every query filters the condo and the in_time range first, so it runs
 * on visits_condo_in_idx (or visits_condo_type_in_idx with visitor types); counting happens in the database.
 */

/** ISO 8601 text of a timestamptz, as `toISOString()` writes it. */
export const isoOf = (column: SQL | SQL.Aliased | unknown) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** The UTC day of a timestamptz, `YYYY-MM-DD`. */
export const dayOf = (column: unknown) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

export interface VisitFilter extends Range {
  condoId: number;
  types?: VisitorType[] | undefined;
  devices?: string[] | undefined;
}

export function visitWhere(filter: VisitFilter): SQL {
  const parts: SQL[] = [
    eq(visits.condoId, filter.condoId),
    gte(visits.inTime, filter.from),
    lte(visits.inTime, filter.to),
  ];
  if (filter.types?.length) parts.push(inArray(visits.visitorType, filter.types));
  if (filter.devices?.length) parts.push(inArray(visits.deviceName, filter.devices));
  return and(...parts) as SQL;
}

export type VisitRow = typeof visits.$inferSelect;

/** A page of the filtered visits by in time, and how many there are in all. */
export function listVisits(db: Db, filter: VisitFilter, paging: Paging, order: 'newest' | 'oldest' = 'newest') {
  const direction = order === 'newest' ? desc : asc;
  const where = visitWhere(filter);
  return pageWithTotal(
    db.select().from(visits).where(where).orderBy(direction(visits.inTime), direction(visits.id)).$dynamic(),
    db.select({ total: count() }).from(visits).where(where),
    paging,
  );
}

export function visitToWire(row: VisitRow) {
  return {
    id: row.id,
    visitor: { name: row.visitorName, phone: row.visitorPhone },
    block: row.block,
    unit_number: row.unitNumber,
    visitor_type: row.visitorType,
    purpose: row.purpose,
    number_plate: row.numberPlate,
    mode_of_entry: row.modeOfEntry,
    in_time: row.inTime.toISOString(),
    out_time: row.outTime ? row.outTime.toISOString() : null,
    device_name: row.deviceName,
  };
}

export interface Bucket {
  key: string;
  doc_count: number;
}

/** doc_count desc, then key asc (the shared bucket order). */
export const byCountThenKey = (a: Bucket, b: Bucket) =>
  b.doc_count - a.doc_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * The range's visits per UTC hour of in_time and visitor type: whole hours from the roll-up, the edges from the
 * rows.
 */
export function visitHours(condoId: number, range: Range): SQL {
  return rolledUp(
    range,
    HOUR_MS,
    {
      buckets: (whole) => sql`
        SELECT hour, visitor_type, visits FROM visit_hours WHERE condo_id = ${condoId} AND ${whole(sql`hour`)}`,
      rows: (within) => sql`
        SELECT date_trunc('hour', in_time, 'UTC'), visitor_type, 1 FROM visits
         WHERE condo_id = ${condoId} AND ${within(sql`in_time`)}`,
    },
    sql`v (hour, visitor_type, visits)`,
  );
}

/** The filter's visits per UTC hour and type: from the roll-up unless narrowed to devices, which it does not keep. */
function visitsPerHour(filter: VisitFilter): SQL {
  if (filter.devices?.length) {
    return sql`(SELECT date_trunc('hour', in_time, 'UTC'), visitor_type, 1 FROM ${visits} WHERE ${visitWhere(filter)})
      AS v (hour, visitor_type, visits)`;
  }
  const types = filter.types?.length ? sql` WHERE ${inArray(sql`visitor_type`, filter.types)}` : sql``;
  return sql`(SELECT * FROM ${visitHours(filter.condoId, filter)}${types}) AS v`;
}

/** Visits per visitor type, all four types (zeros included so charts have every series). */
export async function visitorTypeCounts(db: Db, filter: VisitFilter): Promise<Record<VisitorType, number>> {
  const rows = rowsOf<{ key: VisitorType; doc_count: number }>(
    await db.execute(sql`
      SELECT visitor_type AS key, sum(visits)::int AS doc_count
      FROM ${visitsPerHour(filter)}
      GROUP BY visitor_type`),
  );
  const counts = Object.fromEntries(VISITOR_TYPES.map((type) => [type, 0])) as Record<VisitorType, number>;
  for (const row of rows) counts[row.key] = Number(row.doc_count);
  return counts;
}

export async function visitorTypeBuckets(db: Db, filter: VisitFilter): Promise<Bucket[]> {
  const counts = await visitorTypeCounts(db, filter);
  return VISITOR_TYPES.map((key) => ({ key, doc_count: counts[key] })).sort(byCountThenKey);
}

/** Visits per entry device (visits without a device are left out). */
export async function deviceBuckets(db: Db, filter: VisitFilter, limit?: number): Promise<Bucket[]> {
  return rowsOf<Bucket>(
    await db.execute(sql`
      SELECT ${visits.deviceName} AS key, count(*)::int AS doc_count
      FROM ${visits} WHERE ${visitWhere(filter)} AND ${visits.deviceName} IS NOT NULL
      GROUP BY ${visits.deviceName}
      ORDER BY doc_count DESC, key ASC
      ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`),
  ).map((row) => ({ key: row.key, doc_count: Number(row.doc_count) }));
}

/** Every UTC day of the range in order, with the day's visits per type and in total. */
export async function visitorTypesPerDay(db: Db, filter: VisitFilter) {
  const perType = VISITOR_TYPES.map(
    (type) => sql`coalesce(sum(v.visits) FILTER (WHERE v.visitor_type = ${type}), 0)::int AS ${sql.identifier(type)}`,
  );
  const rows = rowsOf<Record<string, number | string>>(
    await db.execute(sql`
      SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(sum(v.visits), 0)::int AS total,
        ${sql.join(perType, sql`, `)}
      FROM generate_series(
        date_trunc('day', ${filter.from.toISOString()}::timestamptz AT TIME ZONE 'UTC'),
        date_trunc('day', ${filter.to.toISOString()}::timestamptz AT TIME ZONE 'UTC'),
        interval '1 day'
      ) AS d(day)
      LEFT JOIN ${visitsPerHour(filter)} ON date_trunc('day', v.hour AT TIME ZONE 'UTC') = d.day
      GROUP BY d.day
      ORDER BY d.day`),
  );
  return rows.map((row) => ({
    date: String(row.date),
    total: Number(row.total),
    Guest: Number(row.Guest),
    Delivery: Number(row.Delivery),
    Contractor: Number(row.Contractor),
    'Pickup/Drop': Number(row['Pickup/Drop']),
  }));
}

/** How long a visit lasted: to its out_time, or to now while the visitor is inside. */
const visitEnd = (now: Date) => sql`coalesce(${visits.outTime}, ${now.toISOString()}::timestamptz)`;
/** 00:00 UTC of the visit's day plus `hours`. */
const dayOfVisitPlus = (hours: number) =>
  sql`((date_trunc('day', ${visits.inTime} AT TIME ZONE 'UTC') + make_interval(hours => ${hours})) AT TIME ZONE 'UTC')`;

/**
 * The car-park overstay thresholds (spec part 3 §2.2, UTC): a Guest still inside at 00:00 after its day, a
 * Contractor past 18:00 of its day, a Delivery over 30 minutes, a Pickup/Drop over 15 minutes.
 */
export function overstayCondition(now: Date): SQL {
  const end = visitEnd(now);
  return sql`(CASE ${visits.visitorType}
    WHEN 'Guest' THEN ${end} > ${dayOfVisitPlus(24)}
    WHEN 'Contractor' THEN ${end} > ${dayOfVisitPlus(18)}
    WHEN 'Delivery' THEN ${end} - ${visits.inTime} > interval '30 minutes'
    WHEN 'Pickup/Drop' THEN ${end} - ${visits.inTime} > interval '15 minutes'
    ELSE false END)`;
}

interface OverstayRow {
  name: string;
  phone: string;
  visitor_type: VisitorType;
  number_plate: string | null;
  block: string | null;
  in_time: string;
  out_time: string | null;
  duration_minutes: number;
}

export async function listOverstays(db: Db, filter: VisitFilter, now: Date, paging: Paging) {
  const where = sql`${visitWhere(filter)} AND ${overstayCondition(now)}`;
  const { rows, total } = await pageWithTotal(
    (page) =>
      db
        .execute(sql`
      SELECT ${visits.visitorName} AS name, ${visits.visitorPhone} AS phone, ${visits.visitorType} AS visitor_type,
        ${visits.numberPlate} AS number_plate, ${visits.block} AS block,
        ${isoOf(visits.inTime)} AS in_time,
        CASE WHEN ${visits.outTime} IS NULL THEN NULL ELSE ${isoOf(visits.outTime)} END AS out_time,
        floor(extract(epoch FROM ${visitEnd(now)} - ${visits.inTime}) / 60)::int AS duration_minutes
      FROM ${visits} WHERE ${where}
      ORDER BY ${visits.inTime} DESC, ${visits.id} DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`)
        .then((result) => rowsOf<OverstayRow>(result)),
    db
      .execute(sql`SELECT count(*)::int AS total FROM ${visits} WHERE ${where}`)
      .then((result) => rowsOf<{ total: number }>(result)),
    paging,
  );
  const data = rows.map((row) => ({ ...row, duration_minutes: Number(row.duration_minutes) }));
  return { data, total };
}

type TopVisitor = { name: string; phone: string; count: number; number_plates: string[] };

/** The visitors' names (the latest), phones, visits and plates among `where`'s visits, most visits first. */
async function visitorsRanked(db: Db, where: SQL, limit: number): Promise<TopVisitor[]> {
  return rowsOf<TopVisitor>(
    await db.execute(sql`
      SELECT (array_agg(${visits.visitorName} ORDER BY ${visits.inTime} DESC))[1] AS name,
        ${visits.visitorPhone} AS phone, count(*)::int AS count,
        coalesce(array_agg(DISTINCT ${visits.numberPlate} ORDER BY ${visits.numberPlate})
          FILTER (WHERE ${visits.numberPlate} IS NOT NULL), '{}') AS number_plates
      FROM ${visits} WHERE ${where}
      GROUP BY ${visits.visitorPhone}
      ORDER BY count DESC, name ASC, phone ASC
      LIMIT ${limit}`),
  ).map((row) => ({ ...row, count: Number(row.count), number_plates: row.number_plates ?? [] }));
}

/** The first of every UTC month the range touches. */
function monthsOf(range: Range): string[] {
  const months: string[] = [];
  const last = Date.UTC(range.to.getUTCFullYear(), range.to.getUTCMonth(), 1);
  for (let month = new Date(Date.UTC(range.from.getUTCFullYear(), range.from.getUTCMonth(), 1)); ; ) {
    if (month.getTime() > last) return months;
    months.push(month.toISOString().slice(0, 10));
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  }
}

/**
 * The top visitors of a plain range, from few rows: the `candidates` visitors with the most visits in each month
 * the range touches (visitor_months) are counted exactly. Anyone else has at most the sum of each month's last
 * candidate's visits; when the last of the top has more than that, nobody else can reach it. Undefined when the
 * bound does not settle it (visits spread evenly over many visitors).
 */
export async function topVisitorsBounded(
  db: Db,
  filter: VisitFilter,
  limit: number,
  candidates = limit * 3 + 20,
): Promise<TopVisitor[] | undefined> {
  const months = monthsOf(filter);
  // NULLS LAST as in visitor_months_condo_month_visits_idx, so each month's top is read from the index in order.
  const rows = rowsOf<{ month: string; phone: string; visits: number }>(
    await db.execute(sql`
      SELECT to_char(m.month, 'YYYY-MM-DD') AS month, top.visitor_phone AS phone, top.visits
        FROM unnest(${`{${months.join(',')}}`}::date[]) AS m (month)
        CROSS JOIN LATERAL (SELECT visitor_phone, visits FROM visitor_months
                             WHERE condo_id = ${filter.condoId} AND month = m.month
                             ORDER BY visits DESC NULLS LAST LIMIT ${candidates}) top`),
  );
  let bound = 0;
  for (const month of months) {
    const ofMonth = rows.filter((row) => row.month === month);
    if (ofMonth.length === candidates) bound += Number(ofMonth.at(-1)?.visits ?? 0);
  }
  const phones = [...new Set(rows.map((row) => row.phone))];
  if (!phones.length) return bound === 0 ? [] : undefined;
  const top = await visitorsRanked(db, sql`${visitWhere(filter)} AND ${inArray(visits.visitorPhone, phones)}`, limit);
  const settled = top.length === limit ? (top.at(-1)?.count ?? 0) > bound : bound === 0;
  return settled ? top : undefined;
}

/**
 * Visitors (by phone, the latest name) ordered by their visits; `extra` narrows the visits. A plain range is settled
 * from the monthly counts when it can be; otherwise every visitor is counted (an index-only scan) and only the
 * phones that can make the top — ties at the cut included — have their visits read for names and plates.
 */
export async function topVisitors(db: Db, filter: VisitFilter, limit: number, extra?: SQL) {
  const plain = !extra && !filter.types?.length && !filter.devices?.length;
  if (plain) {
    // A wider second look settles most of what the first cannot, still reading far fewer rows than a full count.
    const bounded =
      (await topVisitorsBounded(db, filter, limit)) ?? (await topVisitorsBounded(db, filter, limit, limit * 10 + 200));
    if (bounded) return bounded;
  }
  const where = extra ? sql`${visitWhere(filter)} AND ${extra}` : visitWhere(filter);
  const phones = rowsOf<{ phone: string }>(
    await db.execute(sql`
      SELECT ${visits.visitorPhone} AS phone FROM ${visits} WHERE ${where}
      GROUP BY ${visits.visitorPhone}
      ORDER BY count(*) DESC FETCH FIRST ${limit} ROWS WITH TIES`),
  ).map((row) => row.phone);
  return phones.length ? visitorsRanked(db, sql`${where} AND ${inArray(visits.visitorPhone, phones)}`, limit) : [];
}

/** Visits per unit (visits without a unit are left out); `extra` narrows the visits. */
export async function topVisitedUnits(db: Db, filter: VisitFilter, limit: number, extra?: SQL) {
  const where = extra ? sql`${visitWhere(filter)} AND ${extra}` : visitWhere(filter);
  return rowsOf<{ unit_number: string; count: number }>(
    await db.execute(sql`
      SELECT ${visits.unitNumber} AS unit_number, count(*)::int AS count
      FROM ${visits} WHERE ${where} AND ${visits.unitNumber} IS NOT NULL
      GROUP BY ${visits.unitNumber}
      ORDER BY count DESC, unit_number ASC
      LIMIT ${limit}`),
  ).map((row) => ({ unit_number: row.unit_number, count: Number(row.count) }));
}

/** Visits let in by each entry device. */
export async function topEntryDevices(db: Db, filter: VisitFilter, limit: number) {
  return (await deviceBuckets(db, filter, limit)).map((bucket) => ({
    name: bucket.key,
    count: bucket.doc_count,
  }));
}

export function overstayedBy(minutes: number, now: Date): SQL {
  return sql`${visitEnd(now)} - ${visits.inTime} > make_interval(mins => ${minutes})`;
}
