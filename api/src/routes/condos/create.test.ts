import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import {
  adminUsers,
  condoConfigs,
  condoMemberships,
  condoSettings,
  condos,
  outboxes,
  tileConfigs,
  webApps,
} from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';
import { CONDO_INVITE_SUBJECT } from './create';
import { listCondos } from './queries';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function call(as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(as), ...(payload ? { payload } : {}) });
}

let unique = 0;
function newCondo(overrides: Record<string, unknown> = {}) {
  const alias = `lakeside-${++unique}`;
  return {
    name: `Lakeside ${unique}`,
    alias_name: alias,
    default_country_code: 65,
    email: `owner.${unique}@lakeside.example`,
    url_host: {
      web_ui: `https://${alias}.web.smartcondo.example`,
      service_ui: `https://${alias}.service.smartcondo.example`,
    },
    location: 'https://www.google.com/maps/search/?api=1&query=1.3,103.8',
    web_apps: ['alerts', 'vms'],
    logo_url: 'https://cdn.example/logo.png',
    guard_house: '+65 6123 4567',
    ...overrides,
  };
}

async function rowsOf(condoId: number) {
  const countOf = async (table: typeof webApps | typeof tileConfigs | typeof condoSettings | typeof condoConfigs) =>
    (await t.database.db.select({ n: count() }).from(table).where(eq(table.condoId, condoId)))[0]?.n ?? 0;
  return {
    webApps: await countOf(webApps),
    tiles: await countOf(tileConfigs),
    settings: await countOf(condoSettings),
    configs: await countOf(condoConfigs),
  };
}

describe('POST /admin/condos', () => {
  test('creates the condo, its admin (invited by mail), web apps, tiles, rules and configs; Pending in the list', async () => {
    const body = newCondo();
    const response = await call(DEMO.admin, 'POST', '/admin/condos', { condos: body });
    assert.equal(response.statusCode, 200, response.body);
    const { data, message } = response.json();
    assert.equal(data.alias_name, body.alias_name);
    assert.equal(data.completed, false);
    assert.equal(data.allow_login, true);
    assert.deepEqual(data.web_apps, ['alerts', 'vms']);
    assert.match(message, /created/);

    const counts = await rowsOf(data.id);
    assert.deepEqual(counts, { webApps: 5, tiles: 14, settings: 3, configs: 2 });
    const apps = await t.database.db.select().from(webApps).where(eq(webApps.condoId, data.id));
    assert.deepEqual(
      apps
        .filter((app) => app.status === 'active')
        .map((app) => app.aliasName)
        .sort(),
      ['alerts', 'vms'],
    );

    const [admin] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, body.email));
    assert.ok(admin, 'the admin account');
    const memberships = await t.database.db
      .select()
      .from(condoMemberships)
      .where(eq(condoMemberships.adminUserId, admin.id));
    assert.equal(memberships.length, 1);
    const invites = await t.database.db.select().from(outboxes).where(eq(outboxes.condoId, data.id));
    assert.equal(invites.length, 1);
    assert.equal(invites[0]?.subject, CONDO_INVITE_SUBJECT);

    const listed = await call(DEMO.admin, 'GET', `/admin/condos?query=${body.alias_name}`);
    assert.equal(listed.json().data[0].alias_name, body.alias_name);
    assert.equal(listed.json().data[0].completed, false);
    // The new admin can open it.
    const opened = await call(body.email, 'GET', `/tenants/${body.alias_name}/condos/${body.alias_name}`);
    assert.equal(opened.statusCode, 200, opened.body);
  });

  test('an existing account becomes the Admin of the new condo, with no invitation', async () => {
    const response = await call(DEMO.admin, 'POST', '/admin/condos', { condos: newCondo({ email: DEMO.viewer }) });
    assert.equal(response.statusCode, 200, response.body);
    const { id } = response.json().data;
    const invites = await t.database.db.select().from(outboxes).where(eq(outboxes.condoId, id));
    assert.equal(invites.length, 0);
    const profile = await call(DEMO.viewer, 'GET', `/tenants/${response.json().data.alias_name}/api/v1/users/profile`);
    assert.equal(profile.json().data.role_group.name, 'Admin');
  });

  test('a schema name in use is a clear 422', async () => {
    const response = await call(DEMO.admin, 'POST', '/admin/condos', {
      condos: newCondo({ alias_name: 'marina-bay' }),
    });
    assert.equal(response.statusCode, 422);
    assert.equal(response.json().message, 'Schema name marina-bay is already taken');
  });

  test('every field is validated', async () => {
    const bad: Record<string, unknown>[] = [
      { name: '' },
      { alias_name: 'Has Spaces' },
      { alias_name: 'trailing-' },
      { default_country_code: 44 },
      { email: 'not-an-email' },
      { url_host: { web_ui: 'ftp://x.example', service_ui: '' } },
      { location: 'javascript:alert(1)' },
      { logo_url: '' },
      { web_apps: ['alerts', 'games'] },
      { guard_house: '' },
      { guard_house: '   ' },
    ];
    for (const override of bad) {
      const response = await call(DEMO.admin, 'POST', '/admin/condos', { condos: newCondo(override) });
      assert.equal(response.statusCode, 422, `${JSON.stringify(override)}: ${response.body}`);
    }
  });

  test('only a super admin creates condos or reads the available web apps', async () => {
    const refused = await call(DEMO.manager, 'POST', '/admin/condos', { condos: newCondo() });
    assert.equal(refused.statusCode, 403);
    assert.equal((await call(DEMO.manager, 'GET', '/admin/webapps/available')).statusCode, 403);
    const available = await call(DEMO.admin, 'GET', '/admin/webapps/available');
    assert.equal(available.statusCode, 200);
    assert.deepEqual(
      available.json().data.map((app: { alias_name: string }) => app.alias_name),
      ['alerts', 'wemas', 'lnpr', 'residents', 'vms'],
    );
  });

  test('a failure midway leaves nothing behind: no condo, no account, no invitation', async () => {
    const body = newCondo();
    const before = {
      condos: (await t.database.db.select({ n: count() }).from(condos))[0]?.n,
      outboxes: (await t.database.db.select({ n: count() }).from(outboxes))[0]?.n,
    };
    // The last step (the configurations) fails for this condo only.
    await t.database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION fail_config() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'forced failure'; END $$`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER fail_config BEFORE INSERT ON condo_configs FOR EACH ROW EXECUTE FUNCTION fail_config();`),
    );
    try {
      const response = await call(DEMO.admin, 'POST', '/admin/condos', { condos: body });
      assert.equal(response.statusCode, 500, response.body);
    } finally {
      await t.database.db.execute(sql.raw('DROP TRIGGER fail_config ON condo_configs'));
    }
    assert.deepEqual(await t.database.db.select().from(condos).where(eq(condos.aliasName, body.alias_name)), []);
    assert.deepEqual(await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, body.email)), []);
    assert.equal((await t.database.db.select({ n: count() }).from(condos))[0]?.n, before.condos);
    assert.equal((await t.database.db.select({ n: count() }).from(outboxes))[0]?.n, before.outboxes);
    // And the same body works once nothing fails.
    const retried = await call(DEMO.admin, 'POST', '/admin/condos', { condos: body });
    assert.equal(retried.statusCode, 200, retried.body);
  });
});

describe('POST /api/v1/residents/update_allow_login', () => {
  test('publishes the value, completes the set-up, and the condo shows it afterwards', async () => {
    const created = (await call(DEMO.admin, 'POST', '/admin/condos', { condos: newCondo() })).json().data;
    const base = `/tenants/${created.alias_name}`;
    const response = await call(DEMO.admin, 'POST', `${base}/api/v1/residents/update_allow_login`, {
      residents: { allow_login: false },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.json().message, /published/);
    const condo = (await call(DEMO.admin, 'GET', `${base}/condos/${created.alias_name}`)).json().data;
    assert.equal(condo.allow_login, false);
    assert.equal(condo.completed, true);
    // The list's stored item is rewritten with the row (db/condo-list-items.ts), read here past the page cache.
    const page = await listCondos(t.database.db, {
      user: { id: 0, isSuperAdmin: true },
      query: created.alias_name,
      page: 1,
      perPage: 25,
    });
    const { configurations: _configurations, ...item } = condo;
    assert.deepEqual(JSON.parse(page.data), [item]);
  });

  test('needs the permission, a boolean, and touches only the caller’s condo', async () => {
    const viewer = await call(DEMO.viewer, 'POST', '/tenants/marina-bay/api/v1/residents/update_allow_login', {
      residents: { allow_login: false },
    });
    assert.equal(viewer.statusCode, 403);
    const wrong = await call(DEMO.manager, 'POST', '/tenants/marina-bay/api/v1/residents/update_allow_login', {
      residents: { allow_login: 'no' },
    });
    assert.equal(wrong.statusCode, 422);
    const other = await call(DEMO.manager, 'POST', '/tenants/orchid-gardens/api/v1/residents/update_allow_login', {
      residents: { allow_login: false },
    });
    assert.equal(other.statusCode, 404);
    const [orchid] = await t.database.db.select().from(condos).where(eq(condos.aliasName, 'orchid-gardens'));
    assert.equal(orchid?.allowLogin, true);
  });
});
