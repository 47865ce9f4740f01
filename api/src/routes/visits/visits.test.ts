import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { condos, invites, residentEntries, type VisitEntryMode, type VisitorType, visits } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
// The fixture lives in a week of 2020, where the demo generator (8 weeks ending now) never writes.
const FROM = '2020-03-02T00:00:00.000Z';
const TO = '2020-03-08T23:59:59.000Z';
const RANGE = `from_time=${FROM}&to_time=${TO}`;

type V = [
  name: string,
  phone: string,
  type: VisitorType,
  unit: string | null,
  block: string | null,
  plate: string | null,
  mode: VisitEntryMode,
  device: string | null,
  inTime: string,
  outTime: string | null,
];
/** marina-bay's visits: V1..V9 in the week, two outside it. Durations in minutes in the comments. */
const MINE: V[] = [
  ['Alice', '8101', 'Guest', '#01-01', 'A', 'SGA1', 'kiosk', 'Kiosk A', '2020-03-02T10:00', '2020-03-02T12:00'], // 120
  ['Alice', '8101', 'Guest', '#01-01', 'A', 'SGA2', 'invite', 'Kiosk A', '2020-03-03T20:00', '2020-03-04T01:00'], // 300, past 00:00
  [
    'Bob',
    '8102',
    'Delivery',
    '#02-02',
    'B',
    null,
    'guard_house',
    'Guard house',
    '2020-03-03T09:00',
    '2020-03-03T09:40',
  ], // 40 > 30
  ['Bob', '8102', 'Delivery', '#02-02', 'B', null, 'kiosk', 'Kiosk A', '2020-03-04T09:00', '2020-03-04T09:20'], // 20
  [
    'Carol',
    '8103',
    'Contractor',
    '#01-01',
    'A,B',
    'SGC1',
    'intercom',
    'Vizitin 1',
    '2020-03-05T08:00',
    '2020-03-05T19:00',
  ], // 660, past 18:00
  ['Carol', '8103', 'Contractor', '#03-03', 'C', 'SGC1', 'kiosk', 'Kiosk A', '2020-03-05T09:00', '2020-03-05T17:00'], // 480
  [
    'Dan',
    '8104',
    'Pickup/Drop',
    '#02-02',
    'B',
    'SGD1',
    'intercom',
    'Vizitin 1',
    '2020-03-06T10:00',
    '2020-03-06T10:10',
  ], // 10
  ['Dan', '8104', 'Pickup/Drop', null, null, 'SGD1', 'kiosk', null, '2020-03-07T11:00', null], // still inside
  ['Alice Tan', '8101', 'Guest', '#01-01', 'A', 'SGA1', 'kiosk', 'Kiosk A', '2020-03-08T10:00', '2020-03-08T11:00'], // 60
  ['Eve', '8105', 'Guest', '#05-05', 'E', null, 'kiosk', 'Kiosk A', '2020-03-01T23:00', '2020-03-02T01:00'], // before
  ['Eve', '8105', 'Guest', '#05-05', 'E', null, 'kiosk', 'Kiosk A', '2020-03-09T00:30', '2020-03-09T01:00'], // after
];
const THEIRS: V[] = [
  ['Zed', '8201', 'Guest', '#09-09', 'Z', 'SGZ1', 'intercom', 'OG Kiosk', '2020-03-03T10:00', '2020-03-04T02:00'],
  ['Alice', '8101', 'Guest', '#01-01', 'A', 'SGA1', 'kiosk', 'Kiosk A', '2020-03-04T10:00', '2020-03-04T11:00'],
];

type I = [resident: string, unit: string, self: boolean, createdAt: string];
const MY_INVITES: I[] = [
  ['Rita', '#01-01', true, '2020-03-02T08:00'],
  ['Rita', '#01-01', true, '2020-03-02T09:00'],
  ['Rita', '#01-01', true, '2020-03-03T09:00'],
  ['Sam', '#02-02', true, '2020-03-03T10:00'],
  ['Sam', '#02-02', false, '2020-03-04T10:00'],
  ['Tom', '#03-03', false, '2020-03-04T11:00'],
  ['Tom', '#03-03', false, '2020-03-05T11:00'],
  ['Tom', '#03-03', false, '2020-03-06T11:00'],
  ['Tom', '#03-03', true, '2020-03-10T11:00'], // after the week
];
const THEIR_INVITES: I[] = [
  ['Zara', '#09-09', true, '2020-03-03T08:00'],
  ['Zara', '#01-01', false, '2020-03-03T09:00'],
];

type E = [name: string, phone: string, mode: 'FACE' | 'RFID' | 'SMART_QR', time: string];
const MY_ENTRIES: E[] = [
  ['Rita', '9101', 'FACE', '2020-03-02T07:00'],
  ['Rita', '9101', 'FACE', '2020-03-03T07:00'],
  ['Sam', '9102', 'FACE', '2020-03-03T08:00'],
  ['Sam', '9102', 'RFID', '2020-03-04T08:00'],
  ['Tom', '9103', 'SMART_QR', '2020-03-05T08:00'],
  ['Rita Lim', '9101', 'FACE', '2020-03-06T07:00'],
];
const THEIR_ENTRIES: E[] = [['Zara', '9201', 'FACE', '2020-03-03T07:00']];

let t: TestApp;
const utc = (text: string) => new Date(`${text}:00.000Z`);

async function insertFixture(alias: string, mine: V[], invited: I[], entries: E[]) {
  const db = t.database.db;
  const [condo] = await db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, alias));
  const condoId = (condo as { id: number }).id;
  await db.insert(visits).values(
    mine.map(([name, phone, type, unit, block, plate, mode, device, inTime, outTime], index) => ({
      condoId,
      visitorName: name,
      visitorPhone: phone,
      visitorType: type,
      unitNumber: unit,
      block,
      purpose: `purpose ${index}`,
      modeOfEntry: mode,
      numberPlate: plate,
      deviceName: device,
      inTime: utc(inTime),
      outTime: outTime ? utc(outTime) : null,
    })),
  );
  await db.insert(invites).values(
    invited.map(([resident, unit, self, createdAt], index) => ({
      condoId,
      residentName: resident,
      unitNumber: unit,
      visitorName: `Guest ${index}`,
      visitorPhone: `700${index}`,
      visitorType: 'Guest' as const,
      selfInvite: self,
      validFrom: utc(createdAt),
      validTo: utc(createdAt),
      createdAt: utc(createdAt),
    })),
  );
  await db.insert(residentEntries).values(
    entries.map(([name, phone, mode, time]) => ({
      condoId,
      residentName: name,
      residentPhone: phone,
      entryMode: mode,
      entryTime: utc(time),
    })),
  );
}

before(async () => {
  t = await startTestApp();
  await insertFixture('marina-bay', MINE, MY_INVITES, MY_ENTRIES);
  await insertFixture('orchid-gardens', THEIRS, THEIR_INVITES, THEIR_ENTRIES);
});
after(() => t.close());

async function get(path: string, query = RANGE, as: string = DEMO.manager, condo = MB) {
  return t.app.inject({ method: 'GET', url: `${condo}/api/v1/${path}?${query}`, headers: await t.authAs(as) });
}
async function ok(path: string, query = RANGE, condo = MB) {
  const response = await get(path, query, condo === MB ? DEMO.manager : DEMO.admin, condo);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

describe('Visits', () => {
  test('index: the spec’s row shape, newest first, paged, with visitor_type and device_name aggregations', async () => {
    const body = await ok('visits', `${RANGE}&per_page=4&aggs[]=visitor_type&aggs[]=device_name`);
    assert.equal(body.total_entries, 9);
    assert.equal(body.data.length, 4);
    assert.deepEqual(body.data[0], {
      id: body.data[0].id,
      visitor: { name: 'Alice Tan', phone: '8101' },
      block: 'A',
      unit_number: '#01-01',
      visitor_type: 'Guest',
      purpose: 'purpose 8',
      number_plate: 'SGA1',
      mode_of_entry: 'kiosk',
      in_time: '2020-03-08T10:00:00.000Z',
      out_time: '2020-03-08T11:00:00.000Z',
      device_name: 'Kiosk A',
    });
    assert.equal(body.data[1].out_time, null, 'Dan still inside');
    assert.deepEqual(
      body.data.map((row: { in_time: string }) => row.in_time.slice(0, 10)),
      ['2020-03-08', '2020-03-07', '2020-03-06', '2020-03-05'],
    );
    assert.deepEqual(body.aggregation, {
      visitor_type: {
        buckets: [
          { key: 'Guest', doc_count: 3 },
          { key: 'Contractor', doc_count: 2 },
          { key: 'Delivery', doc_count: 2 },
          { key: 'Pickup/Drop', doc_count: 2 },
        ],
      },
      device_name: {
        buckets: [
          { key: 'Kiosk A', doc_count: 5 },
          { key: 'Vizitin 1', doc_count: 2 },
          { key: 'Guard house', doc_count: 1 },
        ],
      },
    });
    assert.equal((await ok('visits', `${RANGE}&page=3&per_page=4`)).data.length, 1);
    assert.equal((await ok('visits', RANGE)).aggregation, undefined, 'no aggs, no aggregation');
  });

  test('index: aggs without brackets, type[] and device_name[] filters', async () => {
    const guests = await ok('visits', `${RANGE}&aggs=visitor_type&type[]=Guest&type[]=Delivery`);
    assert.equal(guests.total_entries, 5);
    assert.deepEqual(guests.aggregation.visitor_type.buckets, [
      { key: 'Guest', doc_count: 3 },
      { key: 'Delivery', doc_count: 2 },
      { key: 'Contractor', doc_count: 0 },
      { key: 'Pickup/Drop', doc_count: 0 },
    ]);
    const vizitin = await ok('visits', `${RANGE}&aggs=device_name&device_name[]=Vizitin 1`);
    assert.equal(vizitin.total_entries, 2);
    assert.deepEqual(vizitin.aggregation, { device_name: { buckets: [{ key: 'Vizitin 1', doc_count: 2 }] } });
  });

  test('visitor_types: all four types, and the per-day series over every day of the range', async () => {
    const plain = await ok('visits/visitor_types');
    assert.deepEqual(plain.data, {
      aggregation: {
        visitor_type: {
          buckets: [
            { key: 'Guest', doc_count: 3 },
            { key: 'Contractor', doc_count: 2 },
            { key: 'Delivery', doc_count: 2 },
            { key: 'Pickup/Drop', doc_count: 2 },
          ],
        },
      },
    });
    const perDay = await ok('visits/visitor_types', `${RANGE}&visitor_types_per_day=true`);
    const day = (date: string, Guest: number, Delivery: number, Contractor: number, pickup: number) => ({
      date,
      total: Guest + Delivery + Contractor + pickup,
      Guest,
      Delivery,
      Contractor,
      'Pickup/Drop': pickup,
    });
    assert.deepEqual(perDay.data.visitor_types_per_day, [
      day('2020-03-02', 1, 0, 0, 0),
      day('2020-03-03', 1, 1, 0, 0),
      day('2020-03-04', 0, 1, 0, 0),
      day('2020-03-05', 0, 0, 2, 0),
      day('2020-03-06', 0, 0, 0, 1),
      day('2020-03-07', 0, 0, 0, 1),
      day('2020-03-08', 1, 0, 0, 0),
    ]);
  });

  test('total_visitor_count takes fromTime/toTime; each condo counts only its own', async () => {
    const query = `fromTime=${FROM}&toTime=${TO}`;
    assert.deepEqual((await ok('visits/total_visitor_count', query)).data, {
      Guest: 3,
      Delivery: 2,
      Contractor: 2,
      'Pickup/Drop': 2,
    });
    assert.deepEqual((await ok('visits/total_visitor_count', query, OG)).data, {
      Guest: 2,
      Delivery: 0,
      Contractor: 0,
      'Pickup/Drop': 0,
    });
  });

  test('report_data: the range oldest first, up to 1500 a page', async () => {
    const body = await ok('visits/report_data', `${RANGE}&per_page=1500`);
    assert.equal(body.total_entries, 9);
    assert.equal(body.data.length, 9);
    assert.equal(body.data[0].in_time, '2020-03-02T10:00:00.000Z');
    assert.equal(body.data[8].visitor.name, 'Alice Tan');
    assert.equal((await get('visits/report_data', `${RANGE}&per_page=1501`)).statusCode, 422);
  });

  test('most_overstay_visitors: visits longer than overstay_duration, open visits to now', async () => {
    const body = await ok('visits/most_overstay_visitors', `${RANGE}&overstay_duration=100`);
    assert.deepEqual(body.data, [
      { name: 'Alice', phone: '8101', count: 2 },
      { name: 'Carol', phone: '8103', count: 2 },
      { name: 'Dan', phone: '8104', count: 1 },
    ]);
    assert.deepEqual((await ok('visits/most_overstay_visitors', `${RANGE}&overstay_duration=35&limit=1`)).data, [
      { name: 'Alice Tan', phone: '8101', count: 3 },
    ]);
  });

  test('visitor_overstay: the car-park thresholds per visitor type, newest first', async () => {
    const body = await ok('visits/visitor_overstay');
    assert.equal(body.total_entries, 4);
    const stillInside = Math.floor((t.clock.now().getTime() - Date.parse('2020-03-07T11:00:00Z')) / 60_000);
    assert.deepEqual(body.data, [
      {
        name: 'Dan',
        phone: '8104',
        visitor_type: 'Pickup/Drop',
        number_plate: 'SGD1',
        block: null,
        in_time: '2020-03-07T11:00:00.000Z',
        out_time: null,
        duration_minutes: stillInside,
      },
      {
        name: 'Carol',
        phone: '8103',
        visitor_type: 'Contractor',
        number_plate: 'SGC1',
        block: 'A,B',
        in_time: '2020-03-05T08:00:00.000Z',
        out_time: '2020-03-05T19:00:00.000Z',
        duration_minutes: 660,
      },
      {
        name: 'Alice',
        phone: '8101',
        visitor_type: 'Guest',
        number_plate: 'SGA2',
        block: 'A',
        in_time: '2020-03-03T20:00:00.000Z',
        out_time: '2020-03-04T01:00:00.000Z',
        duration_minutes: 300,
      },
      {
        name: 'Bob',
        phone: '8102',
        visitor_type: 'Delivery',
        number_plate: null,
        block: 'B',
        in_time: '2020-03-03T09:00:00.000Z',
        out_time: '2020-03-03T09:40:00.000Z',
        duration_minutes: 40,
      },
    ]);
    const second = await ok('visits/visitor_overstay', `${RANGE}&page=2&per_page=3`);
    assert.deepEqual([second.total_entries, second.data.map((row: { name: string }) => row.name)], [4, ['Bob']]);
  });
});

describe('VMS analytics and car-park reports', () => {
  test('most_visited_unit, most_vms_entry and most_intercom_entry', async () => {
    assert.deepEqual((await ok('visits/most_visited_unit')).data, [
      { unit_number: '#01-01', count: 4 },
      { unit_number: '#02-02', count: 3 },
      { unit_number: '#03-03', count: 1 },
    ]);
    assert.deepEqual((await ok('visits/most_visited_unit', `${RANGE}&limit=1`)).data, [
      { unit_number: '#01-01', count: 4 },
    ]);
    assert.deepEqual((await ok('visits/most_vms_entry')).data, [
      { name: 'Kiosk A', count: 5 },
      { name: 'Vizitin 1', count: 2 },
      { name: 'Guard house', count: 1 },
    ]);
    assert.deepEqual((await ok('resident_entries/most_intercom_entry')).data, [
      { unit_number: '#01-01', count: 1 },
      { unit_number: '#02-02', count: 1 },
    ]);
    assert.deepEqual((await ok('resident_entries/most_intercom_entry', RANGE, OG)).data, [
      { unit_number: '#09-09', count: 1 },
    ]);
  });

  test('most_visited_visitors (latest name per phone) and the report with number plates', async () => {
    assert.deepEqual((await ok('visitors/most_visited_visitors', `${RANGE}&limit=2`)).data, [
      { name: 'Alice Tan', phone: '8101', count: 3 },
      { name: 'Bob', phone: '8102', count: 2 },
    ]);
    assert.deepEqual((await ok('visitors/most_visited_visitors_report')).data, [
      { name: 'Alice Tan', phone: '8101', count: 3, number_plates: ['SGA1', 'SGA2'] },
      { name: 'Bob', phone: '8102', count: 2, number_plates: [] },
      { name: 'Carol', phone: '8103', count: 2, number_plates: ['SGC1'] },
      { name: 'Dan', phone: '8104', count: 2, number_plates: ['SGD1'] },
    ]);
    assert.deepEqual((await ok('visitors/most_visited_visitors', RANGE, OG)).data, [
      { name: 'Alice', phone: '8101', count: 1 },
      { name: 'Zed', phone: '8201', count: 1 },
    ]);
  });

  test('invites: most_invited_units, most_self_invited_residents, self_invites per resident per day', async () => {
    assert.deepEqual((await ok('invites/most_invited_units')).data, [
      { unit_number: '#01-01', count: 3 },
      { unit_number: '#03-03', count: 3 },
      { unit_number: '#02-02', count: 2 },
    ]);
    assert.deepEqual((await ok('invites/most_self_invited_residents')).data, [
      { name: 'Rita', unit_number: '#01-01', count: 3 },
      { name: 'Sam', unit_number: '#02-02', count: 1 },
    ]);
    assert.deepEqual(await ok('invites/self_invites'), {
      data: [
        { name: 'Rita', count: 2, unit_number: '#01-01', date: '2020-03-02' },
        { name: 'Rita', count: 1, unit_number: '#01-01', date: '2020-03-03' },
        { name: 'Sam', count: 1, unit_number: '#02-02', date: '2020-03-03' },
      ],
      total_entries: 3,
    });
    assert.deepEqual(await ok('invites/self_invites', `${RANGE}&page=2&per_page=2`), {
      data: [{ name: 'Sam', count: 1, unit_number: '#02-02', date: '2020-03-03' }],
      total_entries: 3,
    });
    assert.deepEqual((await ok('invites/most_self_invited_residents', RANGE, OG)).data, [
      { name: 'Zara', unit_number: '#09-09', count: 1 },
    ]);
  });

  test('resident_entries/entry_data per entry mode (required)', async () => {
    assert.deepEqual((await ok('resident_entries/entry_data', `${RANGE}&entry_mode=FACE`)).data, [
      { name: 'Rita Lim', phone: '9101', entry_count: 3 },
      { name: 'Sam', phone: '9102', entry_count: 1 },
    ]);
    assert.deepEqual((await ok('resident_entries/entry_data', `${RANGE}&entry_mode=RFID`)).data, [
      { name: 'Sam', phone: '9102', entry_count: 1 },
    ]);
    assert.deepEqual((await ok('resident_entries/entry_data', `${RANGE}&entry_mode=SMART_QR`)).data, [
      { name: 'Tom', phone: '9103', entry_count: 1 },
    ]);
    assert.deepEqual((await ok('resident_entries/entry_data', `${RANGE}&entry_mode=FACE`, OG)).data, [
      { name: 'Zara', phone: '9201', entry_count: 1 },
    ]);
    assert.equal((await get('resident_entries/entry_data')).statusCode, 422);
    assert.equal((await get('resident_entries/entry_data', `${RANGE}&entry_mode=PIN`)).statusCode, 422);
  });

  test('analytics cards default to the current month', async () => {
    const body = await ok('visits/most_visited_unit', '');
    assert.ok(Array.isArray(body.data));
    assert.ok(body.data.length <= 10);
  });
});

const ALL: [path: string, extra: string][] = [
  ['visits', ''],
  ['visits/visitor_types', ''],
  ['visits/total_visitor_count', ''],
  ['visits/report_data', ''],
  ['visits/most_overstay_visitors', '&overstay_duration=10'],
  ['visits/visitor_overstay', ''],
  ['visits/most_visited_unit', ''],
  ['visits/most_vms_entry', ''],
  ['visitors/most_visited_visitors', ''],
  ['visitors/most_visited_visitors_report', ''],
  ['invites/most_invited_units', ''],
  ['invites/most_self_invited_residents', ''],
  ['invites/self_invites', ''],
  ['resident_entries/entry_data', '&entry_mode=FACE'],
  ['resident_entries/most_intercom_entry', ''],
];

describe('Access and validation, every call', () => {
  test('the viewer lacks these actions: 403; an unknown condo: 404', async () => {
    for (const [path, extra] of ALL) {
      assert.equal((await get(path, RANGE + extra, DEMO.viewer)).statusCode, 403, path);
      assert.equal((await get(path, RANGE + extra, DEMO.admin, '/tenants/no-such-condo')).statusCode, 404, path);
    }
  });

  test('a 31-day range is a 422; a week periodical allows 6 days, not 7', async () => {
    const long = 'from_time=2020-03-01T00:00:00Z&to_time=2020-04-01T00:00:00Z';
    const week = 'from_time=2020-03-01T00:00:00Z&to_time=2020-03-08T00:00:00Z&date_type=week';
    for (const [path, extra] of ALL) {
      assert.equal((await get(path, long + extra)).statusCode, 422, path);
      assert.equal((await get(path, week + extra)).statusCode, 422, path);
      assert.equal((await get(path, RANGE + extra)).statusCode, 200, path);
    }
  });
});
