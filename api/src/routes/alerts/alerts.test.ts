import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { alertGroups, alerts, alertTypes, condos, devices, outboxes, vehicleEntries, visits } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
// The fixture lives in the first week of March 2020 (and the week before), where the generator never writes.
const FROM = '2020-03-02T00:00:00.000Z';
const TO = '2020-03-08T23:59:59.000Z';
const RANGE = `from_time=${FROM}&to_time=${TO}`;
const at = (day: string, hour = 10) => new Date(`2020-${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);

/** The spec's aliases (part 3 §3), with their alert group. */
// The demo seeds these types with these names; the fixture adds them where missing.
const TYPES: [alias: string, name: string, group: 'Over Stay' | 'Unauthorized' | null][] = [
  ['visitor.overstay', 'Visitor Overstay', 'Over Stay'],
  ['contractor.overstay', 'Contractor Overstay', 'Over Stay'],
  ['parking.unauthorized', 'Parking Unauthorized', 'Unauthorized'],
  ['special_vehicle.entry', 'Special Vehicle Entry', null],
  ['heavy_vehicle.entry', 'Heavy Vehicle Entry', null],
];

type AlertFixture = [
  alias: string,
  status: 'Raised' | 'Resolved',
  day: string,
  plate: string | null,
  visitor: [name: string, phone: string] | null,
  device: 0 | 1 | null,
];
/** marina-bay's alerts of the week; the first links to a visit, the fifth to a vehicle entry. */
const MINE: AlertFixture[] = [
  ['visitor.overstay', 'Raised', '03-02', 'SKV9', ['Alice', '8001'], 0],
  ['visitor.overstay', 'Resolved', '03-03', 'SKV9', ['Alice', '8001'], 0],
  ['visitor.overstay', 'Raised', '03-04', null, ['Bob', '8002'], 1],
  ['contractor.overstay', 'Resolved', '03-04', 'SKA1', ['Carl', '8003'], 1],
  ['parking.unauthorized', 'Raised', '03-05', 'SKB2', null, 0],
  ['parking.unauthorized', 'Resolved', '03-05', 'SKB2', null, 0],
  ['special_vehicle.entry', 'Raised', '03-06', 'SKC3', null, 1],
  ['special_vehicle.entry', 'Raised', '03-07', 'SKC3', null, 1],
  ['special_vehicle.entry', 'Resolved', '03-07', 'SKD4', null, null],
  ['heavy_vehicle.entry', 'Raised', '03-08', 'SKE5', null, 0],
];
/** Outside the range (the week before), and orchid-gardens' own. */
const MINE_BEFORE: AlertFixture[] = [['visitor.overstay', 'Raised', '02-28', 'SKV9', ['Alice', '8001'], 0]];
const THEIRS: AlertFixture[] = [
  ['special_vehicle.entry', 'Raised', '03-03', 'SKC3', null, null],
  ['visitor.overstay', 'Raised', '03-03', 'SKV9', ['Alice', '8001'], null],
];

let t: TestApp;
const ids: Record<string, number> = {};
const cams: { id: number; name: string; macAddress: string }[] = [];
let visitId = 0;
let vehicleEntryId = 0;

async function condoIdOf(alias: string) {
  const [condo] = await t.database.db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, alias));
  return (condo as { id: number }).id;
}

async function insertAlerts(condoId: number, fixture: AlertFixture[], links = false) {
  const db = t.database.db;
  const groups = await db.select().from(alertGroups);
  await db
    .insert(alertTypes)
    .values(
      TYPES.map(([aliasName, name, group]) => ({
        condoId,
        aliasName,
        name,
        alertGroupId: group ? (groups.find((row) => row.name === group)?.id ?? null) : null,
      })),
    )
    .onConflictDoNothing();
  const typeRows = await db
    .select({ id: alertTypes.id, aliasName: alertTypes.aliasName })
    .from(alertTypes)
    .where(eq(alertTypes.condoId, condoId));
  await db.insert(alerts).values(
    fixture.map(([alias, status, day, plate, visitor, device], index) => {
      const camera = device == null ? null : cams[device];
      return {
        condoId,
        alertTypeId: typeRows.find((row) => row.aliasName === alias)?.id as number,
        status,
        fromTime: at(day, 8 + index),
        toTime: status === 'Resolved' ? at(day, 9 + index) : null,
        description: `${alias} ${index}`,
        imagePath: index === 0 ? '/alerts/0.jpg' : null,
        remarks: index === 0 ? 'Checked' : null,
        comments: index === 0 ? [{ remarks: 'Called the unit' }] : [],
        deviceId: camera?.id ?? null,
        deviceName: camera?.name ?? null,
        numberPlate: plate,
        block: plate ? 'A' : null,
        unitNumber: plate ? '#01-01' : null,
        visitorName: visitor?.[0] ?? null,
        visitorPhone: visitor?.[1] ?? null,
        visitId: links && index === 0 ? visitId : null,
        vehicleEntryId: links && index === 4 ? vehicleEntryId : null,
      };
    }),
  );
}

type Visit = [type: 'Guest' | 'Contractor' | 'Delivery' | 'Pickup/Drop', day: string];
/** Visits: 7 in the week (3 Guest, 2 Contractor, 1 Delivery, 1 Pickup/Drop), 5 the week before. */
const VISITS: Visit[] = [
  ['Guest', '03-02'],
  ['Guest', '03-03'],
  ['Guest', '03-08'],
  ['Contractor', '03-04'],
  ['Contractor', '03-05'],
  ['Delivery', '03-06'],
  ['Pickup/Drop', '03-07'],
  ['Guest', '02-24'],
  ['Guest', '02-25'],
  ['Delivery', '02-26'],
  ['Contractor', '02-27'],
  ['Guest', '03-01'],
];
/**
 * Vehicles: in the week 4 entries, 4 exits (3 of them plus one that came in the week before); the week before
 * 2 entries and 1 exit.
 */
const VEHICLES: [plate: string, inDay: string, outDay: string | null][] = [
  ['V1', '03-02', '03-02'],
  ['V2', '03-03', '03-04'],
  ['V3', '03-05', '03-08'],
  ['V4', '03-07', null],
  ['V5', '02-29', '03-02'],
  ['V6', '02-25', '02-25'],
];

before(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const mb = await condoIdOf('marina-bay');
  const og = await condoIdOf('orchid-gardens');
  ids.mb = mb;
  ids.og = og;
  cams.push(
    ...(await db
      .select({ id: devices.id, name: devices.name, macAddress: devices.macAddress })
      .from(devices)
      .where(eq(devices.condoId, mb))
      .orderBy(asc(devices.id))
      .limit(2)),
  );
  const visitRows = await db
    .insert(visits)
    .values(
      VISITS.map(([visitorType, day], index) => ({
        condoId: mb,
        visitorName: `Visitor ${index}`,
        visitorPhone: `7000${index}`,
        visitorType,
        modeOfEntry: 'kiosk' as const,
        inTime: at(day, 8),
        outTime: index === 0 ? at(day, 20) : null,
      })),
    )
    .returning({ id: visits.id });
  visitId = visitRows[0]?.id as number;
  await db.insert(visits).values({
    condoId: og,
    visitorName: 'Theirs',
    visitorPhone: '7999',
    visitorType: 'Guest',
    modeOfEntry: 'kiosk',
    inTime: at('03-03'),
  });
  const entryRows = await db
    .insert(vehicleEntries)
    .values(
      [...VEHICLES, ['THEIRS', '03-03', '03-03'] as const].map(([numberPlate, inDay, outDay], index) => ({
        condoId: index === VEHICLES.length ? og : mb,
        numberPlate,
        entryType: 'visitor' as const,
        registered: false,
        lane: 'visitor' as const,
        vehicleType: 'car' as const,
        inTime: at(inDay, 7),
        outTime: outDay ? at(outDay, 22) : null,
      })),
    )
    .returning({ id: vehicleEntries.id });
  vehicleEntryId = entryRows[0]?.id as number;
  const message = (condoId: number, day: string) => ({
    condoId,
    from: ['noreply@demo.condo'],
    recipient: { full_name: 'R', email: 'r@example.com' },
    medium: 'mail',
    status: 'sent',
    type: 'MailSent',
    createdAt: at(day),
  });
  await db
    .insert(outboxes)
    .values([
      message(mb, '03-02'),
      message(mb, '03-05'),
      message(mb, '03-08'),
      message(mb, '02-27'),
      message(og, '03-03'),
    ]);
  await insertAlerts(mb, MINE, true);
  await insertAlerts(mb, MINE_BEFORE);
  await insertAlerts(og, THEIRS);
});
after(() => t.close());

async function get(path: string, query = RANGE, as: string = DEMO.manager, condo = MB) {
  return t.app.inject({ method: 'GET', url: `${condo}/api/v1/alerts${path}?${query}`, headers: await t.authAs(as) });
}
async function ok(path: string, query = RANGE) {
  const response = await get(path, query);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

const count = (keep: (row: AlertFixture) => boolean) => MINE.filter(keep).length;
const EXPECTED_TYPES = [
  // doc_count desc, then alias asc; [alias, name, total, raised, resolved] counted from MINE by hand.
  ['special_vehicle.entry', 'Special Vehicle Entry', 3, 2, 1],
  ['visitor.overstay', 'Visitor Overstay', 3, 2, 1],
  ['parking.unauthorized', 'Parking Unauthorized', 2, 1, 1],
  ['contractor.overstay', 'Contractor Overstay', 1, 0, 1],
  ['heavy_vehicle.entry', 'Heavy Vehicle Entry', 1, 1, 0],
] as const;

describe('Alerts', () => {
  test('index with report=true: rows newest first with the spec’s shape, and the whole aggregation', async () => {
    const body = await ok('', `${RANGE}&report=true`);
    assert.equal(body.total_entries, MINE.length);
    assert.equal(body.data.length, MINE.length);
    const times = body.data.map((row: { from_time: string }) => Date.parse(row.from_time));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.deepEqual(body.aggregation, {
      total_count: { value: 10 },
      status: {
        buckets: [
          { key: 'Raised', doc_count: 6 },
          { key: 'Resolved', doc_count: 4 },
        ],
      },
      alert_type_name: {
        buckets: EXPECTED_TYPES.map(([key, name, doc_count, raised, resolved]) => ({
          key,
          name,
          doc_count,
          raised: { doc_count: raised },
          resolved: { doc_count: resolved },
        })),
      },
    });
    const first = body.data.at(-1);
    const overStay = (await t.database.db.select().from(alertGroups).where(eq(alertGroups.name, 'Over Stay')))[0];
    assert.deepEqual(first, {
      id: first.id,
      alert_type_name: 'visitor.overstay',
      alert_type_display_name: 'Visitor Overstay',
      alert_group: { id: overStay?.id, name: 'Over Stay' },
      from_time: '2020-03-02T08:00:00.000Z',
      to_time: null,
      description: 'visitor.overstay 0',
      status: 'Raised',
      image_path: '/alerts/0.jpg',
      s3_image_path: '/alerts/0.jpg',
      remarks: 'Checked',
      comments: [{ remarks: 'Called the unit' }],
      device_name: cams[0]?.name,
      entity: {
        number_plate: 'SKV9',
        block: 'A',
        unit_number: '#01-01',
        visitor: { name: 'Alice', phone: '8001' },
        in_time: '2020-03-02T08:00:00.000Z',
        out_time: '2020-03-02T20:00:00.000Z',
      },
    });
    const unauthorized = body.data.find((row: { description: string }) => row.description === 'parking.unauthorized 4');
    assert.equal(unauthorized.alert_group.name, 'Unauthorized');
    assert.equal(unauthorized.to_time, null);
    assert.deepEqual(unauthorized.entity, {
      number_plate: 'SKB2',
      block: 'A',
      unit_number: '#01-01',
      visitor: { name: null, phone: null },
      in_time: '2020-03-02T07:00:00.000Z',
      out_time: '2020-03-02T22:00:00.000Z',
    });
    const special = body.data.find((row: { description: string }) => row.description === 'special_vehicle.entry 6');
    assert.equal(special.alert_group, null);
    assert.equal(special.entity.in_time, null);
  });

  test('index: paging (50 by default, both spellings), type filters under every spelling, no aggregation without report', async () => {
    const plain = await ok('', `${RANGE}&per_page=4&page=3`);
    assert.equal(plain.total_entries, 10);
    assert.equal(plain.data.length, 2);
    assert.equal(plain.aggregation, undefined);
    assert.equal((await ok('', `fromTime=${FROM}&toTime=${TO}&perPage=3`)).data.length, 3);
    const overstay = count((row) => row[0] === 'visitor.overstay');
    assert.equal((await ok('', `${RANGE}&alert_type_name[]=visitor.overstay`)).total_entries, overstay);
    assert.equal((await ok('', `${RANGE}&type[]=visitor.overstay`)).total_entries, overstay);
    assert.equal((await ok('', `${RANGE}&alert_type=visitor.overstay`)).total_entries, overstay);
    const two = await ok(
      '',
      `${RANGE}&alert_type_name[]=visitor.overstay&alert_type_name[]=heavy_vehicle.entry&report=true`,
    );
    assert.equal(two.total_entries, overstay + 1);
    assert.deepEqual(
      two.aggregation.alert_type_name.buckets.map((bucket: { key: string }) => bucket.key),
      ['visitor.overstay', 'heavy_vehicle.entry'],
    );
    assert.equal((await ok('', `${RANGE}&alert_type_name[]=no.such`)).total_entries, 0);
    const day = await ok('', 'from_time=2020-03-07T00:00:00Z&to_time=2020-03-07T23:59:59Z');
    assert.equal(
      day.total_entries,
      count((row) => row[2] === '03-07'),
    );
  });

  test('list: the report list with status buckets, 100 per page by default; aggs alone', async () => {
    const list = await ok('/list', `fromTime=${FROM}&toTime=${TO}&alert_type=special_vehicle.entry&page=1`);
    assert.equal(list.total_entries, 3);
    assert.equal(list.data.length, 3);
    assert.deepEqual(list.aggregation, {
      status: {
        buckets: [
          { key: 'Raised', doc_count: 2 },
          { key: 'Resolved', doc_count: 1 },
        ],
      },
    });
    const empty = await ok('/list', 'fromTime=2019-01-01T00:00:00Z&toTime=2019-01-02T00:00:00Z');
    assert.deepEqual(empty, {
      data: [],
      total_entries: 0,
      aggregation: {
        status: {
          buckets: [
            { key: 'Raised', doc_count: 0 },
            { key: 'Resolved', doc_count: 0 },
          ],
        },
      },
    });
    const aggs = await ok('/aggs');
    assert.equal(aggs.data.total_count.value, 10);
    assert.deepEqual(
      aggs.data.alert_type_name.buckets.map((bucket: { key: string; doc_count: number }) => [
        bucket.key,
        bucket.doc_count,
      ]),
      EXPECTED_TYPES.map(([key, , total]) => [key, total]),
    );
  });

  test('analytics cards: vehicles by group and by type, cameras, overstaying visitors; limit', async () => {
    const groups = await t.database.db.select().from(alertGroups);
    const groupId = (name: string) => groups.find((group) => group.name === name)?.id;
    const overStay = await ok(`/${groupId('Over Stay')}/most_alert_vehicles`);
    assert.deepEqual(overStay, {
      data: [
        { number_plate: 'SKV9', np: 'SKV9', count: 2 },
        { number_plate: 'SKA1', np: 'SKA1', count: 1 },
      ],
    });
    assert.deepEqual((await ok(`/${groupId('Unauthorized')}/most_alert_vehicles`)).data, [
      { number_plate: 'SKB2', np: 'SKB2', count: 2 },
    ]);
    assert.equal((await get('/999999/most_alert_vehicles')).statusCode, 404);
    assert.deepEqual((await ok('/alert_report_data', `${RANGE}&type=special_vehicle.entry`)).data, [
      { number_plate: 'SKC3', np: 'SKC3', count: 2 },
      { number_plate: 'SKD4', np: 'SKD4', count: 1 },
    ]);
    assert.deepEqual((await ok('/alert_report_data', `${RANGE}&type=special_vehicle.entry&limit=1`)).data, [
      { number_plate: 'SKC3', np: 'SKC3', count: 2 },
    ]);
    assert.deepEqual((await ok('/alert_report_data', `${RANGE}&type=heavy_vehicle.entry&limit=0`)).data, [
      { number_plate: 'SKE5', np: 'SKE5', count: 1 },
    ]);
    assert.equal((await get('/alert_report_data', RANGE)).statusCode, 422, 'type is required');
    assert.equal((await get('/alert_report_data', `${RANGE}&type=x&limit=101`)).statusCode, 422);
    const [cam0, cam1] = cams as [(typeof cams)[number], (typeof cams)[number]];
    assert.deepEqual((await ok('/most_alert_from_cam')).data, [
      { name: cam0.name, mac_address: cam0.macAddress, count: count((row) => row[5] === 0) },
      { name: cam1.name, mac_address: cam1.macAddress, count: count((row) => row[5] === 1) },
    ]);
    assert.deepEqual((await ok('/most_alert_overstay_visitor')).data, [
      { name: 'Alice', phone: '8001', count: 2 },
      { name: 'Bob', phone: '8002', count: 1 },
      { name: 'Carl', phone: '8003', count: 1 },
    ]);
    // Without a range: the current month, where the 2020 fixture is not.
    const thisMonth = await ok('/most_alert_overstay_visitor', '');
    assert.ok(!thisMonth.data.some((row: { phone: string }) => ['8001', '8002', '8003'].includes(row.phone)));
  });

  test('consolidated weekly report: vehicles, visitors, messages, top alerts and the change against the week before', async () => {
    const body = await ok('/consolidated_weekly_report');
    assert.deepEqual(body, {
      data: {
        // this week 4 in + 4 out = 8 against 2 in + 1 out = 3 the week before: +167 %.
        vehicles: { percentage: 167, entry_vehicles: 4, exit_vehicles: 4 },
        // 7 visits against 5: +40 %.
        visitors: { percentage: 40, visitors: 3, contractors: 2, pickup_delivery: 2 },
        total_notification: 3,
        top_alerts: EXPECTED_TYPES.map(([type, name, total], index) => ({ rank: index + 1, type, name, count: total })),
      },
    });
    // The week before: nothing before it, so the change is null (not computable); a week of 2019: all zero, 0 %.
    const before = await ok(
      '/consolidated_weekly_report',
      'from_time=2020-02-24T00:00:00Z&to_time=2020-03-01T23:59:59Z',
    );
    assert.deepEqual(before.data.vehicles, { percentage: null, entry_vehicles: 2, exit_vehicles: 1 });
    assert.deepEqual(before.data.visitors, { percentage: null, visitors: 3, contractors: 1, pickup_delivery: 1 });
    assert.equal(before.data.total_notification, 1);
    assert.deepEqual(before.data.top_alerts, [
      { rank: 1, type: 'visitor.overstay', name: 'Visitor Overstay', count: 1 },
    ]);
    const empty = await ok(
      '/consolidated_weekly_report',
      'from_time=2019-03-04T00:00:00Z&to_time=2019-03-10T23:59:59Z',
    );
    assert.deepEqual(empty.data, {
      vehicles: { percentage: 0, entry_vehicles: 0, exit_vehicles: 0 },
      visitors: { percentage: 0, visitors: 0, contractors: 0, pickup_delivery: 0 },
      total_notification: 0,
      top_alerts: [],
    });
  });

  test('isolation: orchid-gardens sees only its own alerts and counts', async () => {
    const theirs = (await get('', `${RANGE}&report=true`, DEMO.admin, OG)).json();
    assert.equal(theirs.total_entries, THEIRS.length);
    assert.deepEqual(theirs.aggregation.status.buckets, [
      { key: 'Raised', doc_count: 2 },
      { key: 'Resolved', doc_count: 0 },
    ]);
    const weekly = (await get('/consolidated_weekly_report', RANGE, DEMO.admin, OG)).json().data;
    assert.deepEqual(weekly.vehicles, { percentage: null, entry_vehicles: 1, exit_vehicles: 1 });
    assert.deepEqual(weekly.visitors, { percentage: null, visitors: 1, contractors: 0, pickup_delivery: 0 });
    assert.equal(weekly.total_notification, 1);
    const special = (await get('/alert_report_data', `${RANGE}&type=special_vehicle.entry`, DEMO.admin, OG)).json();
    assert.deepEqual(special.data, [{ number_plate: 'SKC3', np: 'SKC3', count: 1 }]);
    const [mbType] = await t.database.db
      .select({ id: alertTypes.id })
      .from(alertTypes)
      .where(and(eq(alertTypes.condoId, ids.mb as number), eq(alertTypes.aliasName, 'special_vehicle.entry')));
    assert.ok(mbType, 'each condo has its own alert types');
  });

  test('permissions, ranges and unknown condos', async () => {
    const paths = [
      '',
      '/list',
      '/aggs',
      '/consolidated_weekly_report',
      '/1/most_alert_vehicles',
      '/most_alert_from_cam',
      '/most_alert_overstay_visitor',
    ];
    for (const path of paths) {
      assert.equal((await get(path, RANGE, DEMO.viewer)).statusCode, 403, path);
      assert.equal((await get(path, RANGE, DEMO.admin, '/tenants/no-such-condo')).statusCode, 404, path);
      const long = await get(path, 'from_time=2020-01-01T00:00:00Z&to_time=2020-02-01T00:00:00Z');
      assert.equal(long.statusCode, 422, path);
    }
    assert.equal((await get('/alert_report_data', `${RANGE}&type=special_vehicle.entry`, DEMO.viewer)).statusCode, 403);
    const week = 'from_time=2020-03-02T00:00:00Z&to_time=2020-03-09T00:00:00Z';
    assert.equal((await get('', `${week}&date_type=week`)).statusCode, 422);
    assert.equal((await get('/list', `${week}&date_type=week`)).statusCode, 422);
    assert.equal((await get('', week)).statusCode, 200, '7 days are fine without a week periodical');
    const weekly = await get('/consolidated_weekly_report', week);
    assert.equal(weekly.statusCode, 422, 'the weekly digest is a week periodical by default');
    assert.match(weekly.json().message, /6 days/);
    assert.equal((await get('/consolidated_weekly_report', `${week}&date_type=month`)).statusCode, 200);
    assert.equal((await get('', `from_time=${TO}&to_time=${FROM}`)).statusCode, 422);
  });
});
