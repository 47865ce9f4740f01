import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  auditEvents,
  condos,
  residents,
  residentVehicles,
  vehicleEntries,
  vehicleEntryOffsets,
  visits,
} from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';
import { OFFSET_UPDATED } from './routes';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
// The fixture lives in a week of 2020, where the demo generator (8 weeks ending now) never writes.
const FROM = '2020-03-02T00:00:00.000Z';
const TO = '2020-03-08T23:59:59.000Z';
const RANGE = `from_time=${FROM}&to_time=${TO}`;

type Entry = [
  plate: string,
  entryType: 'resident' | 'visitor',
  registered: boolean,
  lane: 'resident' | 'visitor',
  vehicleType: 'car' | 'motorcycle' | 'van' | 'lorry' | 'bus',
  inTime: string,
  outTime: string | null,
  visitor?: string,
];
/** marina-bay: #1–#9 in the week, #10 came in the day before and left in it. ZZ1001 and ZZ1003 are residents'. */
const MINE: Entry[] = [
  ['ZZ1001', 'resident', true, 'resident', 'car', '2020-03-02T08:00:00Z', '2020-03-02T18:00:00Z'],
  ['ZZ1001', 'resident', true, 'resident', 'car', '2020-03-03T08:00:00Z', '2020-03-03T18:00:00Z'],
  ['ZZ1002', 'resident', false, 'resident', 'motorcycle', '2020-03-03T09:00:00Z', '2020-03-03T10:00:00Z'],
  ['ZZ2001', 'visitor', true, 'visitor', 'car', '2020-03-03T10:00:00Z', '2020-03-03T11:00:00Z', 'Alice'],
  ['ZZ2002', 'visitor', false, 'resident', 'van', '2020-03-04T10:00:00Z', '2020-03-04T15:00:00Z', 'Bob'],
  ['ZZ2002', 'visitor', false, 'resident', 'van', '2020-03-05T10:00:00Z', '2020-03-05T12:30:00Z', 'Bob'],
  ['ZZ2003', 'visitor', false, 'visitor', 'lorry', '2020-03-08T06:00:00Z', null, 'Carol'],
  ['ZZ1003', 'resident', true, 'resident', 'car', '2020-03-08T07:30:00Z', '2020-03-08T09:30:00Z'],
  ['ZZ2001', 'visitor', true, 'visitor', 'car', '2020-03-08T20:00:00Z', '2020-03-09T01:00:00Z', 'Alice'],
  ['ZZ1001', 'resident', true, 'resident', 'car', '2020-03-01T22:00:00Z', '2020-03-02T07:00:00Z'],
];
/** orchid-gardens, same week: would change every number if it leaked into marina-bay's. */
const THEIRS: Entry[] = [
  ['ZZ9001', 'visitor', false, 'resident', 'van', '2020-03-04T11:00:00Z', null, 'Oscar'],
  ['ZZ9002', 'resident', true, 'resident', 'bus', '2020-03-05T11:00:00Z', '2020-03-05T12:00:00Z'],
  ['ZZ9002', 'resident', false, 'resident', 'bus', '2020-03-08T08:00:00Z', '2020-03-08T12:00:00Z'],
];

let t: TestApp;
const condoIds: Record<string, number> = {};

async function insertFixture(alias: string, entries: Entry[], visitCount: number, plates: string[]) {
  const db = t.database.db;
  const [condo] = await db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, alias));
  const condoId = (condo as { id: number }).id;
  condoIds[alias] = condoId;
  await db.insert(vehicleEntries).values(
    entries.map(([numberPlate, entryType, registered, lane, vehicleType, inTime, outTime, visitor], index) => ({
      condoId,
      numberPlate,
      entryType,
      registered,
      lane,
      vehicleType,
      visitorName: visitor ?? null,
      visitorPhone: visitor ? `9100000${index}` : null,
      block: `Block ${index % 3}`,
      unitNumber: `#0${index}-01`,
      deviceName: `${lane} lane camera`,
      inTime: new Date(inTime),
      outTime: outTime ? new Date(outTime) : null,
    })),
  );
  await db.insert(visits).values(
    Array.from({ length: visitCount }, (_, index) => ({
      condoId,
      visitorName: `Visitor ${index}`,
      visitorPhone: `9200000${index}`,
      visitorType: 'Guest' as const,
      modeOfEntry: 'kiosk' as const,
      inTime: new Date(Date.parse('2020-03-04T09:00:00Z') + index * 3_600_000),
    })),
  );
  const [resident] = await db.select({ id: residents.id }).from(residents).where(eq(residents.condoId, condoId));
  if (plates.length) {
    await db.insert(residentVehicles).values(
      plates.map((numberPlate) => ({
        condoId,
        residentId: (resident as { id: number }).id,
        numberPlate,
        vehicleType: 'car' as const,
      })),
    );
  }
}

before(async () => {
  t = await startTestApp();
  await insertFixture('marina-bay', MINE, 3, ['ZZ1001', 'ZZ1003']);
  await insertFixture('orchid-gardens', THEIRS, 2, ['ZZ9002']);
});
after(() => t.close());

async function get(path: string, query = RANGE, as: string = DEMO.manager, condo = MB) {
  return t.app.inject({
    method: 'GET',
    url: `${condo}/api/v1/vehicle_entries${path}?${query}`,
    headers: await t.authAs(as),
  });
}
async function ok(path: string, query = RANGE, condo = MB) {
  // The Condo Manager belongs to marina-bay only; the Super Admin reads orchid-gardens.
  const response = await get(path, query, condo === MB ? DEMO.manager : DEMO.admin, condo);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}
const plates = (rows: { number_plate: string }[]) => rows.map((row) => row.number_plate);

describe('Vehicle entries', () => {
  test('lists the range newest first with the row and car-park shapes; filters narrow it', async () => {
    const body = await ok('', `${RANGE}&per_page=4`);
    assert.equal(body.total_entries, 9);
    assert.equal(body.data.length, 4);
    assert.deepEqual(plates(body.data), ['ZZ2001', 'ZZ1003', 'ZZ2003', 'ZZ2002']);
    const [latest] = body.data;
    assert.deepEqual(Object.keys(latest).sort(), [
      'block',
      'comments',
      'device_name',
      'entity',
      'entry_type',
      'from_time',
      'id',
      'in_time',
      'lane',
      'number_plate',
      'out_time',
      'registered',
      'to_time',
      'unit_number',
      'vehicle_type',
      'visitor',
    ]);
    assert.deepEqual(latest.visitor, { name: 'Alice', phone: '91000008' });
    assert.equal(latest.in_time, '2020-03-08T20:00:00.000Z');
    assert.equal(latest.out_time, '2020-03-09T01:00:00.000Z');
    assert.deepEqual(latest.entity, {
      number_plate: 'ZZ2001',
      block: 'Block 2',
      visitor: { name: 'Alice', phone: '91000008' },
      in_time: '2020-03-08T20:00:00.000Z',
      out_time: '2020-03-09T01:00:00.000Z',
    });
    assert.equal(latest.from_time, latest.in_time);
    assert.equal(latest.to_time, latest.out_time);
    assert.deepEqual(latest.comments, []);
    assert.equal(body.data[2].out_time, null, 'still inside');
    assert.deepEqual(plates((await ok('', `${RANGE}&page=3&per_page=4`)).data), ['ZZ1001']);

    assert.equal((await ok('', `${RANGE}&type[]=visitor`)).total_entries, 5);
    assert.equal((await ok('', `${RANGE}&type[]=visitor&type[]=resident`)).total_entries, 9);
    assert.equal((await ok('', `${RANGE}&vehicle_type[]=van&vehicle_type[]=lorry`)).total_entries, 3);
    assert.equal((await ok('', `${RANGE}&lane=resident`)).total_entries, 6);
    assert.equal((await ok('', `${RANGE}&registered=false`)).total_entries, 4);
    assert.equal((await ok('', `${RANGE}&number_plate=zz20`)).total_entries, 5);
    assert.equal((await ok('', `${RANGE}&number_plate=ZZ1001`)).total_entries, 2);
    assert.equal((await ok('', `${RANGE}&number_plate=Z%25`)).total_entries, 0, '% is a literal');
    const day = await ok('', 'from_time=2020-03-03T00:00:00Z&to_time=2020-03-03T23:59:59Z');
    assert.equal(day.total_entries, 3);
    assert.equal((await ok('', `fromTime=${FROM}&toTime=${TO}`)).total_entries, 9);
    assert.equal((await get('', `${RANGE}&vehicle_type[]=tank`)).statusCode, 422);
  });

  test('tiles: in and out by their own times, visitor vehicles, visitors; only the requested ones', async () => {
    assert.deepEqual((await ok('/tiles')).data, {
      vehicles_in: { count: 9 },
      vehicles_out: { count: 8 },
      visitor_vehicles_in: { count: 5 },
      visitor_vehicles_out: { count: 3 },
      visitors_in: { count: 3 },
    });
    assert.deepEqual((await ok('/tiles', `${RANGE}&display[]=vehicles_out&display[]=visitors_in`)).data, {
      vehicles_out: { count: 8 },
      visitors_in: { count: 3 },
    });
    assert.deepEqual((await ok('/tiles', `${RANGE}&display[]=vehicles_in`)).data, { vehicles_in: { count: 9 } });
    assert.deepEqual((await ok('/tiles', RANGE, OG)).data, {
      vehicles_in: { count: 3 },
      vehicles_out: { count: 2 },
      visitor_vehicles_in: { count: 1 },
      visitor_vehicles_out: { count: 0 },
      visitors_in: { count: 2 },
    });
    assert.equal((await get('/tiles', `${RANGE}&display[]=everything`)).statusCode, 422);
  });

  test('type_of_entries: every vehicle type, and every day of the range with zeros', async () => {
    const { data } = await ok('/type_of_entries', `${RANGE}&entries_per_day=true`);
    assert.deepEqual(data.aggregation.vehicle_type.buckets, [
      { key: 'car', doc_count: 5 },
      { key: 'van', doc_count: 2 },
      { key: 'lorry', doc_count: 1 },
      { key: 'motorcycle', doc_count: 1 },
      { key: 'bus', doc_count: 0 },
    ]);
    const zero = { car: 0, motorcycle: 0, van: 0, lorry: 0, bus: 0 };
    assert.deepEqual(data.entries_per_day, [
      { date: '2020-03-02', total: 1, ...zero, car: 1 },
      { date: '2020-03-03', total: 3, ...zero, car: 2, motorcycle: 1 },
      { date: '2020-03-04', total: 1, ...zero, van: 1 },
      { date: '2020-03-05', total: 1, ...zero, van: 1 },
      { date: '2020-03-06', total: 0, ...zero },
      { date: '2020-03-07', total: 0, ...zero },
      { date: '2020-03-08', total: 3, ...zero, car: 2, lorry: 1 },
    ]);
    const plain = await ok('/type_of_entries');
    assert.equal(plain.data.entries_per_day, undefined);
    const visitors = await ok('/type_of_entries', `${RANGE}&type[]=visitor`);
    assert.deepEqual(visitors.data.aggregation.vehicle_type.buckets, [
      { key: 'car', doc_count: 2 },
      { key: 'van', doc_count: 2 },
      { key: 'lorry', doc_count: 1 },
      { key: 'bus', doc_count: 0 },
      { key: 'motorcycle', doc_count: 0 },
    ]);
    const theirs = await ok('/type_of_entries', RANGE, OG);
    assert.deepEqual(theirs.data.aggregation.vehicle_type.buckets.slice(0, 2), [
      { key: 'bus', doc_count: 2 },
      { key: 'van', doc_count: 1 },
    ]);
  });

  test('total_vehicles: entries by resident/visitor and registered/not, under fromTime/toTime', async () => {
    assert.deepEqual((await ok('/total_vehicles', `fromTime=${FROM}&toTime=${TO}`)).data, {
      resident_reg_vehicle_count: 3,
      resident_non_reg_vehicle_count: 1,
      visitor_reg_vehicle_count: 2,
      visitor_non_reg_vehicle_count: 3,
    });
    assert.deepEqual((await ok('/total_vehicles', `fromTime=${FROM}&toTime=${TO}`, OG)).data, {
      resident_reg_vehicle_count: 1,
      resident_non_reg_vehicle_count: 1,
      visitor_reg_vehicle_count: 0,
      visitor_non_reg_vehicle_count: 1,
    });
  });

  test('analytics cards: traffic per day, non-resident plates in the resident lane, unregistered plates', async () => {
    assert.deepEqual((await ok('/traffic_details')).data, [
      { date: '2020-03-03', count: 3 },
      { date: '2020-03-08', count: 3 },
      { date: '2020-03-02', count: 1 },
      { date: '2020-03-04', count: 1 },
      { date: '2020-03-05', count: 1 },
    ]);
    assert.deepEqual((await ok('/traffic_details', `${RANGE}&limit=2&page=2`)).data, [
      { date: '2020-03-02', count: 1 },
      { date: '2020-03-04', count: 1 },
    ]);
    assert.deepEqual((await ok('/non_resident_vehicle')).data, [
      { number_plate: 'ZZ2002', np: 'ZZ2002', count: 2 },
      { number_plate: 'ZZ1002', np: 'ZZ1002', count: 1 },
    ]);
    assert.deepEqual((await ok('/non_resident_vehicle', RANGE, OG)).data, [
      { number_plate: 'ZZ9001', np: 'ZZ9001', count: 1 },
    ]);
    assert.deepEqual((await ok('/most_unregistered_vehicle')).data, [
      { number_plate: 'ZZ2002', np: 'ZZ2002', count: 2 },
      { number_plate: 'ZZ1002', np: 'ZZ1002', count: 1 },
      { number_plate: 'ZZ2003', np: 'ZZ2003', count: 1 },
    ]);
    assert.deepEqual(plates((await ok('/most_unregistered_vehicle', `${RANGE}&type=visitor`)).data), [
      'ZZ2002',
      'ZZ2003',
    ]);
    assert.deepEqual(plates((await ok('/most_unregistered_vehicle', `${RANGE}&limit=1`)).data), ['ZZ2002']);
    assert.deepEqual(await ok('/no_of_unreg_entry'), { data: 4 });
    assert.deepEqual(await ok('/no_of_unreg_entry', `${RANGE}&type[]=resident`), { data: 1 });
    assert.deepEqual(await ok('/no_of_unreg_entry', RANGE, OG), { data: 2 });
    assert.equal((await get('/traffic_details', `${RANGE}&limit=101`)).statusCode, 422);
  });

  test('analytics cards default to the current month (UTC)', async () => {
    const now = t.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const inTime = new Date(Math.max(monthStart.getTime(), now.getTime() - 60_000));
    await t.database.db.insert(vehicleEntries).values({
      condoId: condoIds['marina-bay'] as number,
      numberPlate: 'ZZNOW1',
      entryType: 'visitor',
      registered: false,
      lane: 'visitor',
      vehicleType: 'car',
      inTime,
    });
    const month = `from_time=${monthStart.toISOString()}&to_time=${now.toISOString()}`;
    const byDefault = await ok('/no_of_unreg_entry', '');
    assert.ok(byDefault.data >= 1);
    assert.deepEqual(byDefault, await ok('/no_of_unreg_entry', month));
    assert.deepEqual(await ok('/traffic_details', ''), await ok('/traffic_details', month));
  });

  test('vehicle parking: 24 default slots, vehicles inside per slot on the last day, offsets set per condo', async () => {
    const { data } = await ok('/inside_vehicle_count');
    assert.equal(data.length, 24);
    assert.deepEqual(
      data.map((slot: { from_time: string }) => slot.from_time),
      Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`),
    );
    assert.deepEqual(Object.keys(data[0]).sort(), ['count', 'from_time', 'id', 'offset']);
    // On 2020-03-08: ZZ2003 in 06:00 (still inside), ZZ1003 07:30–09:30, ZZ2001 20:00–next day.
    const expected = [0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2];
    assert.deepEqual(
      data.map((slot: { count: number }) => slot.count),
      expected,
    );
    assert.ok(data.every((slot: { offset: number }) => slot.offset === 0));
    // Both condos' first calls at once: each gets its 24 slots once.
    const [a, b] = await Promise.all([ok('/inside_vehicle_count', RANGE, OG), ok('/inside_vehicle_count', RANGE, OG)]);
    assert.equal(a.data.length, 24);
    assert.deepEqual(a.data, b.data);
    // orchid-gardens on 2020-03-08: ZZ9002 08:00–12:00 (ZZ9001 is inside too, since 2020-03-04).
    assert.deepEqual(
      a.data.map((slot: { count: number }) => slot.count),
      [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    const rows = await t.database.db
      .select()
      .from(vehicleEntryOffsets)
      .where(eq(vehicleEntryOffsets.condoId, condoIds['orchid-gardens'] as number));
    assert.equal(rows.length, 24);
    // A day: the last day is the range's last.
    const day = await ok('/inside_vehicle_count', 'from_time=2020-03-03T00:00:00Z&to_time=2020-03-03T23:59:59Z');
    assert.deepEqual(
      day.data.map((slot: { count: number }) => slot.count),
      [0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0],
    );

    const slot = data[8] as { id: number };
    const put = (id: number, body: object, condo = MB, as: string = DEMO.manager) =>
      t.authAs(as).then((headers) =>
        t.app.inject({
          method: 'PUT',
          url: `${condo}/api/v1/vehicle_entries/${id}/update_vehicle_offset`,
          headers,
          payload: body,
        }),
      );
    const updated = await put(slot.id, { offset: 15 });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(updated.json(), {
      data: { id: slot.id, from_time: '08:00', offset: 15 },
      message: OFFSET_UPDATED,
    });
    const after = await ok('/inside_vehicle_count');
    assert.deepEqual(after.data[8], { id: slot.id, from_time: '08:00', offset: 15, count: 2 });
    assert.equal((await put(slot.id, { offset: -100_000 })).statusCode, 200);
    assert.equal((await put(slot.id, { offset: 100_001 })).statusCode, 422);
    assert.equal((await put(slot.id, { offset: 1.5 })).statusCode, 422);
    assert.equal((await put(slot.id, {})).statusCode, 422);
    assert.equal((await put(slot.id, { offset: 3 }, OG, DEMO.admin)).statusCode, 404, "another condo's slot");
    assert.equal((await put(2_000_000_000, { offset: 3 })).statusCode, 404);
    assert.equal((await put(slot.id, { offset: 3 }, MB, DEMO.viewer)).statusCode, 403);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'vehicle_entry_offsets'), eq(auditEvents.entityId, slot.id)))
      .orderBy(auditEvents.id);
    assert.ok(event, 'the change is audited');
    assert.equal(event.resource, 'vehicle_entries');
    assert.equal(event.action, 'update');
    const created = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'vehicle_entry_offsets'), eq(auditEvents.action, 'create')));
    assert.equal(created.length, 0, 'the default slots are not a user’s change');
  });

  test('visitor vehicles parked longer than a duration (default 180 minutes)', async () => {
    const body = await ok('/visitor_vehicles_parked');
    assert.equal(body.total_entries, 3);
    assert.deepEqual(plates(body.data), ['ZZ2001', 'ZZ2003', 'ZZ2002']);
    const carolMinutes = Math.floor((t.clock.now().getTime() - Date.parse('2020-03-08T06:00:00Z')) / 60_000);
    assert.deepEqual(body.data[1], {
      name: 'Carol',
      phone: '91000006',
      number_plate: 'ZZ2003',
      block: 'Block 0',
      date: '2020-03-08T06:00:00.000Z',
      in_time: '2020-03-08T06:00:00.000Z',
      out_time: null,
      duration_minutes: carolMinutes,
    });
    assert.equal(body.data[0].duration_minutes, 300);
    assert.equal(body.data[2].duration_minutes, 300);
    const longer = await ok('/visitor_vehicles_parked', `${RANGE}&duration=120`);
    assert.equal(longer.total_entries, 4);
    assert.equal((await ok('/visitor_vehicles_parked', `${RANGE}&duration=720`)).total_entries, 1);
    assert.equal((await ok('/visitor_vehicles_parked', `${RANGE}&per_page=2&page=2`)).data.length, 1);
    assert.equal((await ok('/visitor_vehicles_parked', RANGE, OG)).total_entries, 1);
  });

  const READS = [
    '',
    '/tiles',
    '/type_of_entries',
    '/total_vehicles',
    '/traffic_details',
    '/non_resident_vehicle',
    '/most_unregistered_vehicle',
    '/no_of_unreg_entry',
    '/inside_vehicle_count',
    '/visitor_vehicles_parked',
  ];

  test('every read: the viewer lacks it (403), an unknown condo is 404, ranges are limited (422)', async () => {
    const month = 'from_time=2020-03-01T00:00:00Z&to_time=2020-04-01T00:00:00Z';
    const week = 'from_time=2020-03-01T00:00:00Z&to_time=2020-03-08T00:00:00Z&date_type=week';
    for (const path of READS) {
      assert.equal((await get(path, RANGE, DEMO.viewer)).statusCode, 403, `${path} viewer`);
      assert.equal((await get(path, RANGE, DEMO.admin, '/tenants/no-such-condo')).statusCode, 404, `${path} 404`);
      assert.equal((await get(path, month)).statusCode, 422, `${path} 31 days`);
      assert.equal((await get(path, week)).statusCode, 422, `${path} 7 days, week`);
      assert.equal((await get(path, `from_time=${TO}&to_time=${FROM}`)).statusCode, 422, `${path} reversed`);
      const ancient = 'from_time=-010000-01-01T00:00:00Z&to_time=-010000-01-02T00:00:00Z';
      assert.equal((await get(path, ancient)).statusCode, 422, `${path} a year PostgreSQL cannot hold`);
      assert.equal(
        (await get(path, 'from_time=2020-03-01T00:00:00Z&to_time=2020-03-31T00:00:00Z')).statusCode,
        200,
        `${path} 30 days`,
      );
    }
    assert.equal((await get('/tiles', RANGE, DEMO.admin)).statusCode, 200);
  });
});
