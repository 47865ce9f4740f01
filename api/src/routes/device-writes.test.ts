import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import {
  alerts,
  auditEvents,
  callLogs,
  condos,
  residents,
  residentVehicles,
  units,
  vehicleEntries,
  visitors,
} from '../db/schema';
import { demoBotToken, demoMac } from '../seed/demo-devices';
import { DEMO, startTestApp, type TestApp } from '../test/harness';

// The device writes (device-writes.ts) of vehicle-entries/, visits/, alerts/ and call-logs/, as one day at the gates.
const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
const bot = (slug: 'lnpr' | 'alert' | 'vms' | 'vizitin', alias = 'marina-bay') => ({
  authorization: `Token ${demoBotToken(alias, slug)}`,
});
const MAC = {
  entryCam: demoMac('marina-bay', 'Main Gate Entry'),
  exitCam: demoMac('marina-bay', 'Main Gate Exit'),
  alertCam: demoMac('marina-bay', 'Lobby Alert Cam'),
  kiosk: demoMac('marina-bay', 'Lobby VMS'),
  vizitin: demoMac('marina-bay', 'Tower A Entrance'),
  theirCam: demoMac('orchid-gardens', 'Main Gate Entry'),
};

let t: TestApp;
const ids = { mbCondo: 0, ogCondo: 0, mbUnit: 0, ogUnit: 0, mbResident: 0, ogResident: 0 };

async function firstOf(alias: string) {
  const db = t.database.db;
  const [condo] = await db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, alias));
  const condoId = (condo as { id: number }).id;
  const [unit] = await db.select({ id: units.id }).from(units).where(eq(units.condoId, condoId)).orderBy(asc(units.id));
  const [resident] = await db
    .select({ id: residents.id })
    .from(residents)
    .where(eq(residents.condoId, condoId))
    .orderBy(asc(residents.id));
  assert.ok(unit && resident, `a unit and a resident of ${alias}`);
  return { condoId, unitId: unit.id, residentId: resident.id };
}

before(async () => {
  t = await startTestApp();
  const mine = await firstOf('marina-bay');
  const theirs = await firstOf('orchid-gardens');
  Object.assign(ids, {
    mbCondo: mine.condoId,
    ogCondo: theirs.condoId,
    mbUnit: mine.unitId,
    ogUnit: theirs.unitId,
    mbResident: mine.residentId,
    ogResident: theirs.residentId,
  });
  await t.database.db.insert(residentVehicles).values([
    { condoId: mine.condoId, residentId: mine.residentId, numberPlate: 'SRES1001A', vehicleType: 'car' },
    // The same plate registered in the other condo says nothing about marina-bay.
    { condoId: theirs.condoId, residentId: theirs.residentId, numberPlate: 'SOTH2002B', vehicleType: 'car' },
  ]);
});
after(() => t.close());

type Headers = { authorization: string };
async function send(method: 'POST' | 'PUT', path: string, body: object | undefined, headers: Headers, condo = MB) {
  return t.app.inject({ method, url: `${condo}${path}`, headers, ...(body ? { payload: body } : {}) });
}
const expectStatus = (response: { statusCode: number; body: string }, status: number) =>
  assert.equal(response.statusCode, status, response.body);

const vehicleIn = (plate: string, lane = 'resident', mac = MAC.entryCam) => ({
  vehicle_entry: { number_plate: plate, vehicle_type: 'car', lane, mac_address: mac },
});
const visitBody = (overrides: Record<string, unknown> = {}) => ({
  visit: {
    visitor_name: 'Alice Tan',
    visitor_phone: '+65 9123 4567',
    visitor_type: 'Guest',
    unit_id: ids.mbUnit,
    purpose: 'Dinner',
    number_plate: 'SVIS3003C',
    mode_of_entry: 'kiosk',
    mac_address: MAC.kiosk,
    ...overrides,
  },
});

describe('vehicle entries from the plate cameras', () => {
  test('a registered resident vehicle comes in and goes out', async () => {
    const came = await send('POST', '/api/v1/vehicle_entries', vehicleIn('sres 1001a'), bot('lnpr'));
    expectStatus(came, 201);
    const entry = came.json().data;
    assert.deepEqual(
      { ...entry, id: 0, in_time: 'x' },
      {
        id: 0,
        number_plate: 'SRES1001A',
        entry_type: 'resident',
        registered: true,
        lane: 'resident',
        vehicle_type: 'car',
        resident_id: ids.mbResident,
        visit_id: null,
        visitor_name: null,
        visitor_phone: null,
        block: entry.block,
        unit_number: entry.unit_number,
        device_name: 'Main Gate Entry',
        in_time: 'x',
        out_time: null,
      },
    );
    t.clock.advance(90_000);
    const left = await send(
      'PUT',
      '/api/v1/vehicle_entries/exit',
      { vehicle_entry: { number_plate: 'SRES1001A', mac_address: MAC.exitCam } },
      bot('lnpr'),
    );
    expectStatus(left, 200);
    assert.equal(left.json().data.id, entry.id);
    const [row] = await t.database.db.select().from(vehicleEntries).where(eq(vehicleEntries.id, entry.id));
    assert.ok(row?.outTime && row.outTime >= row.inTime, 'out_time ≥ in_time');
    assert.equal(row.outTime.getTime() - row.inTime.getTime(), 90_000);
    // Nothing is inside any more.
    const again = await send(
      'PUT',
      '/api/v1/vehicle_entries/exit',
      { vehicle_entry: { number_plate: 'SRES1001A', mac_address: MAC.exitCam } },
      bot('lnpr'),
    );
    expectStatus(again, 404);
  });

  test('a plate of another condo’s resident, or of nobody, is an unregistered visitor', async () => {
    const response = await send('POST', '/api/v1/vehicle_entries', vehicleIn('SOTH2002B', 'visitor'), bot('lnpr'));
    expectStatus(response, 201);
    const { entry_type, registered, resident_id, visit_id, lane } = response.json().data;
    assert.deepEqual(
      { entry_type, registered, resident_id, visit_id, lane },
      {
        entry_type: 'visitor',
        registered: false,
        resident_id: null,
        visit_id: null,
        lane: 'visitor',
      },
    );
  });

  test('the camera must be one of the condo’s cameras; fields are checked', async () => {
    const theirs = await send(
      'POST',
      '/api/v1/vehicle_entries',
      vehicleIn('SX1', 'resident', MAC.theirCam),
      bot('lnpr'),
    );
    expectStatus(theirs, 422);
    assert.match(theirs.json().message, /must be a camera of this condo/);
    // A camera of the condo, but the Alert Bot's: the plate cameras' bot may not report for it; an admin may.
    const notItsOwn = await send(
      'POST',
      '/api/v1/vehicle_entries',
      vehicleIn('SX1', 'resident', MAC.alertCam),
      bot('lnpr'),
    );
    expectStatus(notItsOwn, 403);
    assert.match(notItsOwn.json().message, /is not assigned to this bot/);
    const byAdmin = await send(
      'POST',
      '/api/v1/vehicle_entries',
      vehicleIn('SX1', 'resident', MAC.alertCam),
      await t.authAs(DEMO.admin),
    );
    expectStatus(byAdmin, 201);
    const kiosk = await send('POST', '/api/v1/vehicle_entries', vehicleIn('SX1', 'resident', MAC.kiosk), bot('lnpr'));
    expectStatus(kiosk, 422);
    const bad = await send(
      'POST',
      '/api/v1/vehicle_entries',
      { vehicle_entry: { number_plate: 'X'.repeat(21), vehicle_type: 'tank', lane: 'side', mac_address: 'nope' } },
      bot('lnpr'),
    );
    expectStatus(bad, 422);
    const fields = (bad.json().data as string[]).join('\n');
    for (const field of ['number_plate', 'vehicle_type', 'lane', 'mac_address'])
      assert.match(fields, new RegExp(field));
  });

  test('401 without a token or with an unknown one; 404 for another condo’s path; 403 without the action', async () => {
    const body = vehicleIn('SNO1');
    expectStatus(await t.app.inject({ method: 'POST', url: `${MB}/api/v1/vehicle_entries`, payload: body }), 401);
    expectStatus(await send('POST', '/api/v1/vehicle_entries', body, { authorization: 'Token nope' }), 401);
    expectStatus(await send('POST', '/api/v1/vehicle_entries', body, bot('lnpr'), OG), 404);
    expectStatus(await send('POST', '/api/v1/vehicle_entries', body, bot('lnpr'), '/tenants/no-such-condo'), 404);
    // The Alert Bot may not report vehicles; a console viewer may not either.
    expectStatus(await send('POST', '/api/v1/vehicle_entries', body, bot('alert')), 403);
    expectStatus(await send('POST', '/api/v1/vehicle_entries', body, await t.authAs(DEMO.viewer)), 403);
    expectStatus(
      await send(
        'PUT',
        '/api/v1/vehicle_entries/exit',
        { vehicle_entry: { number_plate: 'SNO1', mac_address: MAC.exitCam } },
        await t.authAs(DEMO.viewer),
      ),
      403,
    );
  });
});

describe('visits from the kiosks', () => {
  test('a visitor checks in (found again by phone), drives in linked to the visit, and checks out', async () => {
    const first = await send('POST', '/api/v1/visits', visitBody(), bot('vms'));
    expectStatus(first, 201);
    const visit = first.json().data;
    assert.equal(visit.visitor_name, 'Alice Tan');
    assert.equal(visit.visitor_type, 'Guest');
    assert.equal(visit.unit_id, ids.mbUnit);
    assert.equal(visit.number_plate, 'SVIS3003C');
    assert.equal(visit.mode_of_entry, 'kiosk');
    assert.equal(visit.device_name, 'Lobby VMS');
    assert.equal(visit.out_time, null);
    assert.equal(typeof visit.unit_number, 'string');

    const car = await send('POST', '/api/v1/vehicle_entries', vehicleIn('SVIS3003C', 'visitor'), bot('lnpr'));
    expectStatus(car, 201);
    const entry = car.json().data;
    assert.deepEqual(
      [entry.entry_type, entry.registered, entry.visit_id, entry.visitor_name, entry.visitor_phone, entry.unit_number],
      ['visitor', true, visit.id, 'Alice Tan', '+65 9123 4567', visit.unit_number],
    );

    // The same phone later: the same visitor, renamed.
    const second = await send(
      'POST',
      '/api/v1/visits',
      visitBody({ visitor_name: 'Alice T.', number_plate: undefined, mac_address: MAC.vizitin }),
      bot('vizitin'),
    );
    expectStatus(second, 201);
    assert.equal(second.json().data.visitor_id, visit.visitor_id);
    const rows = await t.database.db
      .select()
      .from(visitors)
      .where(and(eq(visitors.condoId, ids.mbCondo), eq(visitors.phone, '+65 9123 4567')));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.name, 'Alice T.');
    assert.equal(rows[0]?.numberPlate, 'SVIS3003C', 'a visit without a plate keeps the visitor’s plate');

    t.clock.advance(60_000);
    const out = await send('PUT', `/api/v1/visits/${visit.id}/checkout`, undefined, bot('vms'));
    expectStatus(out, 200);
    assert.ok(out.json().data.out_time >= visit.in_time);
    expectStatus(await send('PUT', `/api/v1/visits/${visit.id}/checkout`, undefined, bot('vms')), 422);
  });

  test('another condo’s unit is refused; a visit of another condo is not found; fields are checked', async () => {
    const foreign = await send('POST', '/api/v1/visits', visitBody({ unit_id: ids.ogUnit }), bot('vms'));
    expectStatus(foreign, 422);
    assert.match(foreign.json().message, new RegExp(`^unit_id ${ids.ogUnit} must be a unit of this condo`));
    const theirs = await send('POST', '/api/v1/visits', visitBody(), bot('vms', 'orchid-gardens'), OG);
    // orchid-gardens' kiosk has another MAC address: marina-bay's kiosk is not theirs.
    expectStatus(theirs, 422);
    const bad = await send(
      'POST',
      '/api/v1/visits',
      visitBody({ visitor_type: 'Burglar', mode_of_entry: 'window', visitor_phone: 'call me' }),
      bot('vms'),
    );
    expectStatus(bad, 422);
    const mine = (
      await send('POST', '/api/v1/visits', visitBody({ visitor_phone: '+65 8000 0003' }), bot('vms'))
    ).json().data;
    expectStatus(
      await send('PUT', `/api/v1/visits/${mine.id}/checkout`, undefined, bot('vms', 'orchid-gardens'), OG),
      404,
    );
    expectStatus(await send('POST', '/api/v1/visits', visitBody(), await t.authAs(DEMO.viewer)), 403);
    expectStatus(await send('POST', '/api/v1/visits', visitBody(), bot('lnpr')), 403);
    expectStatus(await t.app.inject({ method: 'POST', url: `${MB}/api/v1/visits`, payload: visitBody() }), 401);
  });
});

describe('alerts from the alert bot', () => {
  test('raised about a visit, then resolved once', async () => {
    const visit = (
      await send(
        'POST',
        '/api/v1/visits',
        visitBody({ visitor_phone: '+65 8000 0001', number_plate: 'SOVR4004D' }),
        bot('vms'),
      )
    ).json().data;
    const raised = await send(
      'POST',
      '/api/v1/alerts',
      {
        alert: {
          alert_type: 'overstay_visitor',
          description: 'Over 4 hours',
          mac_address: MAC.alertCam,
          visit_id: visit.id,
        },
      },
      bot('alert'),
    );
    expectStatus(raised, 201);
    const alert = raised.json().data;
    assert.equal(alert.status, 'Raised');
    assert.equal(alert.alert_type.alias_name, 'overstay_visitor');
    assert.equal(alert.to_time, null);
    assert.deepEqual(
      [alert.visit_id, alert.number_plate, alert.visitor_name, alert.unit_number, alert.device_name],
      [visit.id, 'SOVR4004D', 'Alice Tan', visit.unit_number, 'Lobby Alert Cam'],
    );
    t.clock.advance(120_000);
    const resolved = await send(
      'PUT',
      `/api/v1/alerts/${alert.id}/resolve`,
      { alert: { remarks: 'Visitor left' } },
      bot('alert'),
    );
    expectStatus(resolved, 200);
    const done = resolved.json().data;
    assert.equal(done.status, 'Resolved');
    assert.equal(done.remarks, 'Visitor left');
    assert.equal(Date.parse(done.to_time) - Date.parse(done.from_time), 120_000);
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, alert.id));
    assert.deepEqual(row?.comments, [{ remarks: 'Visitor left' }]);
    const twice = await send('PUT', `/api/v1/alerts/${alert.id}/resolve`, {}, bot('alert'));
    expectStatus(twice, 422);
    assert.equal(twice.json().message, 'This alert is already resolved');
    expectStatus(await send('PUT', `/api/v1/alerts/${alert.id}/resolve`, {}, bot('alert', 'orchid-gardens'), OG), 404);
  });

  test('unknown alert type, another condo’s visit or vehicle entry: 422; viewer: 403', async () => {
    const unknown = await send(
      'POST',
      '/api/v1/alerts',
      { alert: { alert_type: 'no_such', description: '' } },
      bot('alert'),
    );
    expectStatus(unknown, 422);
    assert.match(unknown.json().message, /alert_type no_such must be the alias/);
    // A visit of marina-bay named from orchid-gardens.
    const visit = (
      await send('POST', '/api/v1/visits', visitBody({ visitor_phone: '+65 8000 0002' }), bot('vms'))
    ).json().data;
    const foreign = await send(
      'POST',
      '/api/v1/alerts',
      { alert: { alert_type: 'overstay_visitor', description: 'x', visit_id: visit.id } },
      bot('alert', 'orchid-gardens'),
      OG,
    );
    expectStatus(foreign, 422);
    assert.match(foreign.json().message, new RegExp(`^visit_id ${visit.id} must be a visit of this condo`));
    const body = { alert: { alert_type: 'overstay_visitor', description: 'x' } };
    expectStatus(await send('POST', '/api/v1/alerts', body, await t.authAs(DEMO.viewer)), 403);
    expectStatus(await send('POST', '/api/v1/alerts', body, bot('lnpr')), 403);
  });
});

describe('calls and resident entries from the vizitins', () => {
  test('a call to a unit takes its first resident; a call to a resident takes theirs', async () => {
    const byResident = await send(
      'POST',
      '/api/v1/call_logs',
      {
        call_log: {
          status: 'answered',
          gate_open: 'accepted',
          call_type: 'video_call',
          resident_id: ids.mbResident,
          mac_address: MAC.vizitin,
          forwarded_call: false,
        },
      },
      bot('vizitin'),
    );
    expectStatus(byResident, 201);
    const log = byResident.json().data;
    assert.equal(log.status, 'answered');
    assert.equal(log.call_type, 'video_call');
    assert.deepEqual(log.device_data, { name: 'Tower A Entrance', mac_address: MAC.vizitin });
    const [resident] = await t.database.db.select().from(residents).where(eq(residents.id, ids.mbResident));
    assert.equal(log.resident.name, resident?.name);
    const forwarded = await send(
      'POST',
      '/api/v1/call_logs',
      {
        call_log: {
          status: 'forwarded',
          call_type: 'ivr',
          unit_number: '#99-99',
          mac_address: MAC.vizitin,
          forwarded_call: true,
          forwarded_to: 'secondary',
          forwarded_reason: 'No answer',
        },
      },
      bot('vizitin'),
    );
    expectStatus(forwarded, 201);
    const second = forwarded.json().data;
    assert.deepEqual(
      [second.unit_number, second.resident.name, second.forwarded_call, second.forwarded_to, second.gate_open],
      ['#99-99', null, true, 'secondary', null],
    );
    const [stored] = await t.database.db.select().from(callLogs).where(eq(callLogs.id, second.id));
    assert.equal(stored?.condoId, ids.mbCondo);
  });

  test('a call needs a unit or a resident of the condo; viewer 403', async () => {
    const body = (extra: object) => ({
      call_log: { status: 'answered', call_type: 'ivr', mac_address: MAC.vizitin, ...extra },
    });
    const none = await send('POST', '/api/v1/call_logs', body({}), bot('vizitin'));
    expectStatus(none, 422);
    assert.equal(none.json().message, 'unit_number or resident_id is required');
    const foreign = await send('POST', '/api/v1/call_logs', body({ resident_id: ids.ogResident }), bot('vizitin'));
    expectStatus(foreign, 422);
    assert.match(foreign.json().message, new RegExp(`^resident_id ${ids.ogResident} must be a resident of this condo`));
    expectStatus(
      await send('POST', '/api/v1/call_logs', body({ unit_number: '#01' }), await t.authAs(DEMO.viewer)),
      403,
    );
    expectStatus(await send('POST', '/api/v1/call_logs', body({ unit_number: '#01' }), bot('vms')), 403);
  });

  test('a resident through a gate by face', async () => {
    const body = (residentId: number) => ({
      resident_entry: { resident_id: residentId, entry_mode: 'FACE', mac_address: MAC.vizitin },
    });
    const response = await send('POST', '/api/v1/resident_entries', body(ids.mbResident), bot('vizitin'));
    expectStatus(response, 201);
    const entry = response.json().data;
    assert.equal(entry.resident_id, ids.mbResident);
    assert.equal(entry.entry_mode, 'FACE');
    assert.equal(entry.device_name, 'Tower A Entrance');
    expectStatus(await send('POST', '/api/v1/resident_entries', body(ids.ogResident), bot('vizitin')), 422);
    expectStatus(
      await send('POST', '/api/v1/resident_entries', body(ids.mbResident), await t.authAs(DEMO.viewer)),
      403,
    );
    const wrongMode = await send(
      'POST',
      '/api/v1/resident_entries',
      { resident_entry: { resident_id: ids.mbResident, entry_mode: 'PIN', mac_address: MAC.vizitin } },
      bot('vizitin'),
    );
    expectStatus(wrongMode, 422);
  });

  test('device reports leave no audit events', async () => {
    const before = await t.database.db.$count(auditEvents);
    expectStatus(await send('POST', '/api/v1/vehicle_entries', vehicleIn('SAUD5005E'), bot('lnpr')), 201);
    assert.equal(await t.database.db.$count(auditEvents), before);
  });
});

describe('every device write', () => {
  const ROUTES: [method: 'POST' | 'PUT', path: string][] = [
    ['POST', '/api/v1/vehicle_entries'],
    ['PUT', '/api/v1/vehicle_entries/exit'],
    ['POST', '/api/v1/visits'],
    ['PUT', '/api/v1/visits/1/checkout'],
    ['POST', '/api/v1/alerts'],
    ['PUT', '/api/v1/alerts/1/resolve'],
    ['POST', '/api/v1/call_logs'],
    ['POST', '/api/v1/resident_entries'],
  ];

  test('401 without a token, 403 for a console viewer, 404 for a condo nobody has', async () => {
    const viewer = await t.authAs(DEMO.viewer);
    for (const [method, path] of ROUTES) {
      const anonymous = await t.app.inject({ method, url: `${MB}${path}`, payload: {} });
      assert.equal(anonymous.statusCode, 401, `${method} ${path}`);
      assert.equal((await send(method, path, {}, viewer)).statusCode, 403, `${method} ${path}`);
      assert.equal((await send(method, path, {}, bot('lnpr'), '/tenants/no-such-condo')).statusCode, 404, path);
    }
  });
});
