import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { startTestApp, type TestApp } from '../../test/harness';
import { activityCounts, generateActivity } from './generate';

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0] as T;

describe('site-activity generator', () => {
  let t: TestApp;
  let db: Db;
  before(async () => {
    t = await startTestApp();
    db = t.database.db;
  });
  after(() => t.close());

  test('deterministic: the same seed and now give the same totals and the same rows in two condos', async () => {
    // Two copies of Orchid Gardens' units, residents, devices and alert types, each generated for the same week.
    const now = new Date('2020-03-08T15:00:00Z');
    const ids: number[] = [];
    for (const alias of ['gen-copy-1', 'gen-copy-2']) {
      const { id } = await one<{ id: number }>(
        db,
        sql`INSERT INTO condos (name, alias_name, email, url_host) SELECT ${alias}, ${alias}, email, url_host
          FROM condos WHERE alias_name = 'orchid-gardens' RETURNING id`,
      );
      await db.execute(sql`INSERT INTO units (condo_id, block, floor, unit) SELECT ${id}, block, floor, unit FROM units
        WHERE condo_id = (SELECT id FROM condos WHERE alias_name = 'orchid-gardens') ORDER BY id`);
      await db.execute(sql`INSERT INTO residents (condo_id, name, phone, unit_number, unit_id, status)
        SELECT ${id}, r.name, r.phone, r.unit_number, nu.id, r.status FROM residents r
        JOIN units ou ON ou.id = r.unit_id
        JOIN units nu ON nu.condo_id = ${id} AND (nu.block, nu.floor, nu.unit) = (ou.block, ou.floor, ou.unit)
        WHERE r.condo_id = ou.condo_id AND ou.condo_id = (SELECT id FROM condos WHERE alias_name = 'orchid-gardens')
        ORDER BY r.id`);
      await db.execute(sql`INSERT INTO devices (condo_id, kind, name, mac_address, device_type, status)
        SELECT ${id}, kind, name, mac_address, device_type, status FROM devices
        WHERE condo_id = (SELECT id FROM condos WHERE alias_name = 'orchid-gardens') ORDER BY id`);
      await db.execute(sql`INSERT INTO alert_types (condo_id, name, alias_name) SELECT ${id}, name, alias_name
        FROM alert_types WHERE condo_id = (SELECT id FROM condos WHERE alias_name = 'orchid-gardens') ORDER BY id`);
      await generateActivity(db, { condoId: id, from: new Date('2020-03-02T00:00:00Z'), now, rate: 1, seed: 7 });
      ids.push(id);
    }
    const [a, b] = [await activityCounts(db, ids[0] as number), await activityCounts(db, ids[1] as number)];
    assert.deepEqual(a, b);
    assert.ok((a.vehicle_entries ?? 0) > 500, JSON.stringify(a));
    const digest = async (id: number) =>
      one<{ plates: string; visits: string; alerts: string }>(
        db,
        sql`SELECT
          (SELECT md5(string_agg(number_plate || in_time::text, ',' ORDER BY in_time, number_plate)) FROM vehicle_entries WHERE condo_id = ${id}) AS plates,
          (SELECT md5(string_agg(visitor_phone || visitor_type || in_time::text, ',' ORDER BY in_time, visitor_phone)) FROM visits WHERE condo_id = ${id}) AS visits,
          (SELECT md5(string_agg(t.alias_name || a.status || a.from_time::text, ',' ORDER BY a.from_time, t.alias_name)) FROM alerts a JOIN alert_types t ON t.id = a.alert_type_id WHERE a.condo_id = ${id}) AS alerts`,
      );
    assert.deepEqual(await digest(ids[0] as number), await digest(ids[1] as number));
    // Nothing after now.
    const late = await one<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM vehicle_entries WHERE condo_id = ${ids[0]} AND (in_time > ${now.toISOString()}::timestamptz OR out_time > ${now.toISOString()}::timestamptz)`,
    );
    assert.equal(late.n, 0);
  });

  test('consistent: links inside the condo, no exit before entry, overstays real, attendance from entries', async () => {
    const check = async (name: string, query: ReturnType<typeof sql>) => {
      const { n } = await one<{ n: number }>(db, query);
      assert.equal(n, 0, name);
    };
    await check(
      'alert visit / vehicle entry in another condo or missing',
      sql`SELECT count(*)::int AS n FROM alerts a
        LEFT JOIN visits v ON v.id = a.visit_id LEFT JOIN vehicle_entries e ON e.id = a.vehicle_entry_id
        WHERE (a.visit_id IS NOT NULL AND (v.id IS NULL OR v.condo_id <> a.condo_id))
           OR (a.vehicle_entry_id IS NOT NULL AND (e.id IS NULL OR e.condo_id <> a.condo_id))`,
    );
    await check(
      'alert type of another condo',
      sql`SELECT count(*)::int AS n FROM alerts a JOIN alert_types t ON t.id = a.alert_type_id WHERE t.condo_id <> a.condo_id`,
    );
    for (const [table, inCol, outCol] of [
      ['vehicle_entries', 'in_time', 'out_time'],
      ['visits', 'in_time', 'out_time'],
      ['employee_entries', 'in_time', 'out_time'],
      ['attendance_entries', 'in_time', 'out_time'],
      ['alerts', 'from_time', 'to_time'],
    ]) {
      await check(
        `${table}: out before in`,
        sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${outCol} < ${inCol}`),
      );
    }
    await check(
      'visit unit/resident of another condo or snapshot mismatch',
      sql`SELECT count(*)::int AS n FROM visits v LEFT JOIN units u ON u.id = v.unit_id LEFT JOIN residents r ON r.id = v.resident_id
        WHERE u.condo_id <> v.condo_id OR r.condo_id <> v.condo_id OR u.unit <> v.unit_number OR u.block <> v.block`,
    );
    await check(
      'visit snapshot differs from its visitor',
      sql`SELECT count(*)::int AS n FROM visits v JOIN visitors p ON p.id = v.visitor_id
        WHERE p.condo_id <> v.condo_id OR p.name <> v.visitor_name OR p.phone <> v.visitor_phone`,
    );
    await check(
      'overstay alert on a visit that did not overstay (as of the alert resolution or the newest activity)',
      sql`SELECT count(*)::int AS n FROM alerts a JOIN alert_types t ON t.id = a.alert_type_id JOIN visits v ON v.id = a.visit_id
        WHERE t.alias_name LIKE '%.overstay' AND NOT (
          coalesce(v.out_time, 'infinity') > CASE v.visitor_type
            WHEN 'Guest' THEN date_trunc('day', v.in_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '24 hours'
            WHEN 'Contractor' THEN date_trunc('day', v.in_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '18 hours'
            WHEN 'Delivery' THEN v.in_time + interval '30 minutes' ELSE v.in_time + interval '15 minutes' END
          AND t.alias_name = CASE v.visitor_type WHEN 'Guest' THEN 'visitor.overstay' WHEN 'Contractor' THEN 'contractor.overstay'
            WHEN 'Delivery' THEN 'delivery.overstay' ELSE 'pickupdrop.overstay' END)`,
    );
    await check(
      'attendance without an employee entry that day',
      sql`SELECT count(*)::int AS n FROM attendance_entries a WHERE NOT EXISTS (SELECT 1 FROM employee_entries e
        WHERE e.employee_id = a.employee_id AND (e.in_time AT TIME ZONE 'UTC')::date = a.day)`,
    );
    await check(
      'water readings not on the half hour, or a gap',
      sql`SELECT count(*)::int AS n FROM (SELECT reading_at, lag(reading_at) OVER (PARTITION BY water_meter_id ORDER BY reading_at) AS prev
        FROM water_meter_readings) r
        WHERE extract(epoch FROM reading_at)::int8 % 1800 <> 0 OR (prev IS NOT NULL AND reading_at - prev <> interval '30 minutes')`,
    );
    await check(
      'resident vehicle entry for a plate not the resident’s',
      sql`SELECT count(*)::int AS n FROM vehicle_entries e WHERE e.entry_type = 'resident' AND NOT EXISTS (
        SELECT 1 FROM resident_vehicles v WHERE v.condo_id = e.condo_id AND v.number_plate = e.number_plate AND v.resident_id = e.resident_id)`,
    );
  });

  test('non-empty: every demo condo has rows of every kind in its last 7 days', async () => {
    const rows = rowsOf<{ alias: string; kinds: Record<string, number> }>(
      await db.execute(sql`
        WITH last AS (SELECT condo_id, max(in_time) AS until FROM vehicle_entries GROUP BY condo_id)
        SELECT c.alias_name AS alias, json_build_object(
          'vehicle_entries', (SELECT count(*) FROM vehicle_entries x WHERE x.condo_id = c.id AND x.in_time > l.until - interval '7 days'),
          'visits', (SELECT count(*) FROM visits x WHERE x.condo_id = c.id AND x.in_time > l.until - interval '7 days'),
          'invites', (SELECT count(*) FROM invites x WHERE x.condo_id = c.id AND x.created_at > l.until - interval '7 days'),
          'alerts', (SELECT count(*) FROM alerts x WHERE x.condo_id = c.id AND x.from_time > l.until - interval '7 days'),
          'resident_entries', (SELECT count(*) FROM resident_entries x WHERE x.condo_id = c.id AND x.entry_time > l.until - interval '7 days'),
          'employee_entries', (SELECT count(*) FROM employee_entries x WHERE x.condo_id = c.id AND x.in_time > l.until - interval '7 days'),
          'attendance_entries', (SELECT count(*) FROM attendance_entries x WHERE x.condo_id = c.id AND x.in_time > l.until - interval '7 days'),
          'water_meter_readings', (SELECT count(*) FROM water_meter_readings x WHERE x.condo_id = c.id AND x.reading_at > l.until - interval '7 days'),
          'vehicle_entry_offsets', (SELECT count(*) FROM vehicle_entry_offsets x WHERE x.condo_id = c.id)) AS kinds
        FROM condos c JOIN last l ON l.condo_id = c.id
        WHERE c.alias_name IN ('marina-bay', 'orchid-gardens', 'tanjong-pagar-heights')`),
    );
    assert.equal(rows.length, 3);
    for (const row of rows) {
      for (const [kind, n] of Object.entries(row.kinds)) assert.ok(Number(n) > 0, `${row.alias} ${kind}`);
    }
  });
});
