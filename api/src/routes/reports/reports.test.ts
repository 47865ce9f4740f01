import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';
import { REPORT_TYPES } from './kinds';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
type Report = {
  id: number;
  name: string;
  report_type: string;
  status: string;
  user_ids: number[];
  users: { id: number; first_name: string }[];
};

async function call(email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(email), ...(payload ? { payload } : {}) });
}

async function users(base: string, count: number) {
  const { data } = (await call(DEMO.admin, 'GET', `${base}/api/v1/users?order=first_name&per_page=${count}`)).json();
  return data as { id: number; first_name: string; email: string }[];
}

describe('GET /api/v1/reports', () => {
  test('pages reports by name with their users, filtered by report_type[] and status[], searched by query', async () => {
    const response = await call(DEMO.viewer, 'GET', `${MB}/api/v1/reports?page=1&per_page=25`);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as { data: Report[]; total_entries: number };
    assert.ok(body.total_entries >= 6);
    const report = body.data[0] as Report;
    assert.deepEqual(Object.keys(report).sort(), ['id', 'name', 'report_type', 'status', 'user_ids', 'users']);
    for (const row of body.data) {
      assert.deepEqual(new Set(row.users.map((user) => user.id)), new Set(row.user_ids));
      assert.ok(REPORT_TYPES.includes(row.report_type as never));
    }
    const alerts = (
      await call(DEMO.viewer, 'GET', `${MB}/api/v1/reports?report_type[]=alert&report_type[]=detail_alert`)
    ).json();
    assert.ok((alerts.data as Report[]).length >= 2);
    assert.ok((alerts.data as Report[]).every((row) => ['alert', 'detail_alert'].includes(row.report_type)));
    const inactive = (await call(DEMO.viewer, 'GET', `${MB}/api/v1/reports?status[]=inactive`)).json();
    assert.ok((inactive.data as Report[]).every((row) => row.status === 'inactive'));
    const found = (await call(DEMO.viewer, 'GET', `${MB}/api/v1/reports?query=weekly`)).json();
    assert.deepEqual(
      (found.data as Report[]).map((row) => row.name),
      ['Weekly Management Report'],
    );
    assert.equal((await call(DEMO.viewer, 'GET', `${MB}/api/v1/reports?report_type[]=monthly`)).statusCode, 422);
  });
});

describe('POST and PUT /api/v1/reports', () => {
  test('creates and updates a report wrapped in {reports}', async () => {
    const [a, b] = await users(MB, 2);
    const created = await call(DEMO.manager, 'POST', `${MB}/api/v1/reports`, {
      reports: { name: 'Gate report', status: 'active', report_type: 'lnpr_alert', user_ids: [a?.id, b?.id] },
    });
    assert.equal(created.statusCode, 200, created.body);
    const { data, message } = created.json() as { data: Report; message: string };
    assert.equal(message, 'Report created successfully');
    assert.equal(data.report_type, 'lnpr_alert');
    assert.deepEqual(data.users.map((user) => user.id).sort(), [a?.id, b?.id].sort());
    const updated = await call(DEMO.manager, 'PUT', `${MB}/api/v1/reports/${data.id}`, {
      reports: { name: 'Gate report', status: 'inactive', report_type: 'total_report', user_ids: [b?.id] },
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().message, 'Report updated successfully');
    assert.deepEqual(updated.json().data.users, [{ id: b?.id, first_name: b?.first_name }]);
    assert.equal(updated.json().data.status, 'inactive');
  });

  test('a user who belongs to many condos (the super admin) is listed once', async () => {
    const [admin] = (await call(DEMO.admin, 'GET', `${MB}/api/v1/users?query=admin@demo.condo`)).json().data;
    const created = await call(DEMO.manager, 'POST', `${MB}/api/v1/reports`, {
      reports: { name: 'Admins', user_ids: [admin.id, admin.id] },
    });
    assert.equal(created.statusCode, 200, created.body);
    assert.deepEqual(created.json().data.user_ids, [admin.id]);
    assert.deepEqual(created.json().data.users, [{ id: admin.id, first_name: 'Aisha' }]);
  });

  test('422: name required and not blank, enums', async () => {
    const post = (reports: object) => call(DEMO.manager, 'POST', `${MB}/api/v1/reports`, { reports });
    const missing = await post({ report_type: 'alert' });
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.json().data.some((line: string) => /name is required/.test(line)));
    assert.deepEqual((await post({ name: ' ' })).json().data, ['name must not be empty']);
    assert.equal((await post({ name: 'X', report_type: 'weekly' })).statusCode, 422);
    assert.equal((await post({ name: 'X', status: 'on' })).statusCode, 422);
  });

  test('the viewer is refused create and update', async () => {
    const { data } = (await call(DEMO.viewer, 'GET', `${MB}/api/v1/reports`)).json();
    assert.equal(
      (await call(DEMO.viewer, 'POST', `${MB}/api/v1/reports`, { reports: { name: 'No' } })).statusCode,
      403,
    );
    const update = await call(DEMO.viewer, 'PUT', `${MB}/api/v1/reports/${data[0].id}`, { reports: { name: 'No' } });
    assert.equal(update.statusCode, 403);
  });

  test("another condo's user id is a 422; another condo's report is a 404", async () => {
    const [foreign] = (await users(OG, 500)).filter((user) => user.email.endsWith('@orchid-gardens.demo'));
    const refused = await call(DEMO.manager, 'POST', `${MB}/api/v1/reports`, {
      reports: { name: 'Cross', user_ids: [foreign?.id] },
    });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().message, `user_ids ${foreign?.id} must be a user of this condo`);
    const theirs = (await call(DEMO.admin, 'GET', `${OG}/api/v1/reports`)).json().data[0] as Report;
    const hidden = await call(DEMO.manager, 'PUT', `${MB}/api/v1/reports/${theirs.id}`, { reports: { name: 'Mine' } });
    assert.equal(hidden.statusCode, 404);
  });
});
