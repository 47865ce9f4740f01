import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { topVisitorsBounded } from '../routes/visits/queries';
import { DEMO, startTestApp, type TestApp } from '../test/harness';
import { rebuildActivityRollups, rollupsOff } from './activity-rollups';
import { rowsOf } from './rows';

// Every write path must leave the roll-ups equal to counting the rows: checked after each kind of write against a
// recount written here from the activity tables. The writes live in June 2019, where the demo activity never is.
let t: TestApp;
let condoId: number;
let residentId: number;

const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await exec(query));

async function recounted() {
  const [hours, visitHours, plates, months, alerts] = await Promise.all([
    rows(sql`
      SELECT to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') AS hour, entry_type, registered, lane, vehicle_type,
             sum(came)::int AS entries_in, sum(went)::int AS entries_out
        FROM (SELECT date_trunc('hour', in_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour, entry_type, registered,
                     lane, vehicle_type, 1 AS came, 0 AS went
                FROM vehicle_entries WHERE condo_id = ${condoId}
              UNION ALL
              SELECT date_trunc('hour', out_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', entry_type, registered, lane,
                     vehicle_type, 0, 1
                FROM vehicle_entries WHERE condo_id = ${condoId} AND out_time IS NOT NULL) e
       GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`),
    rows(sql`
      SELECT to_char(in_time AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') AS hour, visitor_type, count(*)::int AS visits
        FROM visits WHERE condo_id = ${condoId} GROUP BY 1, 2 ORDER BY 1, 2`),
    rows(sql`
      SELECT to_char(in_time AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, number_plate, entry_type, count(*)::int AS entries
        FROM vehicle_entries e
       WHERE condo_id = ${condoId} AND lane = 'resident'
         AND number_plate NOT IN (SELECT number_plate FROM resident_vehicles WHERE condo_id = ${condoId})
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    rows(sql`
      SELECT to_char(in_time AT TIME ZONE 'UTC', 'YYYY-MM') AS month, visitor_phone, count(*)::int AS visits
        FROM visits WHERE condo_id = ${condoId} GROUP BY 1, 2 ORDER BY 1, 2`),
    rows(sql`
      SELECT to_char(from_time AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') AS hour, alert_type_id, status,
             count(*)::int AS alerts
        FROM alerts WHERE condo_id = ${condoId} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
  ]);
  return { hours, visitHours, plates, months, alerts };
}

async function rolledUp() {
  const [hours, visitHours, plates, months, alerts] = await Promise.all([
    rows(sql`
      SELECT to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') AS hour, entry_type, registered, lane, vehicle_type,
             entries_in, entries_out
        FROM vehicle_entry_hours WHERE condo_id = ${condoId} AND (entries_in <> 0 OR entries_out <> 0)
       ORDER BY 1, 2, 3, 4, 5`),
    rows(sql`
      SELECT to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') AS hour, visitor_type, visits
        FROM visit_hours WHERE condo_id = ${condoId} AND visits <> 0 ORDER BY 1, 2`),
    rows(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, number_plate, entry_type, entries
        FROM resident_lane_plate_days WHERE condo_id = ${condoId} AND entries <> 0 ORDER BY 1, 2, 3`),
    rows(sql`
      SELECT to_char(month, 'YYYY-MM') AS month, visitor_phone, visits
        FROM visitor_months WHERE condo_id = ${condoId} AND visits <> 0 ORDER BY 1, 2`),
    rows(sql`
      SELECT to_char(hour AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') AS hour, alert_type_id, status, alerts
        FROM alert_hours WHERE condo_id = ${condoId} AND alerts <> 0 ORDER BY 1, 2, 3`),
  ]);
  return { hours, visitHours, plates, months, alerts };
}

async function assertExact(after: string) {
  assert.deepEqual(await rolledUp(), await recounted(), `the roll-ups after ${after}`);
}

/** `count` entries on 2019-06-03…05 at uneven minutes; plates ZZ01…ZZ05 repeat, lanes and types alternate. */
async function insertEntries(count: number, lane: 'resident' | 'visitor') {
  await exec(sql`
    INSERT INTO vehicle_entries (condo_id, number_plate, entry_type, registered, lane, vehicle_type, in_time, out_time)
    SELECT ${condoId}, 'ZZ0' || (1 + i % 5), CASE WHEN i % 3 = 0 THEN 'resident' ELSE 'visitor' END, i % 4 = 0,
           ${lane}, (ARRAY['car', 'van', 'motorcycle'])[1 + i % 3],
           '2019-06-03T00:00:00Z'::timestamptz + i * interval '97 minutes',
           CASE WHEN i % 2 = 0 THEN '2019-06-03T00:00:00Z'::timestamptz + i * interval '97 minutes' + interval '50 minutes' END
      FROM generate_series(1, ${count}) AS i`);
}

before(async () => {
  t = await startTestApp();
  const [condo] = await rows<{ id: number }>(sql`SELECT id FROM condos WHERE alias_name = 'marina-bay'`);
  condoId = (condo as { id: number }).id;
  const [resident] = await rows<{ id: number }>(sql`SELECT id FROM residents WHERE condo_id = ${condoId} LIMIT 1`);
  residentId = (resident as { id: number }).id;
});
after(() => t.close());

describe('Site-activity roll-ups', () => {
  test('equal a recount after the demo generator, then after every kind of write', async () => {
    const before = await rolledUp();
    assert.ok(before.hours.length > 100 && before.visitHours.length > 100, 'the demo activity is rolled up');
    await assertExact('the demo generator');

    await insertEntries(40, 'resident');
    await insertEntries(20, 'visitor');
    await exec(sql`
      INSERT INTO visits (condo_id, visitor_name, visitor_phone, visitor_type, mode_of_entry, in_time)
      SELECT ${condoId}, 'V' || i, '9300' || i, (ARRAY['Guest', 'Delivery'])[1 + i % 2], 'kiosk',
             '2019-06-03T00:00:00Z'::timestamptz + i * interval '41 minutes'
        FROM generate_series(1, 30) AS i`);
    await exec(sql`
      INSERT INTO alerts (condo_id, alert_type_id, from_time, description)
      SELECT ${condoId}, t.id, '2019-06-03T00:00:00Z'::timestamptz + i * interval '53 minutes', 'test'
        FROM generate_series(1, 25) AS i
        JOIN LATERAL (SELECT id FROM alert_types WHERE condo_id = ${condoId} ORDER BY id OFFSET i % 3 LIMIT 1) t ON true`);
    await assertExact('bulk inserts');

    // Exits, a lane corrected, a visit moved to another type.
    await exec(sql`UPDATE vehicle_entries SET out_time = in_time + interval '3 hours'
                    WHERE condo_id = ${condoId} AND number_plate = 'ZZ03' AND out_time IS NULL`);
    await exec(sql`UPDATE vehicle_entries SET lane = 'visitor'
                    WHERE condo_id = ${condoId} AND number_plate = 'ZZ04' AND in_time < '2019-06-04'`);
    await exec(sql`UPDATE visits SET visitor_type = 'Contractor' WHERE condo_id = ${condoId} AND visitor_name = 'V7'`);
    await exec(sql`UPDATE alerts SET status = 'Resolved', to_time = from_time + interval '1 hour'
                    WHERE condo_id = ${condoId} AND description = 'test' AND extract(minute FROM from_time) < 30`);
    await assertExact('updates');

    await exec(sql`DELETE FROM vehicle_entries WHERE condo_id = ${condoId} AND number_plate = 'ZZ05'`);
    await exec(sql`DELETE FROM visits WHERE condo_id = ${condoId} AND visitor_phone LIKE '9300_'`);
    await exec(sql`DELETE FROM alerts WHERE condo_id = ${condoId} AND description = 'test' AND status = 'Raised'
                      AND from_time < '2019-06-03T12:00:00Z'`);
    await assertExact('deletes');

    // ZZ01 becomes a resident's vehicle (no longer a non-resident), is renamed ZZ02's way, then unregistered.
    const strangers = (await rolledUp()).plates.filter(
      (row) => (row as { number_plate: string }).number_plate === 'ZZ01',
    );
    assert.ok(strangers.length > 0);
    await exec(sql`INSERT INTO resident_vehicles (condo_id, resident_id, number_plate, vehicle_type)
                   VALUES (${condoId}, ${residentId}, 'ZZ01', 'car')`);
    await assertExact('registering a plate');
    await exec(
      sql`UPDATE resident_vehicles SET number_plate = 'ZZ02' WHERE condo_id = ${condoId} AND number_plate = 'ZZ01'`,
    );
    await assertExact('changing a registered plate');
    await exec(sql`DELETE FROM resident_vehicles WHERE condo_id = ${condoId} AND number_plate = 'ZZ02'`);
    await assertExact('unregistering a plate');
  });

  test('a bulk load with the triggers off leaves them to one rebuild', async () => {
    await t.database.db.transaction(async (tx) => {
      await rollupsOff(tx as never);
      await tx.execute(sql`
        INSERT INTO visits (condo_id, visitor_name, visitor_phone, visitor_type, mode_of_entry, in_time)
        VALUES (${condoId}, 'Late', '93999', 'Guest', 'kiosk', '2019-06-10T10:10:00Z')`);
      await rebuildActivityRollups(tx as never, condoId);
    });
    await assertExact('a rebuild');
  });

  test('a range cut mid-hour counts like the rows: whole hours from the roll-up, the edges from the entries', async () => {
    const headers = await t.authAs(DEMO.manager);
    const ranges = [
      ['2019-06-03T01:17:00.000Z', '2019-06-05T13:42:30.500Z'],
      ['2019-06-03T02:05:00.000Z', '2019-06-03T02:55:00.000Z'],
      ['2019-06-03T00:00:00.000Z', '2019-06-04T00:00:00.000Z'],
    ];
    for (const [from, to] of ranges) {
      const query = `from_time=${from}&to_time=${to}`;
      const get = async (path: string) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/tenants/marina-bay/api/v1/${path}${path.includes('?') ? '&' : '?'}${query}`,
          headers,
        });
        assert.equal(response.statusCode, 200, response.body);
        return response.json();
      };
      const [expected] = await rows<Record<string, number>>(sql`
        SELECT count(*) FILTER (WHERE in_time BETWEEN ${from}::timestamptz AND ${to}::timestamptz)::int AS came,
               count(*) FILTER (WHERE out_time BETWEEN ${from}::timestamptz AND ${to}::timestamptz)::int AS went,
               count(*) FILTER (WHERE in_time BETWEEN ${from}::timestamptz AND ${to}::timestamptz
                                  AND entry_type = 'visitor' AND NOT registered)::int AS visitor_unregistered,
               count(*) FILTER (WHERE in_time BETWEEN ${from}::timestamptz AND ${to}::timestamptz AND lane = 'resident'
                                  AND number_plate = 'ZZ01')::int AS zz01
          FROM vehicle_entries WHERE condo_id = ${condoId}`);
      const [alerts] = await rows<{ total: number; resolved: number }>(sql`
        SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'Resolved')::int AS resolved FROM alerts
         WHERE condo_id = ${condoId} AND from_time BETWEEN ${from}::timestamptz AND ${to}::timestamptz`);
      const report = await get('alerts?report=true&per_page=1');
      assert.equal(report.total_entries, alerts?.total, `alerts, ${query}`);
      const resolved = report.aggregation.status.buckets.find((bucket: { key: string }) => bucket.key === 'Resolved');
      assert.equal(resolved.doc_count, alerts?.resolved, `resolved alerts, ${query}`);
      const tiles = await get('vehicle_entries/tiles?display[]=vehicles_in&display[]=vehicles_out');
      assert.equal(tiles.data.vehicles_in.count, expected?.came, `in, ${query}`);
      assert.equal(tiles.data.vehicles_out.count, expected?.went, `out, ${query}`);
      const totals = await get('vehicle_entries/total_vehicles');
      assert.equal(totals.data.visitor_non_reg_vehicle_count, expected?.visitor_unregistered, query);
      const strangers = await get('vehicle_entries/non_resident_vehicle?limit=100');
      const zz01 = strangers.data.find((row: { number_plate: string }) => row.number_plate === 'ZZ01');
      assert.equal(zz01?.count ?? 0, expected?.zz01, `ZZ01 in the resident lane, ${query}`);
    }
  });

  test('the most visited visitors settled from the monthly counts are the ones counting every visit gives', async () => {
    const headers = await t.authAs(DEMO.manager);
    // Regular visitors return through the demo weeks; Jun 2019 adds visitors that tie at the bottom.
    const ranges: [string, string][] = [
      [new Date(Date.now() - 30 * 86_400_000).toISOString(), new Date().toISOString()],
      [new Date(Date.now() - 3 * 86_400_000).toISOString(), new Date().toISOString()],
      ['2019-06-01T00:00:00.000Z', '2019-06-30T23:59:59.999Z'],
    ];
    for (const [from, to] of ranges) {
      for (const limit of [3, 25]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/tenants/marina-bay/api/v1/visitors/most_visited_visitors?from_time=${from}&to_time=${to}&limit=${limit}`,
          headers,
        });
        assert.equal(response.statusCode, 200, response.body);
        const expected = await rows(sql`
          SELECT name, phone, count FROM (
            SELECT (array_agg(visitor_name ORDER BY in_time DESC))[1] AS name, visitor_phone AS phone,
                   count(*)::int AS count
              FROM visits WHERE condo_id = ${condoId} AND in_time BETWEEN ${from}::timestamptz AND ${to}::timestamptz
             GROUP BY visitor_phone) v
          ORDER BY count DESC, name, phone LIMIT ${limit}`);
        assert.ok(expected.length > 0);
        assert.deepEqual(response.json().data, expected, `${from}…${to}, limit ${limit}`);
        // Settled from the monthly counts, not by counting every visitor.
        const bounded = await topVisitorsBounded(
          t.database.db,
          { condoId, from: new Date(from), to: new Date(to) },
          limit,
          500,
        );
        // A few days late in a busy month may not settle from the monthly counts (the answer above then came from
        // counting every visitor); whenever the bound settles it must be exact, and the fixed June 2019 always does.
        if (bounded === undefined && !from.startsWith('2019')) continue;
        assert.deepEqual(
          bounded?.map(({ name, phone, count }) => ({ name, phone, count })),
          expected,
          `bounded: ${from}…${to}, limit ${limit}`,
        );
      }
    }
  });

  test('deleting a condo takes its activity and roll-ups with it', async () => {
    const [orchid] = await rows<{ id: number }>(sql`SELECT id FROM condos WHERE alias_name = 'orchid-gardens'`);
    const id = (orchid as { id: number }).id;
    const left = () =>
      rows<{ n: number }>(sql`
        SELECT (SELECT count(*) FROM vehicle_entry_hours WHERE condo_id = ${id})
             + (SELECT count(*) FROM visit_hours WHERE condo_id = ${id})
             + (SELECT count(*) FROM visitor_months WHERE condo_id = ${id})
             + (SELECT count(*) FROM alert_hours WHERE condo_id = ${id})
             + (SELECT count(*) FROM resident_lane_plate_days WHERE condo_id = ${id})
             + (SELECT count(*) FROM resident_vehicles WHERE condo_id = ${id}) AS n`);
    assert.ok(Number((await left())[0]?.n) > 0);
    await exec(sql`DELETE FROM condos WHERE id = ${id}`);
    assert.equal(Number((await left())[0]?.n), 0);
    await assertExact('another condo was deleted');
  });
});
