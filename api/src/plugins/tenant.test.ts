import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { adminUsers } from '../db/schema';
import { attachApp, DEMO, startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let hosted: TestApp;
before(async () => {
  t = await startTestApp();
  hosted = await attachApp(t, { condoHostTemplate: '{condo}.api.example.com' });
});
after(async () => {
  await hosted.app.close();
  await t.close();
});

describe('tenant isolation', () => {
  test("a user of condo A gets 404, not 403, for condo B's routes", async () => {
    const headers = await t.authAs(DEMO.manager);
    for (const url of [
      '/tenants/orchid-gardens/condos/orchid-gardens',
      '/tenants/orchid-gardens/api/v1/users/roles',
      '/tenants/orchid-gardens/api/v1/users/profile',
    ]) {
      const response = await t.app.inject({ url, headers });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { message: 'Condo not found' });
    }
    const own = await t.app.inject({ url: '/tenants/marina-bay/api/v1/users/roles', headers });
    assert.equal(own.statusCode, 200);
  });

  test('an unknown condo looks exactly like a foreign one', async () => {
    const headers = await t.authAs(DEMO.manager);
    const unknown = await t.app.inject({ url: '/tenants/no-such-condo/api/v1/users/roles', headers });
    const foreign = await t.app.inject({ url: '/tenants/orchid-gardens/api/v1/users/roles', headers });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.body, foreign.body);
  });

  test('authentication comes first: no token is 401 even for an unknown condo', async () => {
    const response = await t.app.inject({ url: '/tenants/no-such-condo/api/v1/users/roles' });
    assert.equal(response.statusCode, 401);
  });

  test('a super admin opens any condo with the super admin role group', async () => {
    const headers = await t.authAs(DEMO.admin);
    for (const condo of ['marina-bay', 'orchid-gardens']) {
      const response = await t.app.inject({ url: `/tenants/${condo}/api/v1/users/roles`, headers });
      assert.equal(response.statusCode, 200, condo);
    }
    const unknown = await t.app.inject({ url: '/tenants/no-such-condo/api/v1/users/roles', headers });
    assert.equal(unknown.statusCode, 404);
  });

  test('a valid token of a user who no longer exists is 401, not a tenant answer', async () => {
    const [ghost] = await t.database.db
      .insert(adminUsers)
      .values({ email: 'ghost@demo.condo', firstName: 'Ghost' })
      .returning({ id: adminUsers.id, email: adminUsers.email });
    assert.ok(ghost);
    const token = await t.app.tokens.issueAccess(ghost);
    await t.database.db.delete(adminUsers).where(eq(adminUsers.id, ghost.id));
    const response = await t.app.inject({
      url: '/tenants/marina-bay/api/v1/users/roles',
      headers: { authorization: `JWT ${token}` },
    });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Invalid token' });
  });

  test('the alias name matches in any case', async () => {
    const response = await t.app.inject({
      url: '/tenants/Marina-Bay/api/v1/users/profile',
      headers: await t.authAs(DEMO.manager),
    });
    assert.equal(response.statusCode, 200);
  });
});

describe('per-condo hosts (CONDO_HOST_TEMPLATE)', () => {
  const onHost = async (host: string, url: string, email: string = DEMO.manager) =>
    hosted.app.inject({ url, headers: { host, ...(await hosted.authAs(email)) } });

  test('root per-condo routes take the condo from the Host header', async () => {
    const profile = await onHost('marina-bay.api.example.com', '/api/v1/users/profile');
    assert.equal(profile.statusCode, 200);
    assert.equal(profile.json().data.role_group.name, 'Condo Manager');
    const condo = await onHost('marina-bay.api.example.com:443', '/condos/marina-bay');
    assert.equal(condo.statusCode, 200);
    assert.equal(condo.json().data.alias_name, 'marina-bay');
  });

  test('the same membership rule holds: another condo is 404', async () => {
    const response = await onHost('orchid-gardens.api.example.com', '/api/v1/users/roles');
    assert.equal(response.statusCode, 404);
    const viewer = await onHost('orchid-gardens.api.example.com', '/api/v1/users/roles', DEMO.viewer);
    assert.equal(viewer.statusCode, 200);
  });

  test('a host outside the template names no condo', async () => {
    for (const host of ['api.example.com', 'marina-bay.evil.example.com', '127.0.0.1:4000']) {
      const response = await onHost(host, '/api/v1/users/profile');
      assert.equal(response.statusCode, 404, host);
    }
  });

  test('without a template, root per-condo routes are 404 and /tenants/{condo} still works', async () => {
    const headers = { host: 'marina-bay.api.example.com', ...(await t.authAs(DEMO.manager)) };
    assert.equal((await t.app.inject({ url: '/api/v1/users/profile', headers })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/tenants/marina-bay/api/v1/users/profile', headers })).statusCode, 200);
  });
});
