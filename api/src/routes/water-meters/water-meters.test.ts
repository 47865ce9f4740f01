import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { condos, waterMeterReadings, waterMeters } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
// 2020: the demo generator (the weeks before today) never writes there.
const HOURS = 'from_time=2020-03-02T10:00:00Z&to_time=2020-03-02T12:59:59Z';
const DAYS = 'from_time=2020-03-02T00:00:00Z&to_time=2020-03-03T23:59:59Z&granularity=48';

type Reading = [meter: 'Small Meter' | 'Big Meter', slot: string, units: number];
const MINE: Reading[] = [
  ['Small Meter', '2020-03-02T10:00:00Z', 1.5],
  ['Small Meter', '2020-03-02T10:30:00Z', 2.25],
  ['Small Meter', '2020-03-02T11:00:00Z', 1],
  ['Small Meter', '2020-03-02T23:30:00Z', 0.5],
  ['Small Meter', '2020-03-03T00:00:00Z', 4],
  ['Big Meter', '2020-03-02T10:30:00Z', 10],
  ['Big Meter', '2020-03-02T12:30:00Z', 3.125],
  ['Big Meter', '2020-03-04T00:00:00Z', 7], // after every range asked
];
const THEIRS: Reading[] = [['Small Meter', '2020-03-02T10:00:00Z', 100]];

let t: TestApp;

async function meterOf(condoId: number, name: string) {
  const db = t.database.db;
  await db
    .insert(waterMeters)
    .values({ condoId, name, serialNumber: `WM-${condoId}-${name}` })
    .onConflictDoNothing();
  const [meter] = await db
    .select()
    .from(waterMeters)
    .where(and(eq(waterMeters.condoId, condoId), eq(waterMeters.name, name)));
  return meter?.id as number;
}

async function insertFixture(alias: string, readings: Reading[]) {
  const [condo] = await t.database.db.select().from(condos).where(eq(condos.aliasName, alias));
  const condoId = condo?.id as number;
  for (const [meter, slot, units] of readings) {
    const waterMeterId = await meterOf(condoId, meter);
    await t.database.db
      .insert(waterMeterReadings)
      .values({ condoId, waterMeterId, readingAt: new Date(slot), consumption: units });
  }
}

before(async () => {
  t = await startTestApp();
  await insertFixture('marina-bay', MINE);
  await insertFixture('orchid-gardens', THEIRS);
});
after(() => t.close());

async function get(url: string, email: string = DEMO.admin) {
  return t.app.inject({ method: 'GET', url, headers: await t.authAs(email) });
}

describe('GET /api/v1/water_meters/report_data', () => {
  test('hourly (the default granularity 2): every whole hour of the range, one key per meter', async () => {
    const response = await get(`${MB}/api/v1/water_meters/report_data?${HOURS}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      data: [
        { datetime: '2020-03-02T10:00:00.000Z', 'Big Meter': 10, 'Small Meter': 3.75 },
        { datetime: '2020-03-02T11:00:00.000Z', 'Big Meter': 0, 'Small Meter': 1 },
        { datetime: '2020-03-02T12:00:00.000Z', 'Big Meter': 3.125, 'Small Meter': 0 },
      ],
    });
    const explicit = await get(`${MB}/api/v1/water_meters/report_data?${HOURS}&granularity=2`);
    assert.deepEqual(explicit.json(), response.json());
  });

  test('daily (granularity 48): one row per UTC day', async () => {
    const response = await get(`${MB}/api/v1/water_meters/report_data?${DAYS}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data, [
      { datetime: '2020-03-02T00:00:00.000Z', 'Big Meter': 13.125, 'Small Meter': 5.25 },
      { datetime: '2020-03-03T00:00:00.000Z', 'Big Meter': 0, 'Small Meter': 4 },
    ]);
  });

  test('orchid-gardens sees only its own meters and readings', async () => {
    // Its demo meters (Small and Big) have no readings in 2020 but the fixture's.
    const { data } = (await get(`${OG}/api/v1/water_meters/report_data?${HOURS}`)).json();
    assert.deepEqual(data, [
      { datetime: '2020-03-02T10:00:00.000Z', 'Big Meter': 0, 'Small Meter': 100 },
      { datetime: '2020-03-02T11:00:00.000Z', 'Big Meter': 0, 'Small Meter': 0 },
      { datetime: '2020-03-02T12:00:00.000Z', 'Big Meter': 0, 'Small Meter': 0 },
    ]);
  });
});

describe('GET /api/v1/water_meters/report_graph', () => {
  test('one series per meter name, every bucket of the range', async () => {
    const response = await get(`${MB}/api/v1/water_meters/report_graph?${DAYS}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      data: {
        'Big Meter': [
          { summary_datetime: '2020-03-02T00:00:00.000Z', consumption: 13.125 },
          { summary_datetime: '2020-03-03T00:00:00.000Z', consumption: 0 },
        ],
        'Small Meter': [
          { summary_datetime: '2020-03-02T00:00:00.000Z', consumption: 5.25 },
          { summary_datetime: '2020-03-03T00:00:00.000Z', consumption: 4 },
        ],
      },
    });
    const hourly = (await get(`${MB}/api/v1/water_meters/report_graph?${HOURS}`)).json();
    assert.deepEqual(
      hourly.data['Small Meter'].map((p: { consumption: number }) => p.consumption),
      [3.75, 1, 0],
    );
  });
});

describe('water meter calls: refusals', () => {
  const paths = ['report_data', 'report_graph'];

  test('the viewer role lacks water_meters: 403', async () => {
    for (const path of paths) {
      assert.equal((await get(`${MB}/api/v1/water_meters/${path}?${HOURS}`, DEMO.viewer)).statusCode, 403, path);
    }
  });

  test('31 days, 7 days of a week, or another granularity is 422', async () => {
    for (const path of paths) {
      const url = `${MB}/api/v1/water_meters/${path}`;
      const month = await get(`${url}?from_time=2020-03-01T00:00:00Z&to_time=2020-04-01T00:00:00Z&granularity=48`);
      assert.equal(month.statusCode, 422, path);
      const week = await get(`${url}?from_time=2020-03-02T00:00:00Z&to_time=2020-03-09T00:00:00Z&date_type=week`);
      assert.equal(week.statusCode, 422, path);
      assert.equal((await get(`${url}?${HOURS}&granularity=3`)).statusCode, 422, path);
    }
  });

  test('an unknown condo is 404', async () => {
    for (const path of paths) {
      assert.equal((await get(`/tenants/no-such-condo/api/v1/water_meters/${path}?${HOURS}`)).statusCode, 404);
    }
  });
});
