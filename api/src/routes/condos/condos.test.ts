import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function list(email: string, query = '') {
  const response = await t.app.inject({ url: `/admin/condos${query}`, headers: await t.authAs(email) });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /admin/condos', () => {
  test('a super admin sees every condo, by name, 25 to a page by default', async () => {
    const { status, body } = await list(DEMO.admin);
    assert.equal(status, 200);
    assert.equal(body.total_entries, 28);
    assert.equal(body.data.length, 25);
    const names = body.data.map((condo: { name: string }) => condo.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    const marina = body.data.find((condo: { alias_name: string }) => condo.alias_name === 'marina-bay');
    assert.equal(marina.name, 'Marina Bay Residences');
    assert.equal(marina.status, 'active');
    assert.equal(marina.completed, true);
    assert.equal(marina.configurations, undefined, 'the list leaves out configurations');
    assert.match(marina.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test('items are exactly what the show call serialises for the same condos (the list is JSON built by PostgreSQL)', async () => {
    const headers = await t.authAs(DEMO.admin);
    const listed = await t.app.inject({ url: '/admin/condos?per_page=100', headers });
    assert.match(String(listed.headers['content-type']), /^application\/json; charset=utf-8$/);
    const { data, total_entries: total } = listed.json();
    assert.equal(data.length, total);
    for (const item of data) {
      const shown = await t.app.inject({ url: `/tenants/${item.alias_name}/condos/${item.alias_name}`, headers });
      const { configurations: _configurations, ...expected } = shown.json().data;
      assert.deepEqual(item, expected);
      assert.deepEqual(Object.keys(item), Object.keys(expected), 'same fields in the same order');
    }
  });

  test('pages', async () => {
    const all = (await list(DEMO.admin, '?per_page=100')).body.data.map((c: { id: number }) => c.id);
    const page2 = await list(DEMO.admin, '?page=2&per_page=10');
    assert.equal(page2.body.total_entries, 28);
    assert.deepEqual(
      page2.body.data.map((c: { id: number }) => c.id),
      all.slice(10, 20),
    );
    const beyond = await list(DEMO.admin, '?page=9&per_page=10');
    assert.deepEqual(beyond.body, { data: [], total_entries: 28 });
  });

  test('searches name and alias name, case-insensitively', async () => {
    const byName = await list(DEMO.admin, '?query=ORCHID');
    assert.deepEqual(
      byName.body.data.map((c: { alias_name: string }) => c.alias_name),
      ['orchid-gardens'],
    );
    const byAlias = await list(DEMO.admin, '?query=koregaon-park');
    assert.equal(byAlias.body.data[0].name, 'Koregaon Park Residences');
    const wildcard = await list(DEMO.admin, '?query=%25');
    assert.equal(wildcard.body.total_entries, 0, '% is a character to find, not a wildcard');
  });

  test('shows other users only the condos they belong to', async () => {
    const manager = await list(DEMO.manager);
    assert.deepEqual(manager.body, {
      data: [manager.body.data[0]],
      total_entries: 1,
    });
    assert.equal(manager.body.data[0].alias_name, 'marina-bay');
    const viewer = await list(DEMO.viewer, '?query=gardens');
    assert.deepEqual(
      viewer.body.data.map((c: { alias_name: string }) => c.alias_name),
      ['orchid-gardens'],
    );
    assert.equal((await list(DEMO.viewer)).body.total_entries, 2);
  });

  test('needs a token and valid paging', async () => {
    assert.equal((await t.app.inject({ url: '/admin/condos' })).statusCode, 401);
    const invalid = await list(DEMO.admin, '?page=0&per_page=abc');
    assert.equal(invalid.status, 422);
    assert.deepEqual(invalid.body.data, ['page must be at least 1', 'per_page must be an integer']);
  });
});

describe('GET /condos/:id', () => {
  test("returns the tenant's full record, by alias or numeric id", async () => {
    const headers = await t.authAs(DEMO.manager);
    const byAlias = await t.app.inject({ url: '/tenants/marina-bay/condos/marina-bay', headers });
    assert.equal(byAlias.statusCode, 200);
    const condo = byAlias.json().data;
    assert.equal(condo.name, 'Marina Bay Residences');
    assert.equal(condo.default_country_code, 65);
    assert.deepEqual(Object.keys(condo.url_host).sort(), ['service_ui', 'web_ui']);
    assert.ok(condo.web_apps.includes('alerts'));
    assert.deepEqual(Object.keys(condo.configurations.mqtt).sort(), [
      'healthcheck',
      'host',
      'main_channel',
      'password',
      'port',
      'username',
    ]);
    for (const key of ['contractor', 'guest', 'delivery', 'invite']) assert.match(condo[key], /^(Enabled|Disabled)$/);
    assert.match(
      condo.logo_url,
      /^\/gateway\/demo_logos\/MB_[0-9A-F]{6}\.svg$/,
      'a demo logo, served by routes/demo-logos',
    );
    assert.match(condo.location, /^https:\/\/www\.google\.com\/maps\//);

    const byId = await t.app.inject({ url: `/tenants/marina-bay/condos/${condo.id}`, headers });
    assert.deepEqual(byId.json(), byAlias.json());
  });

  test("is 404 for any condo but the tenant's own", async () => {
    const headers = await t.authAs(DEMO.admin);
    const other = await t.app.inject({ url: '/tenants/marina-bay/condos/orchid-gardens', headers });
    assert.equal(other.statusCode, 404);
    assert.deepEqual(other.json(), { message: 'Condo not found' });
  });
});
