import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { simulatedDevices } from '../../seed/demo-devices';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
type Bot = { id: number; name: string; role_group: { id: number; name: string }; auth_token?: string };

async function call(as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object | string) {
  const headers = await t.authAs(as);
  return t.app.inject({
    method,
    url,
    headers:
      typeof payload === 'string' ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

const heartbeat = (token: string, macAddress: string, scheme = 'Token') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/devices/heartbeat',
    headers: { authorization: `${scheme} ${token}` },
    payload: { mac_address: macAddress },
  });

async function botNamed(prefix: string, name: string): Promise<Bot> {
  const bots = (await call(DEMO.admin, 'GET', `${prefix}/api/v1/bots?per_page=100`)).json().data as Bot[];
  const bot = bots.find((row) => row.name === name);
  assert.ok(bot, name);
  return bot;
}

describe("a bot's token", () => {
  test('is sent as `Token <auth_token>`; as `Bearer` it is read as a console user’s JWT and refused', async () => {
    const gate = simulatedDevices('marina-bay').find((device) => device.name === 'Main Gate Entry');
    assert.ok(gate);
    assert.equal((await heartbeat(gate.token, gate.macAddress, 'token')).statusCode, 200, 'the scheme in any case');
    const bearer = await heartbeat(gate.token, gate.macAddress, 'Bearer');
    assert.equal(bearer.statusCode, 401, bearer.body);
    assert.match(bearer.json().message, /Token <bot auth_token>/);
    const perCondo = await t.app.inject({
      method: 'GET',
      url: `${MB}/api/v1/bots`,
      headers: { authorization: `Bearer ${gate.token}` },
    });
    assert.equal(perCondo.statusCode, 401, 'a per-condo call reads the same header the same way');
  });
});

describe('POST /api/v1/bots/{id}/rotate_token', () => {
  test('answers a new token once; the old one stops working for heartbeats at once, the new one works', async () => {
    const gate = simulatedDevices('marina-bay').find((device) => device.name === 'Main Gate Entry');
    assert.ok(gate);
    assert.equal((await heartbeat(gate.token, gate.macAddress)).statusCode, 200, 'the demo token works');
    const bot = await botNamed(MB, 'Gate LNPR Bot');

    const rotated = await call(DEMO.manager, 'POST', `${MB}/api/v1/bots/${bot.id}/rotate_token`);
    assert.equal(rotated.statusCode, 200, rotated.body);
    assert.equal(rotated.json().message, 'Token rotated; copy it now, it is not shown again');
    const { data } = rotated.json() as { data: Bot };
    assert.equal(data.id, bot.id);
    assert.equal(data.role_group.name, 'LNPR-Bot');
    assert.ok(data.auth_token && data.auth_token.length >= 24 && data.auth_token !== gate.token);

    const old = await heartbeat(gate.token, gate.macAddress);
    assert.equal(old.statusCode, 401);
    assert.equal((await heartbeat(data.auth_token, gate.macAddress)).statusCode, 200);

    const list = (await call(DEMO.manager, 'GET', `${MB}/api/v1/bots`)).json().data as Bot[];
    assert.ok(
      list.every((row) => !('auth_token' in row)),
      'the list never shows tokens',
    );
    assert.ok(!JSON.stringify(list).includes(data.auth_token));
  });

  test("needs bots update; another condo's bot is a 404", async () => {
    const bot = await botNamed(MB, 'Lobby VMS Bot');
    const viewer = await call(DEMO.viewer, 'POST', `${MB}/api/v1/bots/${bot.id}/rotate_token`);
    assert.equal(viewer.statusCode, 403);
    const foreign = await botNamed(OG, 'Lobby VMS Bot');
    const other = await call(DEMO.manager, 'POST', `${MB}/api/v1/bots/${foreign.id}/rotate_token`);
    assert.equal(other.statusCode, 404);
    const unknown = await call(DEMO.admin, 'POST', `${MB}/api/v1/bots/999999/rotate_token`);
    assert.equal(unknown.statusCode, 404);
  });
});

describe('bots and the welcome mail (spec part 2 §5)', () => {
  test('a bots body with send_welcome is refused, as JSON or as a form, on create and update', async () => {
    const groups = (await call(DEMO.admin, 'GET', `${MB}/api/v1/role_groups?type=BotRoleGroup`)).json().data;
    const lnpr = groups.find((group: { name: string }) => group.name === 'LNPR-Bot');
    const bot = await botNamed(MB, 'Alert Bot');
    const attempts = [
      call(DEMO.manager, 'POST', `${MB}/api/v1/bots`, {
        bots: { name: 'Welcome Bot', role_group_id: lnpr.id, send_welcome: true },
      }),
      call(
        DEMO.manager,
        'POST',
        `${MB}/api/v1/bots`,
        `bots[name]=Welcome+Bot&bots[role_group_id]=${lnpr.id}&bots[send_welcome]=false`,
      ),
      call(DEMO.manager, 'PUT', `${MB}/api/v1/bots/${bot.id}`, { bots: { send_welcome: true } }),
    ];
    for (const response of await Promise.all(attempts)) {
      assert.equal(response.statusCode, 422, response.body);
      assert.deepEqual(response.json(), {
        message: 'Bots cannot receive a welcome mail',
        data: ['Bots cannot receive a welcome mail'],
      });
    }
    const names = ((await call(DEMO.manager, 'GET', `${MB}/api/v1/bots?per_page=100`)).json().data as Bot[]).map(
      (row) => row.name,
    );
    assert.ok(!names.includes('Welcome Bot'), 'nothing was made');
  });
});
