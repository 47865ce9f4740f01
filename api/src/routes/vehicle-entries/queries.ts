import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { auditOff } from '../../audit/triggers';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { VEHICLE_TYPES, type VehicleType, vehicleEntries } from '../../db/schema';
import { likeStartingWith, type Paging, pageWithTotal } from '../../db/sql';
import { DAY_MS, HOUR_MS } from '../../db/time';
import { unprocessable } from '../../plugins/http-errors';
import type { Range } from '../activity-range';
import { rolledUp } from '../rollup-range';
import { visitHours } from '../visits/queries';
import { ENTRY_TYPES, type Tile } from './schemas';

const iso = (time: Date) => time.toISOString();

export type EntryType = (typeof ENTRY_TYPES)[number];

/** The entry types of `type[]` and of a `type` that names one (resident or visitor); undefined = all. */
export function entryTypesOf(query: { 'type[]'?: EntryType[] | undefined; type?: string | undefined }) {
  const types = new Set<EntryType>(query['type[]'] ?? []);
  if (query.type && (ENTRY_TYPES as readonly string[]).includes(query.type)) types.add(query.type as EntryType);
  return types.size ? [...types] : undefined;
}

/** `AND entry_type IN (...)` when narrowed, else nothing. */
function entryTypeSql(types: EntryType[] | undefined): SQL {
  if (!types?.length) return sql``;
  return sql` AND entry_type IN (${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )})`;
}

/** Every UTC day (YYYY-MM-DD) from the range's first to its last, in order. */
export function daysOf(range: Range): string[] {
  const days: string[] = [];
  const last = Date.UTC(range.to.getUTCFullYear(), range.to.getUTCMonth(), range.to.getUTCDate());
  let day = Date.UTC(range.from.getUTCFullYear(), range.from.getUTCMonth(), range.from.getUTCDate());
  for (; day <= last; day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

/**
 * A range the database can hold: years 1–9999 (new Date() also reads years like -010000 or +200000, which
 * PostgreSQL's timestamptz input rejects), else 422.
 */
export function storable(range: Range): Range {
  for (const time of [range.from, range.to]) {
    const year = time.getUTCFullYear();
    if (year < 1 || year > 9999) throw unprocessable('from_time and to_time must be dates between years 1 and 9999');
  }
  return range;
}

/** Monday 00:00 UTC of the current week to now: the vehicle-parking tab's default range. */
export const currentWeek = (now: Date): Range => {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: new Date(day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS), to: now };
};

// ---- List ----

export interface ListFilter {
  condoId: number;
  range: Range;
  entryTypes?: EntryType[] | undefined;
  vehicleTypes?: VehicleType[] | undefined;
  lane?: 'resident' | 'visitor' | undefined;
  registered?: boolean | undefined;
  numberPlate?: string | undefined;
}

function listWhere(filter: ListFilter): SQL {
  const parts: SQL[] = [
    eq(vehicleEntries.condoId, filter.condoId),
    gte(vehicleEntries.inTime, filter.range.from),
    lte(vehicleEntries.inTime, filter.range.to),
  ];
  if (filter.entryTypes?.length) parts.push(inArray(vehicleEntries.entryType, filter.entryTypes));
  if (filter.vehicleTypes?.length) parts.push(inArray(vehicleEntries.vehicleType, filter.vehicleTypes));
  if (filter.lane) parts.push(eq(vehicleEntries.lane, filter.lane));
  if (filter.registered !== undefined) parts.push(eq(vehicleEntries.registered, filter.registered));
  if (filter.numberPlate) {
    parts.push(ilike(vehicleEntries.numberPlate, likeStartingWith(filter.numberPlate)));
  }
  return and(...parts) as SQL;
}

export function listEntries(db: Db, filter: ListFilter, paging: Paging) {
  const where = listWhere(filter);
  return pageWithTotal(
    db
      .select()
      .from(vehicleEntries)
      .where(where)
      .orderBy(desc(vehicleEntries.inTime), desc(vehicleEntries.id))
      .$dynamic(),
    db.select({ total: count() }).from(vehicleEntries).where(where),
    paging,
  );
}

export function toWire(row: typeof vehicleEntries.$inferSelect) {
  const visitor = { name: row.visitorName, phone: row.visitorPhone };
  const inTime = iso(row.inTime);
  const outTime = row.outTime ? iso(row.outTime) : null;
  return {
    id: row.id,
    number_plate: row.numberPlate,
    entry_type: row.entryType,
    registered: row.registered,
    lane: row.lane,
    vehicle_type: row.vehicleType,
    block: row.block,
    unit_number: row.unitNumber,
    visitor,
    device_name: row.deviceName,
    in_time: inTime,
    out_time: outTime,
    entity: {
      number_plate: row.numberPlate,
      block: row.block,
      visitor: { ...visitor },
      in_time: inTime,
      out_time: outTime,
    },
    from_time: inTime,
    to_time: outTime,
    comments: [] as { remarks: string }[],
  };
}

// ---- Tiles, type of entries, totals ----

const VEHICLE_DIMENSIONS = sql.raw('entry_type, registered, lane, vehicle_type');

/**
 * The range's vehicle entries per UTC hour and dimension (entry type, registered, lane, vehicle type): `entries_in`
 * by in_time, `entries_out` by out_time. Whole hours come from the roll-up, the edges from the rows.
 */
function entryHours(condoId: number, range: Range): SQL {
  return rolledUp(
    range,
    HOUR_MS,
    {
      buckets: (whole) => sql`
        SELECT hour, ${VEHICLE_DIMENSIONS}, entries_in, entries_out FROM vehicle_entry_hours
         WHERE condo_id = ${condoId} AND ${whole(sql`hour`)}`,
      rows: (within) => sql`
        SELECT date_trunc('hour', in_time, 'UTC'), ${VEHICLE_DIMENSIONS}, 1, 0 FROM vehicle_entries
         WHERE condo_id = ${condoId} AND ${within(sql`in_time`)}
        UNION ALL
        SELECT date_trunc('hour', out_time, 'UTC'), ${VEHICLE_DIMENSIONS}, 0, 1 FROM vehicle_entries
         WHERE condo_id = ${condoId} AND ${within(sql`out_time`)}`,
    },
    sql`h (hour, entry_type, registered, lane, vehicle_type, entries_in, entries_out)`,
  );
}

const total = (column: string, filter?: SQL) =>
  sql`coalesce(sum(${sql.raw(column)})${filter ? sql` FILTER (WHERE ${filter})` : sql``}, 0)::int`;
const utcDate = sql`(hour AT TIME ZONE 'UTC')::date`;

/** The requested tiles: entries in (by in_time), out (by out_time) and visits in. */
export async function tiles(db: Db, condoId: number, range: Range, types: EntryType[] | undefined, display: Tile[]) {
  const visitor = sql`entry_type = 'visitor'`;
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      SELECT e.*, v.visitors_in
        FROM (SELECT ${total('entries_in')} AS vehicles_in, ${total('entries_in', visitor)} AS visitor_vehicles_in,
                     ${total('entries_out')} AS vehicles_out, ${total('entries_out', visitor)} AS visitor_vehicles_out
                FROM ${entryHours(condoId, range)} WHERE true${entryTypeSql(types)}) e,
             (SELECT ${total('visits')} AS visitors_in FROM ${visitHours(condoId, range)}) v`),
  );
  return Object.fromEntries(display.map((tile) => [tile, { count: Number(row?.[tile] ?? 0) }]));
}

export const byCountThenKey = <T extends { doc_count: number; key: string }>(a: T, b: T) =>
  b.doc_count - a.doc_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Entries per vehicle type (every type, zeros too) and, when asked, per UTC day of the range. */
export async function typeOfEntries(
  db: Db,
  condoId: number,
  range: Range,
  types: EntryType[] | undefined,
  perDay: boolean,
) {
  const rows = rowsOf<{ date: string; vehicle_type: VehicleType; n: number }>(
    await db.execute(sql`
      SELECT to_char(${utcDate}, 'YYYY-MM-DD') AS date, vehicle_type, ${total('entries_in')} AS n
        FROM ${entryHours(condoId, range)}
       WHERE true${entryTypeSql(types)}
       GROUP BY 1, 2`),
  );
  const totals = new Map<string, number>(VEHICLE_TYPES.map((type) => [type, 0]));
  const days = new Map<string, Record<string, number>>();
  for (const row of rows) {
    totals.set(row.vehicle_type, (totals.get(row.vehicle_type) ?? 0) + Number(row.n));
    const day = days.get(row.date) ?? {};
    day[row.vehicle_type] = Number(row.n);
    days.set(row.date, day);
  }
  const buckets = [...totals].map(([key, doc_count]) => ({ key, doc_count })).sort(byCountThenKey);
  const result: {
    aggregation: { vehicle_type: { buckets: { key: string; doc_count: number }[] } };
    entries_per_day?: Record<string, string | number>[];
  } = { aggregation: { vehicle_type: { buckets } } };
  if (perDay) {
    result.entries_per_day = daysOf(range).map((date) => {
      const counts = days.get(date) ?? {};
      const perType = Object.fromEntries(VEHICLE_TYPES.map((type) => [type, counts[type] ?? 0]));
      return { date, total: Object.values(perType).reduce((sum, n) => sum + n, 0), ...perType };
    });
  }
  return result;
}

export async function totalVehicles(db: Db, condoId: number, range: Range, types: EntryType[] | undefined) {
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      SELECT ${total('entries_in', sql`entry_type = 'resident' AND registered`)} AS resident_reg_vehicle_count,
             ${total('entries_in', sql`entry_type = 'resident' AND NOT registered`)} AS resident_non_reg_vehicle_count,
             ${total('entries_in', sql`entry_type = 'visitor' AND registered`)} AS visitor_reg_vehicle_count,
             ${total('entries_in', sql`entry_type = 'visitor' AND NOT registered`)} AS visitor_non_reg_vehicle_count
        FROM ${entryHours(condoId, range)}
       WHERE true${entryTypeSql(types)}`),
  );
  return {
    resident_reg_vehicle_count: Number(row?.resident_reg_vehicle_count ?? 0),
    resident_non_reg_vehicle_count: Number(row?.resident_non_reg_vehicle_count ?? 0),
    visitor_reg_vehicle_count: Number(row?.visitor_reg_vehicle_count ?? 0),
    visitor_non_reg_vehicle_count: Number(row?.visitor_non_reg_vehicle_count ?? 0),
  };
}

// ---- Analytics cards ----

export interface CardFilter {
  condoId: number;
  range: Range;
  types: EntryType[] | undefined;
  limit: number;
  offset: number;
}

/** limit absent or 0 → 10; page n skips n−1 limits. */
export function cardFilterOf(
  condoId: number,
  range: Range,
  query: { limit?: number | undefined; page?: number | undefined; 'type[]'?: EntryType[]; type?: string },
): CardFilter {
  const limit = query.limit ? query.limit : 10;
  return { condoId, range, types: entryTypesOf(query), limit, offset: ((query.page ?? 1) - 1) * limit };
}

const inRange = (filter: CardFilter) =>
  sql`condo_id = ${filter.condoId} AND in_time >= ${iso(filter.range.from)}::timestamptz AND in_time <= ${iso(
    filter.range.to,
  )}::timestamptz${entryTypeSql(filter.types)}`;

/** Days of the range by entries, busiest first. */
export async function trafficDetails(db: Db, filter: CardFilter) {
  const rows = rowsOf<{ date: string; count: number }>(
    await db.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS date, count
        FROM (SELECT ${utcDate} AS day, ${total('entries_in')} AS count
                FROM ${entryHours(filter.condoId, filter.range)}
               WHERE true${entryTypeSql(filter.types)}
               GROUP BY 1
              HAVING sum(entries_in) > 0
               ORDER BY 2 DESC, 1
               LIMIT ${filter.limit} OFFSET ${filter.offset}) busiest
       ORDER BY count DESC, day`),
  );
  return rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}

async function plates(db: Db, filter: CardFilter, where: SQL) {
  const rows = rowsOf<{ number_plate: string; count: number }>(
    await db.execute(sql`
      SELECT number_plate, count(*)::int AS count
        FROM vehicle_entries e
       WHERE ${inRange(filter)} AND ${where}
       GROUP BY number_plate
       ORDER BY 2 DESC, 1
       LIMIT ${filter.limit} OFFSET ${filter.offset}`),
  );
  return rows.map((row) => ({ number_plate: row.number_plate, np: row.number_plate, count: Number(row.count) }));
}

/**
 * Plates that are no resident's registered vehicle, seen in the resident lane: whole days from their roll-up, the
 * edges from the entries.
 */
export async function nonResidentVehicles(db: Db, filter: CardFilter) {
  const plateDays = rolledUp(
    filter.range,
    DAY_MS,
    {
      buckets: (whole) => sql`
        SELECT number_plate, entry_type, entries FROM resident_lane_plate_days
         WHERE condo_id = ${filter.condoId} AND ${whole(sql`day`)}`,
      rows: (within) => sql`
        SELECT number_plate, entry_type, 1 FROM vehicle_entries e
         WHERE condo_id = ${filter.condoId} AND ${within(sql`in_time`)} AND lane = 'resident'
           AND NOT EXISTS (SELECT 1 FROM resident_vehicles r
                            WHERE r.condo_id = e.condo_id AND r.number_plate = e.number_plate)`,
    },
    sql`p (number_plate, entry_type, entries)`,
  );
  const rows = rowsOf<{ number_plate: string; count: number }>(
    await db.execute(sql`
      SELECT number_plate, sum(entries)::int AS count
        FROM ${plateDays}
       WHERE true${entryTypeSql(filter.types)}
       GROUP BY number_plate
      HAVING sum(entries) > 0
       ORDER BY 2 DESC, 1
       LIMIT ${filter.limit} OFFSET ${filter.offset}`),
  );
  return rows.map((row) => ({ number_plate: row.number_plate, np: row.number_plate, count: Number(row.count) }));
}

export const mostUnregisteredVehicles = (db: Db, filter: CardFilter) => plates(db, filter, sql`NOT registered`);

export async function unregisteredEntries(db: Db, filter: CardFilter): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT ${total('entries_in', sql`NOT registered`)} AS n
        FROM ${entryHours(filter.condoId, filter.range)} WHERE true${entryTypeSql(filter.types)}`),
  );
  return Number(row?.n ?? 0);
}

// ---- Vehicle parking ----

/** The 24 hourly slots every condo starts with. */
export const DEFAULT_SLOTS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

/**
 * The condo's slots, created first when it has none (machine defaults, not a user's change: not audited). Safe under
 * concurrency: the (condo, from_time) key makes a second caller's insert a no-op.
 */
export async function ensureSlots(db: Db, condoId: number) {
  const [row] = rowsOf<{ present: boolean }>(
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM vehicle_entry_offsets WHERE condo_id = ${condoId}) AS present`),
  );
  if (row?.present) return;
  await db.transaction(async (tx) => {
    await auditOff(tx);
    await tx.execute(sql`
      INSERT INTO vehicle_entry_offsets (condo_id, from_time)
      SELECT ${condoId}, lpad(hour::text, 2, '0') || ':00' FROM generate_series(0, 23) AS hour
      ON CONFLICT (condo_id, from_time) DO NOTHING`);
  });
}

/**
 * Per slot, the vehicles inside at its time on the range's last UTC day: entered in the range (by then) and not out
 * by then. Only entries still inside or out after that day's start can be: read through the out_time index (null,
 * or after the day's start), then counted per slot.
 */
export async function insideVehicleCounts(db: Db, condoId: number, range: Range) {
  const dayStart = new Date(Date.UTC(range.to.getUTCFullYear(), range.to.getUTCMonth(), range.to.getUTCDate()));
  const from = iso(range.from);
  const to = iso(range.to);
  const rows = rowsOf<{ id: number; from_time: string; offset: number; count: number }>(
    await db.execute(sql`
      WITH candidates AS MATERIALIZED (
        SELECT in_time, out_time FROM vehicle_entries
         WHERE condo_id = ${condoId} AND out_time IS NULL
           AND in_time >= ${from}::timestamptz AND in_time <= ${to}::timestamptz
        UNION ALL
        SELECT in_time, out_time FROM vehicle_entries
         WHERE condo_id = ${condoId} AND out_time > ${iso(dayStart)}::timestamptz
           AND in_time >= ${from}::timestamptz AND in_time <= ${to}::timestamptz
      ), slots AS (
        SELECT id, from_time, "offset", ${iso(dayStart)}::timestamptz + from_time::interval AS at
          FROM vehicle_entry_offsets WHERE condo_id = ${condoId}
      )
      SELECT s.id, s.from_time, s."offset",
             (SELECT count(*)::int FROM candidates c
               WHERE c.in_time <= s.at AND (c.out_time IS NULL OR c.out_time > s.at)) AS count
        FROM slots s
       ORDER BY s.from_time`),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    from_time: row.from_time,
    offset: Number(row.offset),
    count: Number(row.count),
  }));
}

export async function updateOffset(db: Db, condoId: number, id: number, offset: number) {
  const [row] = rowsOf<{ id: number; from_time: string; offset: number }>(
    await db.execute(sql`
      UPDATE vehicle_entry_offsets SET "offset" = ${offset}, updated_at = now()
       WHERE id = ${id} AND condo_id = ${condoId}
      RETURNING id, from_time, "offset"`),
  );
  return row ? { id: Number(row.id), from_time: row.from_time, offset: Number(row.offset) } : undefined;
}

// ---- Visitor vehicles parked ----

/** Visitor vehicles (in_time in the range) whose stay, to out_time or now while inside, exceeded `minutes`. */
export async function parkedVisitorVehicles(
  db: Db,
  condoId: number,
  range: Range,
  now: Date,
  minutes: number,
  paging: Paging,
) {
  const where = sql`condo_id = ${condoId} AND in_time >= ${iso(range.from)}::timestamptz
    AND in_time <= ${iso(range.to)}::timestamptz AND entry_type = 'visitor'
    AND coalesce(out_time, ${iso(now)}::timestamptz) - in_time > make_interval(mins => ${minutes}::int)`;
  type Row = {
    visitor_name: string | null;
    visitor_phone: string | null;
    number_plate: string;
    block: string | null;
    in_time: Date | string;
    out_time: Date | string | null;
    minutes: number;
  };
  const { rows, total } = await pageWithTotal(
    (page) =>
      db
        .execute(sql`
          SELECT visitor_name, visitor_phone, number_plate, block, in_time, out_time,
                 floor(extract(epoch FROM coalesce(out_time, ${iso(now)}::timestamptz) - in_time) / 60)::int AS minutes
            FROM vehicle_entries
           WHERE ${where}
           ORDER BY in_time DESC, id DESC
           LIMIT ${page.limit} OFFSET ${page.offset}`)
        .then((result) => rowsOf<Row>(result)),
    db
      .execute(sql`SELECT count(*)::int AS total FROM vehicle_entries WHERE ${where}`)
      .then((result) => rowsOf<{ total: number }>(result)),
    paging,
  );
  const toIso = (value: Date | string) => new Date(value).toISOString();
  return {
    data: rows.map((row) => ({
      name: row.visitor_name,
      phone: row.visitor_phone,
      number_plate: row.number_plate,
      block: row.block,
      date: toIso(row.in_time),
      in_time: toIso(row.in_time),
      out_time: row.out_time === null ? null : toIso(row.out_time),
      duration_minutes: Number(row.minutes),
    })),
    total,
  };
}
