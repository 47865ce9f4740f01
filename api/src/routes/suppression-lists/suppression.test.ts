import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_SMS } from '../../seed/demo-messaging-people';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function list(query = '', as: string = DEMO.manager, condo = MB) {
  return t.app.inject({ method: 'GET', url: `${condo}/api/v1/suppression_lists${query}`, headers: await t.authAs(as) });
}

describe('Suppression list', () => {
  test('lists the condo’s entries newest first, paged', async () => {
    const response = await list('?page=1&per_page=5');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.total_entries, 15);
    assert.equal(body.data.length, 5);
    const times = body.data.map((entry: { created_at: string }) => Date.parse(entry.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.deepEqual(Object.keys(body.data[0]).sort(), ['country_code', 'created_at', 'id', 'phone', 'reason']);
    const page3 = (await list('?page=3&per_page=5')).json();
    assert.equal(page3.data.length, 5);
    assert.equal((await list('?page=4&per_page=5')).json().data.length, 0);
  });

  test('search matches the number or the reason', async () => {
    const byPhone = (await list(`?search=${DEMO_SMS.suppressed.phone.slice(0, 6)}`)).json();
    assert.ok(byPhone.data.some((entry: { phone: string }) => entry.phone === DEMO_SMS.suppressed.phone));
    const shown = `+65 ${DEMO_SMS.suppressed.phone}`;
    const byShownNumber = (await list(`?search=${encodeURIComponent(shown)}`)).json();
    assert.deepEqual(
      byShownNumber.data.map((entry: { phone: string }) => entry.phone),
      [DEMO_SMS.suppressed.phone],
      'the number as the list shows it finds it',
    );
    const byReason = (await list('?search=stop')).json();
    assert.ok(byReason.total_entries >= 1);
    for (const entry of byReason.data) assert.match(entry.reason, /stop/i);
    assert.equal((await list('?search=%25')).json().total_entries, 0, '% matches itself');
  });

  test('a viewer may not list (403); another condo’s entries stay there', async () => {
    assert.equal((await list('', DEMO.viewer)).statusCode, 403);
    const mine = (await list('?per_page=100')).json().data.map((entry: { id: number }) => entry.id);
    const theirs = (await list('?per_page=100', DEMO.admin, OG)).json().data.map((entry: { id: number }) => entry.id);
    assert.equal(theirs.length, 15);
    assert.deepEqual(
      mine.filter((id: number) => theirs.includes(id)),
      [],
    );
  });

  test('deletes an entry; another condo’s id is 404', async () => {
    const theirs = (await list('', DEMO.admin, OG)).json().data[0].id;
    const headers = await t.authAs(DEMO.manager);
    const foreign = await t.app.inject({ method: 'DELETE', url: `${MB}/api/v1/suppression_lists/${theirs}`, headers });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await list('', DEMO.admin, OG)).json().total_entries, 15);

    const mine = (await list()).json().data[0].id;
    const deleted = await t.app.inject({ method: 'DELETE', url: `${MB}/api/v1/suppression_lists/${mine}`, headers });
    assert.equal(deleted.statusCode, 200);
    assert.equal(deleted.json().message, 'Deleted Successfully..!!');
    assert.equal((await list()).json().total_entries, 14);
    const again = await t.app.inject({ method: 'DELETE', url: `${MB}/api/v1/suppression_lists/${mine}`, headers });
    assert.equal(again.statusCode, 404);
    const viewer = await t.app.inject({
      method: 'DELETE',
      url: `${MB}/api/v1/suppression_lists/${mine}`,
      headers: await t.authAs(DEMO.viewer),
    });
    assert.equal(viewer.statusCode, 403);
  });
});
