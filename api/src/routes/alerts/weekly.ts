import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { MINUTE_MS } from '../../db/time';
import type { Range } from '../activity-range';

/**
 * The same-length range just before `range`, ending where it starts (exclusive). The length is rounded up to whole
 * minutes, so a week sent as Monday 00:00 to Sunday 23:59:59 compares with the whole previous week.
 */
export function previousRange(range: Range): Range {
  const length = Math.ceil((range.to.getTime() - range.from.getTime()) / MINUTE_MS) * MINUTE_MS;
  return { from: new Date(range.from.getTime() - length), to: range.from };
}

/** The change of `current` against `previous` in whole percent: 0 when both are 0, null when only previous is. */
export function percentageChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

interface WeeklyCounts {
  entries: number;
  exits: number;
  previous_vehicles: number;
  guests: number;
  contractors: number;
  pickup_delivery: number;
  previous_visitors: number;
  notifications: number;
}

/**
 * "Your Weekly Update" (spec part 3 §2.2, §3 Consolidated weekly data): vehicles in and out, visitors by kind, each
 * with its change against the range before; the messages sent; the alert types ranked by count. Every count runs
 * in the database over the indexed time column of its table, this range and the previous one in one scan.
 */
export async function consolidatedWeekly(db: Db, condoId: number, range: Range) {
  const previous = previousRange(range);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const before = previous.from.toISOString();
  const [counts] = rowsOf<WeeklyCounts>(
    await db.execute(sql`
      SELECT
        (SELECT count(*) FROM vehicle_entries
          WHERE condo_id = ${condoId} AND in_time >= ${from} AND in_time <= ${to})::int AS entries,
        (SELECT count(*) FROM vehicle_entries
          WHERE condo_id = ${condoId} AND out_time >= ${from} AND out_time <= ${to})::int AS exits,
        ((SELECT count(*) FROM vehicle_entries
          WHERE condo_id = ${condoId} AND in_time >= ${before} AND in_time < ${from})
         + (SELECT count(*) FROM vehicle_entries
          WHERE condo_id = ${condoId} AND out_time >= ${before} AND out_time < ${from}))::int AS previous_vehicles,
        v.guests, v.contractors, v.pickup_delivery, v.previous_visitors,
        (SELECT count(*) FROM outboxes
          WHERE condo_id = ${condoId} AND created_at >= ${from} AND created_at <= ${to})::int AS notifications
      FROM (
        SELECT
          (count(*) FILTER (WHERE in_time >= ${from} AND visitor_type = 'Guest'))::int AS guests,
          (count(*) FILTER (WHERE in_time >= ${from} AND visitor_type = 'Contractor'))::int AS contractors,
          (count(*) FILTER (WHERE in_time >= ${from} AND visitor_type IN ('Delivery', 'Pickup/Drop')))::int
            AS pickup_delivery,
          (count(*) FILTER (WHERE in_time < ${from}))::int AS previous_visitors
        FROM visits
        WHERE condo_id = ${condoId} AND in_time >= ${before} AND in_time <= ${to}
      ) v`),
  );
  const topAlerts = rowsOf<{ rank: number; type: string; name: string; count: number }>(
    await db.execute(sql`
      SELECT (row_number() OVER (ORDER BY count(*) DESC, t.alias_name ASC))::int AS rank,
             t.alias_name AS type, t.name, count(*)::int AS count
      FROM alerts a JOIN alert_types t ON t.id = a.alert_type_id
      WHERE a.condo_id = ${condoId} AND a.from_time >= ${from} AND a.from_time <= ${to}
      GROUP BY t.alias_name, t.name
      ORDER BY rank`),
  );
  const c = counts as WeeklyCounts;
  const visitors = c.guests + c.contractors + c.pickup_delivery;
  return {
    vehicles: {
      percentage: percentageChange(c.entries + c.exits, c.previous_vehicles),
      entry_vehicles: c.entries,
      exit_vehicles: c.exits,
    },
    visitors: {
      percentage: percentageChange(visitors, c.previous_visitors),
      visitors: c.guests,
      contractors: c.contractors,
      pickup_delivery: c.pickup_delivery,
    },
    total_notification: c.notifications,
    top_alerts: topAlerts,
  };
}
