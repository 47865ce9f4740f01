// Web apps, tile configs, rule settings and the ui / service_ui configurations: contract, validation,
// permissions and isolation between condos.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';
import { settingProblems } from './validate';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';

async function call(as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(as), ...(payload ? { payload } : {}) });
}

describe('web apps', () => {
  test('lists the condo’s five apps, paged by page & perPage', async () => {
    const response = await call(DEMO.manager, 'GET', `${MB}/api/v1/web_apps?page=1&perPage=10`);
    assert.equal(response.statusCode, 200, response.body);
    const { data, total_entries } = response.json();
    assert.equal(total_entries, 5);
    assert.deepEqual(
      data.map((app: { alias_name: string }) => app.alias_name),
      ['alerts', 'wemas', 'lnpr', 'residents', 'vms'],
    );
    const second = (await call(DEMO.manager, 'GET', `${MB}/api/v1/web_apps?page=2&perPage=2`)).json();
    assert.deepEqual(
      second.data.map((app: { alias_name: string }) => app.alias_name),
      ['lnpr', 'residents'],
    );
  });

  test('a status change is kept, and the condo’s web_apps follow', async () => {
    const apps = (await call(DEMO.manager, 'GET', `${MB}/api/v1/web_apps`)).json().data;
    const wemas = apps.find((app: { alias_name: string }) => app.alias_name === 'wemas');
    const status = wemas.status === 'active' ? 'inactive' : 'active';
    const response = await call(DEMO.manager, 'PUT', `${MB}/api/v1/web_apps/${wemas.id}`, { status });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.status, status);
    const condo = (await call(DEMO.manager, 'GET', `${MB}/condos/marina-bay`)).json().data;
    assert.equal(condo.web_apps.includes('wemas'), status === 'active');
    assert.equal(
      (await call(DEMO.manager, 'PUT', `${MB}/api/v1/web_apps/${wemas.id}`, { status: 'on' })).statusCode,
      422,
    );
  });

  test('permissions and isolation: an Admin reads but cannot switch; another condo’s app is not found', async () => {
    const apps = (await call(DEMO.admin, 'GET', `${OG}/api/v1/web_apps`)).json().data;
    const foreign = await call(DEMO.manager, 'PUT', `${MB}/api/v1/web_apps/${apps[0].id}`, { status: 'inactive' });
    assert.equal(foreign.statusCode, 404);
    const own = (await call(DEMO.condoAdmin, 'GET', `${MB}/api/v1/web_apps`)).json().data;
    assert.equal(own.length, 5);
    const refused = await call(DEMO.condoAdmin, 'PUT', `${MB}/api/v1/web_apps/${own[0].id}`, { status: 'inactive' });
    assert.equal(refused.statusCode, 403);
    assert.equal((await call(DEMO.viewer, 'GET', `${MB}/api/v1/web_apps`)).statusCode, 403);
  });
});

type Tile = { id: number; name: string; position: number; status: string; web_app: { name: string } | null };
const tiles = async (type: 'tiles' | 'charts', base = MB) =>
  (await call(base === MB ? DEMO.manager : DEMO.admin, 'GET', `${base}/api/v1/tile_configs?tile_type=${type}`)).json()
    .data as Tile[];

describe('tile configs', () => {
  test('lists tiles and charts by position, with their web app', async () => {
    const list = await tiles('tiles');
    assert.ok(list.length >= 5);
    assert.deepEqual(
      list.map((tile) => tile.position),
      list.map((_, index) => index + 1),
    );
    assert.ok(list.every((tile) => tile.web_app?.name));
    assert.ok((await tiles('charts')).length >= 4);
    assert.equal((await call(DEMO.manager, 'GET', `${MB}/api/v1/tile_configs?tile_type=maps`)).statusCode, 422);
  });

  test('a new order is kept', async () => {
    const list = await tiles('tiles');
    const reordered = [list[1], list[0], ...list.slice(2)] as Tile[];
    const response = await call(DEMO.manager, 'PUT', `${MB}/api/v1/tile_configs/position`, {
      tiles: reordered.map((tile, index) => ({ id: tile.id, position: index + 1 })),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Position updated successfully');
    assert.deepEqual(
      (await tiles('tiles')).map((tile) => tile.id),
      reordered.map((tile) => tile.id),
    );
  });

  test('another condo’s tile, a repeated tile or a bad position is refused and nothing moves', async () => {
    const before = (await tiles('tiles')).map((tile) => tile.id);
    const foreign = (await tiles('tiles', OG))[0] as Tile;
    const mine = (await tiles('tiles'))[0] as Tile;
    for (const body of [
      {
        tiles: [
          { id: mine.id, position: 2 },
          { id: foreign.id, position: 1 },
        ],
      },
      {
        tiles: [
          { id: mine.id, position: 2 },
          { id: mine.id, position: 1 },
        ],
      },
      { tiles: [{ id: mine.id, position: 0 }] },
      { tiles: [] },
    ]) {
      const response = await call(DEMO.manager, 'PUT', `${MB}/api/v1/tile_configs/position`, body);
      assert.equal(response.statusCode, 422, JSON.stringify(body));
    }
    assert.deepEqual(
      (await tiles('tiles')).map((tile) => tile.id),
      before,
    );
  });

  test('status toggles; only with update permission; only the condo’s own tiles', async () => {
    const tile = (await tiles('charts'))[0] as Tile;
    const status = tile.status === 'active' ? 'inactive' : 'active';
    const response = await call(DEMO.manager, 'PUT', `${MB}/api/v1/tile_configs/${tile.id}/status`, { status });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.status, status);
    assert.equal(response.json().message, 'Status updated successfully');
    const foreign = (await tiles('charts', OG))[0] as Tile;
    assert.equal(
      (await call(DEMO.manager, 'PUT', `${MB}/api/v1/tile_configs/${foreign.id}/status`, { status })).statusCode,
      404,
    );
    assert.equal(
      (await call(DEMO.viewer, 'PUT', `${MB}/api/v1/tile_configs/${tile.id}/status`, { status })).statusCode,
      403,
    );
  });
});

describe('rule settings', () => {
  const overstay = {
    max_overstay_minutes: 90,
    alert_channels: ['sms', 'whatsapp'],
    auto_open_gate: true,
    escalation_level: 'manager',
  };

  test('lists the groups with schema, values and who changed them; a valid change is kept', async () => {
    const list = await call(DEMO.manager, 'GET', `${MB}/api/v1/settings`);
    assert.equal(list.statusCode, 200, list.body);
    const group = list.json().data.find((g: { alias_name: string }) => g.alias_name === 'overstay_rules');
    assert.equal(group.schema.max_overstay_minutes.data_type, 'Integer');
    // The fields come in the order they were defined (the form shows them so).
    assert.deepEqual(Object.keys(group.schema), [
      'max_overstay_minutes',
      'alert_channels',
      'auto_open_gate',
      'escalation_level',
    ]);
    assert.deepEqual(group.schema.alert_channels.allowed_values, ['sms', 'whatsapp', 'mail']);
    const saved = await call(DEMO.manager, 'PUT', `${MB}/api/v1/settings/overstay_rules`, { values: overstay });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().message, 'Overstay Rules updated successfully');
    const again = (await call(DEMO.manager, 'GET', `${MB}/api/v1/settings`)).json().data;
    const kept = again.find((g: { alias_name: string }) => g.alias_name === 'overstay_rules');
    assert.deepEqual(kept.values, overstay);
    assert.ok(kept.updated_by.full_name);
    // Another condo's group is untouched.
    const other = (await call(DEMO.admin, 'GET', `${OG}/api/v1/settings`)).json().data;
    assert.equal(
      other.find((g: { alias_name: string }) => g.alias_name === 'overstay_rules').values.max_overstay_minutes,
      120,
    );
  });

  test('values are checked by data type, with a 422 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ max_overstay_minutes: -1 }, /Max overstay minutes must be a whole number of 0 or more/],
      [{ max_overstay_minutes: 'ten' }, /Max overstay minutes must be a whole number/],
      [{ alert_channels: ['pigeon'] }, /Alert channels must be among sms, whatsapp, mail/],
      [{ alert_channels: [] }, /Alert channels is required/],
      [{ auto_open_gate: 'yes' }, /Auto open gate must be true or false/],
      [{ escalation_level: 'mayor' }, /Escalation level must be one of guard, manager, committee/],
      [{ escalation_level: '' }, /Escalation level is required/],
      [{ surprise: 1 }, /surprise is not a setting of this group/],
    ];
    for (const [override, message] of cases) {
      const response = await call(DEMO.manager, 'PUT', `${MB}/api/v1/settings/overstay_rules`, {
        values: { ...overstay, ...override },
      });
      assert.equal(response.statusCode, 422, JSON.stringify(override));
      assert.match(response.json().message, message);
    }
    const text = await call(DEMO.manager, 'PUT', `${MB}/api/v1/settings/visitor_rules`, {
      values: { max_visitors_per_unit: 3, require_id_scan: false, welcome_message: '   ' },
    });
    assert.equal(text.statusCode, 422);
    assert.equal(text.json().message, 'Welcome message is required');
    assert.equal((await call(DEMO.manager, 'PUT', `${MB}/api/v1/settings/nothing`, { values: {} })).statusCode, 404);
  });

  test('reading and changing need the settings permissions', async () => {
    assert.equal((await call(DEMO.viewer, 'GET', `${MB}/api/v1/settings`)).statusCode, 403);
    assert.equal(
      (await call(DEMO.viewer, 'PUT', `${MB}/api/v1/settings/overstay_rules`, { values: overstay })).statusCode,
      403,
    );
  });

  test('the validator alone: each data type', () => {
    const schema = {
      n: { name: 'N', desc: '', data_type: 'Integer' as const, allowed_values: null },
      b: { name: 'B', desc: '', data_type: 'Boolean' as const, allowed_values: null },
      s: { name: 'S', desc: '', data_type: 'String' as const, allowed_values: null },
      a: { name: 'A', desc: '', data_type: 'Array' as const, allowed_values: null },
    };
    assert.deepEqual(settingProblems(schema, { n: 0, b: false, s: 'x', a: ['free'] }), []);
    assert.deepEqual(settingProblems(schema, { n: 1.5, b: null, s: null, a: 'x' }), [
      'N must be a whole number of 0 or more',
      'B must be true or false',
      'S is required',
      'A is required',
    ]);
  });
});

describe('ui and service_ui configurations', () => {
  test('schema and config per ui type; a valid config is saved; a wrong value is a 422', async () => {
    for (const uiType of ['ui', 'service_ui']) {
      const schema = await call(DEMO.manager, 'GET', `${MB}/condos/${uiType}/condo_schema`);
      assert.equal(schema.statusCode, 200, schema.body);
      assert.ok(schema.json().data.length >= 1);
      const config = await call(DEMO.manager, 'GET', `${MB}/condos/${uiType}/condo_config`);
      assert.equal(config.statusCode, 200, config.body);
      for (const group of schema.json().data) assert.ok(config.json().data[group.alias_name], group.alias_name);
    }
    const config = (await call(DEMO.manager, 'GET', `${MB}/condos/ui/condo_config`)).json().data;
    config.dashboard.refresh_seconds = 30;
    const saved = await call(DEMO.manager, 'PUT', `${MB}/condos/config`, { ui_type: 'ui', config });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().message, 'Ui config updated successfully');
    const after = (await call(DEMO.manager, 'GET', `${MB}/condos/ui/condo_config`)).json().data;
    assert.equal(after.dashboard.refresh_seconds, 30);

    const bad = await call(DEMO.manager, 'PUT', `${MB}/condos/config`, {
      ui_type: 'ui',
      config: { ...config, theme: { ...config.theme, language: 'klingon' } },
    });
    assert.equal(bad.statusCode, 422);
    assert.match(bad.json().message, /^theme: Language must be one of/);
    const missing = await call(DEMO.manager, 'PUT', `${MB}/condos/config`, {
      ui_type: 'ui',
      config: { theme: config.theme },
    });
    assert.equal(missing.statusCode, 422);
    assert.equal(missing.json().message, 'dashboard is required');
    assert.equal((await call(DEMO.manager, 'GET', `${MB}/condos/web/condo_config`)).statusCode, 422);
    assert.equal((await call(DEMO.viewer, 'GET', `${MB}/condos/ui/condo_config`)).statusCode, 403);
    const other = (await call(DEMO.admin, 'GET', `${OG}/condos/ui/condo_config`)).json().data;
    assert.equal(other.dashboard.refresh_seconds, 60);
  });
});
