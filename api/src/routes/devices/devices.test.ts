import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { demoBotToken, demoMac, simulatedDevices } from '../../seed/demo-devices';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';

async function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, email: string = DEMO.manager) {
  return t.app.inject({
    method,
    url,
    headers: await t.authAs(email),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function deviceId(prefix: string, plural: string, name: string): Promise<number> {
  const email = prefix === MB ? DEMO.manager : DEMO.admin;
  const response = await call('GET', `${prefix}/api/v1/${plural}?query=${encodeURIComponent(name)}`, undefined, email);
  const found = response.json().data.find((row: { name: string }) => row.name === name);
  assert.ok(found, `${plural} ${name}`);
  return found.id;
}

const heartbeat = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/devices/heartbeat',
    headers: { authorization: `Token ${token}` },
    payload: body,
  });

describe('device lists', () => {
  test('cameras: envelope, row shape, type and camera_type filters, search', async () => {
    const all = await call('GET', `${MB}/api/v1/cameras?page=1&per_page=25`);
    assert.equal(all.statusCode, 200);
    assert.equal(all.json().total_entries, 8);
    const row = all.json().data[0];
    for (const key of [
      'id',
      'name',
      'mac_address',
      'type',
      'camera_type',
      'status',
      'state',
      'timeout',
      'bot',
      'pending_commands',
    ])
      assert.ok(key in row, key);
    assert.equal(typeof row.timeout, 'string');
    const alerts = await call('GET', `${MB}/api/v1/cameras?type=AlertCamera`);
    assert.equal(alerts.json().total_entries, 2);
    // Spec part 1 §7: the camera list takes `type` (one camera type, or a purpose), nothing else.
    const exits = await call('GET', `${MB}/api/v1/cameras?type=resident_exit_cam`);
    assert.deepEqual(
      exits.json().data.map((r: { camera_type: string }) => r.camera_type),
      ['resident_exit_cam'],
    );
    assert.equal((await call('GET', `${MB}/api/v1/cameras?type=no_such_cam`)).statusCode, 422);
    const search = await call('GET', `${MB}/api/v1/cameras?query=gate%20ent`);
    assert.deepEqual(
      search.json().data.map((r: { name: string }) => r.name),
      ['Main Gate Entry'],
    );
    const byMac = await call(
      'GET',
      `${MB}/api/v1/cameras?query=${demoMac('marina-bay', 'Lobby Alert Cam').slice(3, 11)}`,
    );
    assert.equal(byMac.json().data[0].name, 'Lobby Alert Cam');
  });

  test('kiosks filter by kiosk_filter (facility = facility_device); vizitins take search', async () => {
    const facility = await call('GET', `${MB}/api/v1/kiosks?type[]=facility`);
    assert.deepEqual(
      facility
        .json()
        .data.map((r: { device_type: string; facility: { name: string } }) => [r.device_type, r.facility?.name]),
      [['facility_device', 'Gym']],
    );
    const vizitins = await call('GET', `${MB}/api/v1/vizitins?search=tower&type[]=vizitin_pro`);
    assert.deepEqual(
      vizitins.json().data.map((r: { name: string; version: string }) => [r.name, r.version]),
      [['Tower B Entrance', 'v2']],
    );
  });

  test('another condo’s device is 404 through this condo', async () => {
    const theirs = await deviceId(OG, 'cameras', 'Main Gate Entry');
    assert.equal((await call('GET', `${MB}/api/v1/cameras/${theirs}`)).statusCode, 404);
    assert.equal((await call('PUT', `${MB}/api/v1/vizitins/${theirs}/reset`)).statusCode, 404);
    assert.equal(
      (await call('PUT', `${MB}/api/v1/cameras/${theirs}`, { cameras: { status: 'inactive' } })).statusCode,
      404,
    );
    assert.equal((await call('GET', `${MB}/api/v1/vizitins/${theirs}/face_id_images`)).statusCode, 404);
    const kiosk = await deviceId(OG, 'kiosks', 'Lobby VMS');
    assert.equal((await call('GET', `${MB}/api/v1/kiosks/${kiosk}/workflows`)).statusCode, 404);
    // A camera id is not a kiosk id either.
    const camera = await deviceId(MB, 'cameras', 'Main Gate Entry');
    assert.equal((await call('GET', `${MB}/api/v1/kiosks/${camera}`)).statusCode, 404);
  });
});

describe('creating and changing devices', () => {
  test('a camera: defaults, normalised MAC, message', async () => {
    const response = await call('POST', `${MB}/api/v1/cameras`, {
      cameras: {
        name: 'Tower C Entry',
        mac_address: 'aa-bb-cc-00-11-22',
        camera_type: 'visitor_entry_cam',
        timeout: 30,
        dcs_channel: 'dcs-3',
      },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { data, message } = response.json();
    assert.equal(message, 'Camera created successfully');
    assert.equal(data.mac_address, 'AA:BB:CC:00:11:22');
    assert.equal(data.type, 'LnprCamera');
    assert.equal(data.status, 'active');
    assert.equal(data.timeout, '30');
    assert.equal(data.state, null);
    assert.equal(data.created_by.name, 'Rahul');
  });

  test('required fields, enums, MAC format, camera type against purpose', async () => {
    const missing = await call('POST', `${MB}/api/v1/cameras`, { cameras: { name: 'X' } });
    assert.equal(missing.statusCode, 422);
    for (const field of ['mac_address', 'camera_type', 'timeout', 'dcs_channel'])
      assert.ok(missing.json().data.includes(`cameras.${field} is required`), missing.body);
    const bad = await call('POST', `${MB}/api/v1/kiosks`, {
      kiosks: { name: 'K', mac_address: 'AA:BB:CC', timeout: '0', description: 'd', device_type: 'robot' },
    });
    assert.equal(bad.statusCode, 422);
    assert.ok(
      bad.json().data.some((m: string) => m.startsWith('kiosks.mac_address must be six hex pairs')),
      bad.body,
    );
    assert.ok(
      bad.json().data.some((m: string) => m.startsWith('kiosks.timeout must be a whole number')),
      bad.body,
    );
    assert.ok(
      bad.json().data.some((m: string) => m.startsWith('kiosks.device_type must be one of')),
      bad.body,
    );
    const mismatch = await call('POST', `${MB}/api/v1/cameras`, {
      cameras: {
        name: 'C',
        mac_address: 'AA:BB:CC:00:11:99',
        type: 'AlertCamera',
        camera_type: 'internal_cam',
        timeout: 5,
        dcs_channel: '1',
      },
    });
    assert.equal(mismatch.statusCode, 422);
    assert.equal(mismatch.json().message, 'camera_type must be one of alert_cam for AlertCamera');
    const vizitin = await call('POST', `${MB}/api/v1/vizitins`, {
      vizitins: { name: 'V', mac_address: 'AA:BB:CC:00:11:98', timeout: '5', description: 'd' },
    });
    assert.equal(vizitin.statusCode, 422);
    assert.deepEqual(vizitin.json().data, ['vizitins.device_type is required']);
  });

  test('a MAC address already used in the condo, by any kind, is 422; another condo may reuse it', async () => {
    const mac = demoMac('marina-bay', 'Lobby VMS');
    const response = await call('POST', `${MB}/api/v1/vizitins`, {
      vizitins: {
        name: 'Dup',
        mac_address: mac.toLowerCase(),
        timeout: '5',
        description: 'd',
        device_type: 'vizitin_plus',
      },
    });
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().message, `MAC address ${mac} is already used by Lobby VMS`);
    assert.deepEqual(response.json().data, [`MAC address ${mac} is already used by Lobby VMS`]);
    const elsewhere = await call(
      'POST',
      `${OG}/api/v1/kiosks`,
      {
        kiosks: { name: 'Reuse', mac_address: mac, timeout: '5', description: 'd', device_type: 'vms' },
      },
      DEMO.admin,
    );
    assert.equal(elsewhere.statusCode, 200, elsewhere.body);
  });

  test('name and MAC are locked; the same values pass; bot and facility must be this condo’s', async () => {
    const id = await deviceId(MB, 'kiosks', 'Web Check-in');
    const mac = demoMac('marina-bay', 'Web Check-in');
    const renamed = await call('PUT', `${MB}/api/v1/kiosks/${id}`, { kiosks: { name: 'Other' } });
    assert.equal(renamed.statusCode, 422);
    assert.match(renamed.json().message, /^name cannot be changed/);
    const remac = await call('PUT', `${MB}/api/v1/kiosks/${id}`, { kiosks: { mac_address: 'AA:AA:AA:AA:AA:AA' } });
    assert.match(remac.json().message, /^mac_address cannot be changed/);
    const bots = (await call('GET', `${OG}/api/v1/bots`, undefined, DEMO.admin)).json().data;
    const foreignBot = await call('PUT', `${MB}/api/v1/kiosks/${id}`, { kiosks: { bot_id: bots[0].id } });
    assert.equal(foreignBot.statusCode, 422);
    assert.equal(foreignBot.json().message, `bot_id ${bots[0].id} must be a bot of this condo`);
    const facilities = (await call('GET', `${MB}/api/v1/facilities`)).json().data;
    const same = await call('PUT', `${MB}/api/v1/kiosks/${id}`, {
      kiosks: {
        name: 'Web Check-in',
        mac_address: mac.toLowerCase(),
        device_type: 'facility_device',
        facility_id: facilities[0].id,
        timeout: '15',
      },
    });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal(same.json().data.facility.name, facilities[0].name);
    assert.equal(same.json().data.timeout, '15');
    assert.equal(same.json().message, 'Kiosk updated successfully');
  });

  test('the Viewer reads the devices it sees in its menu but may not create, update or reset (403)', async () => {
    const forced = await call(
      'POST',
      `${MB}/api/v1/cameras`,
      {
        cameras: {
          name: 'Nope',
          mac_address: 'AA:BB:CC:DD:EE:01',
          camera_type: 'internal_cam',
          timeout: 5,
          dcs_channel: '1',
        },
      },
      DEMO.viewer,
    );
    assert.equal(forced.statusCode, 403);
    assert.equal(
      (await call('PUT', `${MB}/api/v1/vizitins/1/device_hard_reset`, undefined, DEMO.viewer)).statusCode,
      403,
    );
    const gate = await deviceId(MB, 'cameras', 'Main Gate Entry');
    assert.equal((await call('PUT', `${MB}/api/v1/vizitins/${gate}/reset`, undefined, DEMO.viewer)).statusCode, 403);
    assert.equal((await call('GET', `${MB}/api/v1/cameras`, undefined, DEMO.viewer)).statusCode, 200);
  });

  test('Details’ Reset of a camera or kiosk goes through the one reset path the spec gives', async () => {
    const kiosk = await deviceId(MB, 'kiosks', 'Guard House Handheld');
    assert.deepEqual((await call('PUT', `${MB}/api/v1/vizitins/${kiosk}/reset`)).json(), {
      message: 'Reset successfully',
    });
    const row = (await call('GET', `${MB}/api/v1/kiosks/${kiosk}`)).json().data;
    assert.equal(row.pending_commands[0].kind, 'reset');
    assert.equal((await call('PUT', `${MB}/api/v1/kiosks/${kiosk}/reset`)).statusCode, 404);
  });
});

describe('heartbeat, state and commands', () => {
  test('state: null never seen, working after a heartbeat, lost_connectivity after the timeout, inactive', async () => {
    const [gate] = simulatedDevices('marina-bay');
    assert.ok(gate);
    const id = await deviceId(MB, 'cameras', gate.name);
    const show = async () => (await call('GET', `${MB}/api/v1/cameras/${id}`)).json().data;
    assert.equal((await show()).state, null);
    const beat = await heartbeat(gate.token, { mac_address: gate.macAddress.toLowerCase() });
    assert.equal(beat.statusCode, 200, beat.body);
    assert.deepEqual(beat.json(), { data: { commands: [] } });
    assert.equal((await show()).state, 'working');
    assert.ok((await show()).last_data_at);
    await heartbeat(gate.token, { mac_address: gate.macAddress, state: 'stopped' });
    assert.equal((await show()).state, 'stopped');
    t.clock.advance(3 * 60_000); // the simulated devices' timeout is 2 minutes
    assert.equal((await show()).state, 'lost_connectivity');
    await call('PUT', `${MB}/api/v1/cameras/${id}`, { cameras: { status: 'inactive' } });
    assert.equal((await show()).state, 'inactive');
    await call('PUT', `${MB}/api/v1/cameras/${id}`, { cameras: { status: 'active' } });
  });

  test('heartbeat refusals: no token 401, wrong bot 403, unknown MAC 404', async () => {
    const [gate] = simulatedDevices('marina-bay');
    assert.ok(gate);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/devices/heartbeat',
      payload: { mac_address: gate.macAddress },
    });
    assert.equal(none.statusCode, 401);
    assert.equal((await heartbeat('not-a-token-at-all', { mac_address: gate.macAddress })).statusCode, 401);
    assert.equal(
      (await heartbeat(demoBotToken('marina-bay', 'alert'), { mac_address: gate.macAddress })).statusCode,
      403,
    );
    // Another condo's bot does not see this condo's device.
    assert.equal(
      (await heartbeat(demoBotToken('orchid-gardens', 'lnpr'), { mac_address: gate.macAddress })).statusCode,
      404,
    );
  });

  test('a reset is delivered once, acknowledged, and shows in pending_commands', async () => {
    const tower = simulatedDevices('marina-bay').find((d) => d.name === 'Tower A Entrance');
    assert.ok(tower);
    const id = await deviceId(MB, 'vizitins', tower.name);
    const reset = await call('PUT', `${MB}/api/v1/vizitins/${id}/reset`);
    assert.deepEqual(reset.json(), { message: 'Reset successfully' });
    const hard = await call('PUT', `${MB}/api/v1/vizitins/${id}/device_hard_reset`);
    assert.equal(
      hard.json().message,
      'The device hard reset has been initiated. Face synchronization will now restart from the beginning.',
    );
    let row = (await call('GET', `${MB}/api/v1/vizitins/${id}`)).json().data;
    assert.deepEqual(
      row.pending_commands.map((c: { kind: string; status: string }) => [c.kind, c.status]),
      [
        ['hard_reset', 'pending'],
        ['reset', 'pending'],
      ],
    );
    const first = await heartbeat(tower.token, { mac_address: tower.macAddress });
    const commands = first.json().data.commands;
    assert.deepEqual(
      commands.map((c: { kind: string }) => c.kind),
      ['reset', 'hard_reset'],
    );
    const again = await heartbeat(tower.token, { mac_address: tower.macAddress });
    assert.deepEqual(again.json().data.commands, [], 'delivered once');
    row = (await call('GET', `${MB}/api/v1/vizitins/${id}`)).json().data;
    assert.ok(row.pending_commands.every((c: { status: string }) => c.status === 'delivered'));
    // Unacknowledged for over a minute: delivered again; then acknowledged: done, never again.
    t.clock.advance(61_000);
    const redelivered = await heartbeat(tower.token, { mac_address: tower.macAddress });
    assert.equal(redelivered.json().data.commands.length, 2);
    await heartbeat(tower.token, {
      mac_address: tower.macAddress,
      acked_command_ids: commands.map((c: { id: number }) => c.id),
    });
    t.clock.advance(61_000);
    assert.deepEqual((await heartbeat(tower.token, { mac_address: tower.macAddress })).json().data.commands, []);
    row = (await call('GET', `${MB}/api/v1/vizitins/${id}`)).json().data;
    assert.ok(row.pending_commands.every((c: { status: string }) => c.status === 'done'));
  });

  test('in-app update: version rule, unknown MAC 404, command with the version', async () => {
    const tower = simulatedDevices('marina-bay').find((d) => d.name === 'Tower B Entrance');
    assert.ok(tower);
    for (const update_version of ['', '   ', '2.1 beta', '1;rm']) {
      const bad = await call('PUT', `${MB}/api/v1/vizitins/device_in_app_update`, {
        update_version,
        device_mac_address: tower.macAddress,
      });
      assert.equal(bad.statusCode, 422);
      assert.equal(bad.json().message, 'Please enter the latest version');
    }
    const missing = await call('PUT', `${MB}/api/v1/vizitins/device_in_app_update`, {
      device_mac_address: tower.macAddress,
    });
    assert.equal(missing.json().message, 'Please enter the latest version');
    const unknown = await call('PUT', `${MB}/api/v1/vizitins/device_in_app_update`, {
      update_version: '2.1',
      device_mac_address: '00:00:00:00:00:00',
    });
    assert.equal(unknown.statusCode, 404);
    const foreign = await call('PUT', `${MB}/api/v1/vizitins/device_in_app_update`, {
      update_version: '2.1',
      device_mac_address: demoMac('orchid-gardens', 'Tower B Entrance'),
    });
    assert.equal(foreign.statusCode, 404);
    const ok = await call('PUT', `${MB}/api/v1/vizitins/device_in_app_update`, {
      update_version: 'v2.4_1',
      device_mac_address: tower.macAddress.toLowerCase(),
    });
    assert.deepEqual(ok.json(), { message: 'Device update initiated successfully' });
    const beat = await heartbeat(tower.token, { mac_address: tower.macAddress });
    assert.deepEqual(
      beat.json().data.commands.map((c: { kind: string; payload: unknown }) => [c.kind, c.payload]),
      [['in_app_update', { version: 'v2.4_1' }]],
    );
  });
});

describe('workflows', () => {
  const upload = async (url: string, parts: { name?: string; version?: string; file?: [string, string] }) => {
    const boundary = '----condo-test';
    const chunks: string[] = [];
    if (parts.name !== undefined)
      chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="workflow[name]"\r\n\r\n${parts.name}\r\n`);
    if (parts.version !== undefined)
      chunks.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="workflow[version]"\r\n\r\n${parts.version}\r\n`,
      );
    if (parts.file)
      chunks.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${parts.file[0]}"\r\nContent-Type: application/json\r\n\r\n${parts.file[1]}\r\n`,
      );
    chunks.push(`--${boundary}--\r\n`);
    return t.app.inject({
      method: 'PUT',
      url,
      headers: { ...(await t.authAs(DEMO.manager)), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: chunks.join(''),
    });
  };

  test('upload makes the workflow current; a bad file is 422 and keeps the current one', async () => {
    const id = await deviceId(MB, 'kiosks', 'Lobby VMS');
    const base = `${MB}/api/v1/kiosks/${id}`;
    const before = (await call('GET', `${base}/workflows`)).json();
    assert.equal(before.data.length, 2);
    assert.equal(before.data.filter((w: { current: boolean }) => w.current).length, 1);
    const ok = await upload(`${base}/workflow`, {
      name: 'Night flow',
      version: '2.0',
      file: ['night.json', '{"steps":["call_guard"]}'],
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().message, 'Workflow uploaded..!!!');
    const list = (await call('GET', `${base}/workflows`)).json();
    assert.equal(list.workflow_id, ok.json().data.id);
    assert.deepEqual(list.data[0].content, { steps: ['call_guard'] });
    assert.equal(list.data[0].current, true);
    assert.equal(list.data[0].created_by.name, 'Rahul');

    for (const [file, text] of [
      ['bad.json', '{"steps": ['],
      ['list.json', '[1,2]'],
      ['notes.txt', '{}'],
      ['nul.json', '{"steps":["a\\u0000b"]}'],
    ] as const) {
      const bad = await upload(`${base}/workflow`, { name: 'Bad', version: '1', file: [file, text] });
      assert.equal(bad.statusCode, 422, bad.body);
    }
    // A multipart body is read by the route itself: a NUL there is refused like anywhere else (security finding 9).
    const nulName = await upload(`${base}/workflow`, { name: 'Night\u0000', version: '1', file: ['a.json', '{}'] });
    assert.equal(nulName.json().message, 'workflow[name] must not contain NUL characters');
    const noName = await upload(`${base}/workflow`, { version: '1', file: ['a.json', '{}'] });
    assert.equal(noName.json().message, 'workflow[name] is required');
    const big = await upload(`${base}/workflow`, {
      name: 'Big',
      version: '1',
      file: ['big.json', `{"a":"${'x'.repeat(1024 * 1024)}"}`],
    });
    assert.equal(big.statusCode, 413);
    assert.equal((await call('GET', `${base}/workflows`)).json().workflow_id, ok.json().data.id);

    const previous = before.data[0].id;
    const current = await call('PUT', `${base}/current_workflow`, { workflow_id: previous });
    assert.equal(current.statusCode, 200);
    assert.equal((await call('GET', `${base}/workflows`)).json().workflow_id, previous);
    const otherDevice = await deviceId(MB, 'vizitins', 'Tower A Entrance');
    const foreign = (await call('GET', `${MB}/api/v1/vizitins/${otherDevice}/workflows`)).json().data[0].id;
    assert.equal((await call('PUT', `${base}/current_workflow`, { workflow_id: foreign })).statusCode, 422);
  });

  test('v2 settings: schema with values, validation per field, save makes it current', async () => {
    const id = await deviceId(MB, 'vizitins', 'Tower B Entrance');
    const base = `${MB}/api/v1/vizitins/${id}`;
    const schema = (await call('GET', `${base}/workflow`)).json();
    assert.deepEqual(
      schema.data.map((g: { alias_name: string }) => g.alias_name),
      ['face_recognition', 'door_control', 'visitor_flow'],
    );
    assert.equal(schema.updated_by.name, 'Rahul');
    const bad = await call('PUT', `${base}/workflow`, {
      content: {
        door_control: { unlock_duration_seconds: -1, relay_channel: 'relay_9', auto_lock: 'yes' },
        visitor_flow: { required_fields: ['name', 'shoe_size'], call_settings: { ring_seconds: 1.5 } },
        nope: {},
      },
    });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().data, [
      'door_control.unlock_duration_seconds must be a whole number of 0 or more',
      'door_control.relay_channel must be one of relay_1, relay_2',
      'door_control.auto_lock must be true or false',
      'visitor_flow.required_fields may hold only name, phone, unit, purpose, vehicle_number',
      'visitor_flow.call_settings.ring_seconds must be a whole number of 0 or more',
      'nope is not a settings group',
    ]);
    const saved = await call('PUT', `${base}/workflow`, {
      name: 'Tower B',
      content: { door_control: { unlock_duration_seconds: 9 } },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().message, 'Workflow updated..!!!');
    const after = (await call('GET', `${base}/workflow`)).json();
    const door = after.data.find((g: { alias_name: string }) => g.alias_name === 'door_control');
    assert.equal(door.schema.find((s: { name: string }) => s.name === 'unlock_duration_seconds').value, 9);
    assert.equal(door.schema.find((s: { name: string }) => s.name === 'auto_lock').value, true);
    const v1 = await deviceId(MB, 'vizitins', 'Tower A Entrance');
    assert.equal((await call('PUT', `${MB}/api/v1/vizitins/${v1}/workflow`, { content: {} })).statusCode, 422);
  });
});

describe('face-id images, bots, role groups, facilities', () => {
  test('residents and employees of a vizitin, paged and filtered', async () => {
    const id = await deviceId(MB, 'vizitins', 'Tower A Entrance');
    const residents = await call('GET', `${MB}/api/v1/vizitins/${id}/face_id_images?page=2&per_page=25`);
    assert.equal(residents.json().total_entries, 240);
    assert.equal(residents.json().data.length, 25);
    assert.ok(residents.json().data[0].resident_name);
    const trained = await call('GET', `${MB}/api/v1/employees/${id}/face_id_images?status[]=trained&type[]=staff`);
    assert.ok(trained.json().total_entries > 0);
    for (const row of trained.json().data) {
      assert.equal(row.status, 'trained');
      assert.ok(row.employee_name);
    }
  });

  test('bots: list by role group without tokens; create by form body returns the token once', async () => {
    const list = await call('GET', `${MB}/api/v1/bots?role_group[]=LNPR-Bot&role_group[]=Alert-Bot`);
    assert.deepEqual(
      list
        .json()
        .data.map((b: { role_group: { name: string } }) => b.role_group.name)
        .sort(),
      ['Alert-Bot', 'LNPR-Bot'],
    );
    assert.ok(list.json().data.every((b: object) => !('auth_token' in b)));
    const groups = (await call('GET', `${MB}/api/v1/role_groups?type=BotRoleGroup`)).json().data;
    assert.ok(groups.every((g: { type: string }) => g.type === 'BotRoleGroup'));
    const lnpr = groups.find((g: { name: string }) => g.name === 'LNPR-Bot');
    const created = await t.app.inject({
      method: 'POST',
      url: `${MB}/api/v1/bots`,
      headers: { ...(await t.authAs(DEMO.manager)), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `bots[name]=Car+Park+Bot&bots[role_group_id]=${lnpr.id}&bots[read_only]=true&bots[status]=active`,
    });
    assert.equal(created.statusCode, 200, created.body);
    const bot = created.json().data;
    assert.equal(bot.name, 'Car Park Bot');
    assert.equal(bot.read_only, true);
    assert.ok(bot.auth_token.length >= 20);
    const userGroup = (await call('GET', `${MB}/api/v1/role_groups?type=UserRoleGroup`)).json().data[0];
    const wrong = await call('PUT', `${MB}/api/v1/bots/${bot.id}`, { bots: { role_group_id: userGroup.id } });
    assert.equal(wrong.statusCode, 422);
    const renamed = await call('PUT', `${MB}/api/v1/bots/${bot.id}`, { bots: { name: 'Car Park LNPR' } });
    assert.equal(renamed.json().data.name, 'Car Park LNPR');
    assert.equal(renamed.json().data.auth_token, undefined);
    assert.equal(
      (await call('PUT', `${OG}/api/v1/bots/${bot.id}`, { bots: { name: 'x' } }, DEMO.admin)).statusCode,
      404,
    );
    assert.equal((await call('GET', `${MB}/api/v1/bots`, undefined, DEMO.viewer)).statusCode, 403);
  });

  test('facilities of the condo', async () => {
    const response = await call('GET', `${MB}/api/v1/facilities`);
    assert.deepEqual(
      response.json().data.map((f: { name: string }) => f.name),
      ['Function Room', 'Gym', 'Swimming Pool', 'Tennis Court'],
    );
  });
});
