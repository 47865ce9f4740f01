import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { permissionsOf } from '../../access/role-permissions';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const get = async (email: string, url: string) => t.app.inject({ url, headers: await t.authAs(email) });

describe('GET /api/v1/users/profile', () => {
  test("names the caller's role group in this condo", async () => {
    const response = await get(DEMO.manager, '/tenants/marina-bay/api/v1/users/profile');
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.equal(typeof data.id, 'number');
    assert.deepEqual(
      { ...data, id: 0, role_group: { ...data.role_group, id: 0 } },
      {
        id: 0,
        email: DEMO.manager,
        first_name: 'Rahul',
        slack_username: 'rahul.menon',
        role_group: { id: 0, name: 'Condo Manager' },
        is_super_admin: false,
      },
    );
  });

  test('a super admin is Super Admin in every condo', async () => {
    const response = await get(DEMO.admin, '/tenants/jubilee-hills-crest/api/v1/users/profile');
    assert.equal(response.json().data.role_group.name, 'Super Admin');
    assert.equal(response.json().data.is_super_admin, true);
  });
});

describe('GET /api/v1/users/roles', () => {
  test("is the caller's permission map for the condo", async () => {
    const viewer = await get(DEMO.viewer, '/tenants/orchid-gardens/api/v1/users/roles');
    assert.equal(viewer.statusCode, 200);
    assert.deepEqual(viewer.json().data, permissionsOf('Viewer'));
    assert.deepEqual(viewer.json().data['api/v1/outboxes'], ['index', 'show']);

    const manager = await get(DEMO.manager, '/tenants/marina-bay/api/v1/users/roles');
    assert.deepEqual(manager.json().data, permissionsOf('Condo Manager'));
    assert.equal(manager.json().data['api/v1/admin_users'], undefined);

    const admin = await get(DEMO.admin, '/tenants/marina-bay/api/v1/users/roles');
    assert.deepEqual(admin.json().data, permissionsOf('Super Admin'));
    assert.deepEqual(admin.json().data['api/v1/admin_users'], ['index', 'update']);
  });
});
