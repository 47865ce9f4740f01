import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { ALERT_STATUSES, type AlertStatus } from '../../db/schema';
import { HOUR_MS } from '../../db/time';
import type { Range } from '../activity-range';
import { rolledUp } from '../rollup-range';

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

export interface AlertFilter extends Range {
  condoId: number;
  /** Alert type alias names; empty or absent means every type. */
  aliases?: string[] | undefined;
}

/** `alert_type_id IN` the condo's types of the filter's aliases, or nothing without aliases. */
function typesOf(filter: AlertFilter, column: SQL): SQL {
  if (!filter.aliases?.length) return sql``;
  return sql` AND ${column} IN (
    SELECT id FROM alert_types WHERE condo_id = ${filter.condoId} AND ${inArray(sql`alias_name`, filter.aliases)})`;
}

/**
 * The condo first, then the range on from_time (index alerts_condo_from_device_idx), or, with aliases, the condo's types
 * by alias (alerts_condo_type_from_idx).
 */
function whereOf(filter: AlertFilter): SQL {
  return sql`a.condo_id = ${filter.condoId} AND a.from_time >= ${filter.from.toISOString()}
    AND a.from_time <= ${filter.to.toISOString()}${typesOf(filter, sql`a.alert_type_id`)}`;
}

/**
 * The filter's alerts per type and status: whole UTC hours from alert_hours, the range's edges from the alerts.
 */
function alertsPerTypeAndStatus(filter: AlertFilter): SQL {
  const types = typesOf(filter, sql`alert_type_id`);
  return rolledUp(
    filter,
    HOUR_MS,
    {
      buckets: (whole) => sql`
        SELECT alert_type_id, status, alerts FROM alert_hours
         WHERE condo_id = ${filter.condoId} AND ${whole(sql`hour`)}${types}`,
      rows: (within) => sql`
        SELECT alert_type_id, status, 1 FROM alerts
         WHERE condo_id = ${filter.condoId} AND ${within(sql`from_time`)}${types}`,
    },
    sql`a (alert_type_id, status, alerts)`,
  );
}

interface AlertRow {
  id: number;
  alias_name: string;
  type_name: string;
  group_id: number | null;
  group_name: string | null;
  from_time: string;
  to_time: string | null;
  description: string;
  status: AlertStatus;
  image_path: string | null;
  remarks: string | null;
  comments: { remarks: string }[] | null;
  device_name: string | null;
  number_plate: string | null;
  block: string | null;
  unit_number: string | null;
  visitor_name: string | null;
  visitor_phone: string | null;
  in_time: string | null;
  out_time: string | null;
}

/** A page of alerts, newest first, with their type, group and the linked visit's or vehicle entry's in/out. */
export async function listAlerts(db: Db, filter: AlertFilter, page: { limit: number; offset: number }) {
  const rows = rowsOf<AlertRow>(
    await db.execute(sql`
      SELECT a.id, t.alias_name, t.name AS type_name, g.id AS group_id, g.name AS group_name,
             a.from_time, a.to_time, a.description, a.status, a.image_path, a.remarks, a.comments, a.device_name,
             a.number_plate, a.block, a.unit_number, a.visitor_name, a.visitor_phone,
             CASE WHEN v.id IS NOT NULL THEN v.in_time ELSE ve.in_time END AS in_time,
             CASE WHEN v.id IS NOT NULL THEN v.out_time ELSE ve.out_time END AS out_time
      FROM alerts a
      JOIN alert_types t ON t.id = a.alert_type_id
      LEFT JOIN alert_groups g ON g.id = t.alert_group_id
      LEFT JOIN visits v ON v.id = a.visit_id
      LEFT JOIN vehicle_entries ve ON ve.id = a.vehicle_entry_id
      WHERE ${whereOf(filter)}
      ORDER BY a.from_time DESC, a.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  return rows.map(toWire);
}

export async function countAlerts(db: Db, filter: AlertFilter): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT coalesce(sum(alerts), 0)::int AS total FROM ${alertsPerTypeAndStatus(filter)}`),
  );
  return row?.total ?? 0;
}

function toWire(row: AlertRow) {
  return {
    id: row.id,
    alert_type_name: row.alias_name,
    alert_type_display_name: row.type_name,
    alert_group: row.group_id == null ? null : { id: row.group_id, name: row.group_name ?? '' },
    from_time: iso(row.from_time) as string,
    to_time: iso(row.to_time),
    description: row.description,
    status: row.status,
    image_path: row.image_path,
    s3_image_path: row.image_path,
    remarks: row.remarks,
    comments: (row.comments ?? []).map((comment) => ({ remarks: comment.remarks })),
    device_name: row.device_name,
    entity: {
      number_plate: row.number_plate,
      block: row.block,
      unit_number: row.unit_number,
      visitor: { name: row.visitor_name, phone: row.visitor_phone },
      in_time: iso(row.in_time),
      out_time: iso(row.out_time),
    },
  };
}

export interface Bucket {
  key: string;
  doc_count: number;
}

/** Elasticsearch's terms order: doc_count desc, then key asc. */
const byCountThenKey = (a: Bucket, b: Bucket) =>
  b.doc_count - a.doc_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * total_count, status buckets (both statuses, zeros included) and alert_type_name buckets (the types that have
 * alerts in the range) in one GROUP BY over the types; the status and total sums add up those few groups.
 */
export async function alertAggregation(db: Db, filter: AlertFilter) {
  const types = rowsOf<{ key: string; name: string; doc_count: number; raised: number; resolved: number }>(
    await db.execute(sql`
      SELECT t.alias_name AS key, t.name, sum(a.alerts)::int AS doc_count,
             coalesce(sum(a.alerts) FILTER (WHERE a.status = 'Raised'), 0)::int AS raised,
             coalesce(sum(a.alerts) FILTER (WHERE a.status = 'Resolved'), 0)::int AS resolved
      FROM ${alertsPerTypeAndStatus(filter)} JOIN alert_types t ON t.id = a.alert_type_id
      GROUP BY t.alias_name, t.name
      HAVING sum(a.alerts) > 0
      ORDER BY doc_count DESC, t.alias_name ASC`),
  );
  const sum = (pick: (row: (typeof types)[number]) => number) => types.reduce((total, row) => total + pick(row), 0);
  const statusCounts: Record<AlertStatus, number> = {
    Raised: sum((row) => row.raised),
    Resolved: sum((row) => row.resolved),
  };
  return {
    total_count: { value: sum((row) => row.doc_count) },
    status: {
      buckets: ALERT_STATUSES.map((key) => ({ key, doc_count: statusCounts[key] })).sort(byCountThenKey),
    },
    alert_type_name: {
      buckets: types.map((row) => ({
        key: row.key,
        name: row.name,
        doc_count: row.doc_count,
        raised: { doc_count: row.raised },
        resolved: { doc_count: row.resolved },
      })),
    },
  };
}

/** Plates of the condo's alerts whose type matches `types` (a condition on alert_types t), most alerts first. */
async function mostAlertPlates(db: Db, condoId: number, range: Range, types: SQL, limit: number) {
  return rowsOf<{ number_plate: string; np: string; count: number }>(
    await db.execute(sql`
      SELECT a.number_plate, a.number_plate AS np, count(*)::int AS count
      FROM alerts a
      WHERE a.condo_id = ${condoId}
        AND a.from_time >= ${range.from.toISOString()} AND a.from_time <= ${range.to.toISOString()}
        AND a.alert_type_id IN (SELECT t.id FROM alert_types t WHERE t.condo_id = ${condoId} AND ${types})
        AND coalesce(a.number_plate, '') <> ''
      GROUP BY a.number_plate
      ORDER BY count DESC, a.number_plate ASC
      LIMIT ${limit}`),
  );
}

export const mostAlertVehiclesOfGroup = (db: Db, condoId: number, range: Range, groupId: number, limit: number) =>
  mostAlertPlates(db, condoId, range, sql`t.alert_group_id = ${groupId}`, limit);

export const mostAlertVehiclesOfType = (db: Db, condoId: number, range: Range, alias: string, limit: number) =>
  mostAlertPlates(db, condoId, range, sql`t.alias_name = ${alias}`, limit);

export async function alertGroupExists(db: Db, groupId: number): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM alert_groups WHERE id = ${groupId}) AS found`),
  );
  return Boolean(row?.found);
}

/**
 * Alerts per device: the device's current name and MAC while it exists, else the alert's snapshot name (MAC null).
 * Alerts with no device at all are left out.
 */
export async function mostAlertCameras(db: Db, condoId: number, range: Range, limit: number) {
  // Counted per device from alerts_condo_from_device_idx alone; only the few devices found are joined for names.
  return rowsOf<{ name: string; mac_address: string | null; count: number }>(
    await db.execute(sql`
      SELECT coalesce(d.name, c.device_name) AS name, d.mac_address, c.count
      FROM (SELECT a.device_id, max(a.device_name) AS device_name, count(*)::int AS count
            FROM alerts a
            WHERE a.condo_id = ${condoId}
              AND a.from_time >= ${range.from.toISOString()} AND a.from_time <= ${range.to.toISOString()}
              AND (a.device_id IS NOT NULL OR a.device_name IS NOT NULL)
            GROUP BY a.device_id, CASE WHEN a.device_id IS NULL THEN a.device_name END) c
      LEFT JOIN devices d ON d.id = c.device_id
      ORDER BY c.count DESC, name ASC
      LIMIT ${limit}`),
  );
}

export const OVERSTAY_GROUP = 'Over Stay';

/** Over Stay alerts per visitor (by phone, named by the latest alert's snapshot). */
export async function mostAlertOverstayVisitors(db: Db, condoId: number, range: Range, limit: number) {
  return rowsOf<{ name: string; phone: string; count: number }>(
    await db.execute(sql`
      SELECT (array_agg(a.visitor_name ORDER BY a.from_time DESC, a.id DESC))[1] AS name, a.visitor_phone AS phone,
             count(*)::int AS count
      FROM alerts a
      WHERE a.condo_id = ${condoId}
        AND a.from_time >= ${range.from.toISOString()} AND a.from_time <= ${range.to.toISOString()}
        AND a.alert_type_id IN (
          SELECT t.id FROM alert_types t JOIN alert_groups g ON g.id = t.alert_group_id
          WHERE t.condo_id = ${condoId} AND g.name = ${OVERSTAY_GROUP})
        AND coalesce(a.visitor_phone, '') <> ''
      GROUP BY a.visitor_phone
      ORDER BY count DESC, name ASC, phone ASC
      LIMIT ${limit}`),
  );
}
