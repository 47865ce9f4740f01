import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, count, eq, sql } from 'drizzle-orm';
import { permissionsOf } from '../../access/role-permissions';
import { adminUsers, roleGroups } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

type AdminUser = {
  id: number;
  email: string;
  slack_username: string | null;
  last_login: string | null;
  condos: { id: number; name: string; alias_name: string }[];
};

async function call(as: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(as), ...(payload ? { payload } : {}) });
}
const list = (as: string, query = '') => call(as, 'GET', `/admin/admin_users${query}`);
const update = (as: string, body: object) => call(as, 'PUT', '/admin/admin_users/update', body);

async function idOf(email: string) {
  const [row] = await t.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  assert.ok(row, email);
  return row.id;
}

/** Gives (or takes back) a built-in group `api/v1/admin_users` actions, as an operator could; restarts restore it. */
async function grantAdminUsers(group: string, actions: string[]) {
  const permissions = { ...permissionsOf(group), ...(actions.length ? { 'api/v1/admin_users': actions } : {}) };
  await t.database.db.update(roleGroups).set({ permissions }).where(eq(roleGroups.name, group));
}

describe('GET /admin/admin_users', () => {
  test('a super admin pages every admin user by e-mail, 25 by default, with their condos', async () => {
    const response = await list(DEMO.admin);
    assert.equal(response.statusCode, 200);
    const body = response.json() as { data: AdminUser[]; total_entries: number };
    const [all] = await t.database.db.select({ n: count() }).from(adminUsers);
    assert.equal(body.total_entries, all?.n);
    assert.equal(body.data.length, 25);
    assert.deepEqual(Object.keys(body.data[0] as AdminUser).sort(), [
      'condos',
      'email',
      'id',
      'last_login',
      'slack_username',
    ]);
    const ordered = await t.database.db
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .orderBy(asc(adminUsers.email), asc(adminUsers.id))
      .limit(25);
    assert.deepEqual(
      body.data.map((row) => row.email),
      ordered.map((row) => row.email),
      'by e-mail (the database collation)',
    );

    const viewer = (await list(DEMO.admin, `?query=${encodeURIComponent('viewer@demo')}`)).json().data as AdminUser[];
    assert.equal(viewer.length, 1);
    assert.equal(viewer[0]?.slack_username, 'meiling.tan');
    assert.deepEqual(viewer[0]?.condos.map((condo) => condo.alias_name).sort(), ['marina-bay', 'orchid-gardens']);
    const bySlack = (await list(DEMO.admin, '?query=aisha.rahman')).json().data as AdminUser[];
    assert.deepEqual(
      bySlack.map((row) => row.email),
      [DEMO.admin],
    );
  });

  test('anyone else sees only the members of condos where their group grants admin_users index: none built in', async () => {
    for (const email of [DEMO.manager, DEMO.viewer, DEMO.condoAdmin]) {
      const response = await list(email);
      assert.equal(response.statusCode, 200, 'an empty list, never a 403 (the console signs out on 403)');
      assert.deepEqual(response.json(), { data: [], total_entries: 0 });
    }

    await grantAdminUsers('Condo Manager', ['index']);
    try {
      const scoped = await list(DEMO.manager, '?per_page=500');
      const rows = scoped.json().data as AdminUser[];
      assert.ok(scoped.json().total_entries > 1000, 'the members of marina-bay');
      const viewer = await list(DEMO.manager, `?query=${encodeURIComponent(DEMO.viewer)}`);
      assert.equal(viewer.json().data[0]?.email, DEMO.viewer);
      for (const row of rows) {
        assert.deepEqual(
          row.condos.map((condo) => condo.alias_name),
          ['marina-bay'],
          `${row.email}: only the condos within reach are shown`,
        );
      }
      const outside = await list(DEMO.manager, `?query=${encodeURIComponent('@orchid-gardens.demo')}`);
      assert.equal(outside.json().total_entries, 0, 'orchid-gardens people are out of reach');
    } finally {
      await grantAdminUsers('Condo Manager', []);
    }
  });

  test('refuses a page size over 500 and needs a token', async () => {
    assert.equal((await list(DEMO.admin, '?per_page=501')).statusCode, 422);
    assert.equal((await t.app.inject({ url: '/admin/admin_users' })).statusCode, 401);
  });
});

describe('PUT /admin/admin_users/update', () => {
  test('changes only slack_username: trimmed, empty is null; email and any other field are ignored', async () => {
    const id = await idOf(DEMO.viewer);
    const response = await update(DEMO.admin, {
      id,
      slack_username: '  mei.ling  ',
      email: 'x@y.example',
      is_super_admin: true,
      first_name: 'Hacked',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Admin user updated');
    assert.equal(response.json().data.slack_username, 'mei.ling');
    assert.equal(response.json().data.email, DEMO.viewer);
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, id));
    assert.deepEqual(
      [row?.email, row?.isSuperAdmin, row?.firstName, row?.slackUsername],
      [DEMO.viewer, false, 'Mei Ling', 'mei.ling'],
    );
    const cleared = await update(DEMO.admin, { id, slack_username: '   ' });
    assert.equal(cleared.json().data.slack_username, null);
    assert.equal((await update(DEMO.admin, { id, slack_username: 'x'.repeat(256) })).statusCode, 422);
    assert.equal((await update(DEMO.admin, { slack_username: 'no.id' })).statusCode, 422);
  });

  test('outside the caller’s reach is a 404, within it (admin_users update) a 200', async () => {
    const viewer = await idOf(DEMO.viewer);
    assert.equal((await update(DEMO.manager, { id: viewer, slack_username: 'nope' })).statusCode, 404);
    assert.equal((await update(DEMO.admin, { id: 99_999_999, slack_username: 'nope' })).statusCode, 404);

    await grantAdminUsers('Condo Manager', ['index']);
    try {
      assert.equal((await update(DEMO.manager, { id: viewer, slack_username: 'nope' })).statusCode, 404);
      await grantAdminUsers('Condo Manager', ['index', 'update']);
      const ok = await update(DEMO.manager, { id: viewer, slack_username: 'by.manager' });
      assert.equal(ok.statusCode, 200, ok.body);
      const orchidOnly = await t.database.db.execute<{ id: number }>(
        sql`SELECT id FROM admin_users WHERE email LIKE '%@orchid-gardens.demo' LIMIT 1`,
      );
      const outside = (orchidOnly as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
      assert.equal((await update(DEMO.manager, { id: outside, slack_username: 'nope' })).statusCode, 404);
    } finally {
      await grantAdminUsers('Condo Manager', []);
    }
  });

  test('DELETE /admin/admin_users/{id}/sessions still works for super admins only', async () => {
    const viewer = await idOf(DEMO.viewer);
    assert.equal((await call(DEMO.admin, 'DELETE', `/admin/admin_users/${viewer}/sessions`)).statusCode, 200);
    assert.equal((await call(DEMO.manager, 'DELETE', `/admin/admin_users/${viewer}/sessions`)).statusCode, 403);
  });
});
