// What a membership's read_only and an account's status do to the caller: the map, the checks, sign-in.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { permissionsOf, READ_ACTIONS, readOnlyMap } from '../../access/role-permissions';
import { DEMO_PASSWORD } from '../../auth/passwords';
import { adminUsers } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let roleGroup: (name: string) => number;
before(async () => {
  t = await startTestApp();
  const groups = (await call(DEMO.admin, 'GET', `${MB}/api/v1/role_groups?type=UserRoleGroup`)).json().data as {
    id: number;
    name: string;
  }[];
  roleGroup = (name) => groups.find((group) => group.name === name)?.id as number;
});
after(() => t.close());

const MB = '/tenants/marina-bay';

async function call(as: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(as), ...(payload ? { payload } : {}) });
}

let unique = 0;
async function member(role: string, extra: object = {}) {
  const email = `access.${++unique}@identity.test`;
  const response = await call(DEMO.admin, 'POST', `${MB}/api/v1/users`, {
    users: { role_group_id: roleGroup(role), first_name: 'Access', email, ...extra },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { id: number; email: string };
}

describe('a read-only membership', () => {
  test('gets only the read actions of its role group, in the map and in the checks, at once', async () => {
    const user = await member('Condo Manager', { read_only: true });
    const roles = await call(user.email, 'GET', `${MB}/api/v1/users/roles`);
    assert.deepEqual(roles.json().data, readOnlyMap(permissionsOf('Condo Manager')));
    for (const actions of Object.values(roles.json().data as Record<string, string[]>)) {
      for (const action of actions) assert.ok(READ_ACTIONS.has(action), action);
    }
    assert.equal((await call(user.email, 'GET', `${MB}/api/v1/users`)).statusCode, 200);
    const write = await call(user.email, 'POST', `${MB}/api/v1/notifications`, { notifications: { name: 'RO' } });
    assert.equal(write.statusCode, 403);

    // The cached caller is dropped on the membership change (NOTIFY): the next call has the whole map.
    const cleared = await call(DEMO.admin, 'PUT', `${MB}/api/v1/users/${user.id}`, { users: { read_only: false } });
    assert.equal(cleared.statusCode, 200);
    const full = await call(user.email, 'GET', `${MB}/api/v1/users/roles`);
    assert.deepEqual(full.json().data, permissionsOf('Condo Manager'));
    const allowed = await call(user.email, 'POST', `${MB}/api/v1/notifications`, { notifications: { name: 'RW' } });
    assert.equal(allowed.statusCode, 200);
  });

  test("does not cut down a super admin's map", async () => {
    const { id } = (await call(DEMO.admin, 'GET', `${MB}/api/v1/users/profile`)).json().data;
    // The API refuses to make the caller read-only; set it underneath, as an operator could.
    await t.database.db.execute(
      sql`UPDATE condo_memberships SET read_only = true
        WHERE admin_user_id = ${id} AND condo_id = (SELECT id FROM condos WHERE alias_name = 'marina-bay')`,
    );
    const roles = await call(DEMO.admin, 'GET', `${MB}/api/v1/users/roles`);
    assert.deepEqual(roles.json().data, permissionsOf('Super Admin'));
  });
});

describe('an inactive account', () => {
  test('cannot sign in: the same answers as an unknown e-mail, and no code is mailed', async () => {
    const user = await member('User', { status: 'inactive' });
    const mailed = t.mail.sent.length;
    const known = await t.app.inject({
      method: 'POST',
      url: '/admin/send_otp',
      headers: { authorization: user.email },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin/send_otp',
      headers: { authorization: 'nobody.at.all@identity.test' },
    });
    assert.equal(known.statusCode, 200);
    assert.equal(known.body, unknown.body);
    await t.app.jobs.drain();
    assert.equal(t.mail.sent.length, mailed, 'no mail to an inactive account');
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { authorization: user.email },
      payload: { otp_token: '123456' },
    });
    assert.equal(login.statusCode, 401);
  });

  test('cannot sign in with a password either', async () => {
    const active = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { user_name: DEMO.condoAdmin, password: DEMO_PASSWORD },
    });
    assert.equal(active.statusCode, 200, 'the demo Admin signs in');
    const user = await member('User');
    const { db } = t.database;
    const [demo] = await db
      .select({ hash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.email, DEMO.viewer));
    await db.update(adminUsers).set({ passwordHash: demo?.hash, status: 'inactive' }).where(eq(adminUsers.id, user.id));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { user_name: user.email, password: DEMO_PASSWORD },
    });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().message, 'Invalid e-mail or password');
  });

  test('made inactive while signed in: no longer a member anywhere (404 per condo, 401 elsewhere)', async () => {
    const user = await member('Condo Manager');
    assert.equal((await call(user.email, 'GET', `${MB}/api/v1/users/profile`)).statusCode, 200);
    const off = await call(DEMO.admin, 'PUT', `${MB}/api/v1/users/${user.id}`, { users: { status: 'inactive' } });
    assert.equal(off.statusCode, 200);
    assert.equal(off.json().data.status, 'inactive');
    assert.equal((await call(user.email, 'GET', `${MB}/api/v1/users/profile`)).statusCode, 404);
    assert.equal((await call(user.email, 'GET', '/admin/condos')).statusCode, 401);
    const on = await call(DEMO.admin, 'PUT', `${MB}/api/v1/users/${user.id}`, { users: { status: 'active' } });
    assert.equal(on.statusCode, 200);
    assert.equal((await call(user.email, 'GET', `${MB}/api/v1/users/profile`)).statusCode, 200);
  });
});
