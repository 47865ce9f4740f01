import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { adminUsers, condoMemberships, condos, roleGroups } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
type User = { id: number; first_name: string; last_name: string; email: string };

const get = async (email: string, url: string) => t.app.inject({ url, headers: await t.authAs(email) });

describe('GET /api/v1/users', () => {
  test("pages the condo's members by first name, then id", async () => {
    const first = await get(DEMO.manager, `${MB}/api/v1/users?order=first_name&page=1&per_page=50`);
    assert.equal(first.statusCode, 200, first.body);
    const body = first.json() as { data: User[]; total_entries: number };
    assert.deepEqual(Object.keys(body).sort(), ['data', 'total_entries']);
    assert.ok(body.total_entries >= 1500, `marina-bay has its seeded people (${body.total_entries})`);
    assert.equal(body.data.length, 50);
    assert.deepEqual(Object.keys(body.data[0] as User).sort(), [
      'country_code',
      'email',
      'first_name',
      'id',
      'last_login',
      'last_name',
      'phone',
      'read_only',
      'role_group',
      'status',
    ]);
    const second = (await get(DEMO.manager, `${MB}/api/v1/users?order=first_name&page=2&per_page=50`)).json();
    const rows = [...body.data, ...(second.data as User[])];
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1] as User, rows[i] as User];
      assert.ok(
        a.first_name < b.first_name || (a.first_name === b.first_name && a.id < b.id),
        `${a.id} before ${b.id}`,
      );
    }
    assert.equal(new Set(rows.map((row) => row.id)).size, 100, 'pages do not overlap');
  });

  test('a page in the second half (walked from the end) is the same slice of the same order', async () => {
    const ordered = await t.database.db
      .select({ id: adminUsers.id })
      .from(condoMemberships)
      .innerJoin(adminUsers, eq(adminUsers.id, condoMemberships.adminUserId))
      .innerJoin(condos, eq(condos.id, condoMemberships.condoId))
      .where(eq(condos.aliasName, 'marina-bay'))
      .orderBy(asc(adminUsers.firstName), asc(adminUsers.id));
    const last = Math.ceil(ordered.length / 50);
    for (const page of [Math.ceil(last / 2) + 1, last - 1, last]) {
      const body = (await get(DEMO.manager, `${MB}/api/v1/users?page=${page}&per_page=50`)).json();
      assert.equal(body.total_entries, ordered.length);
      assert.deepEqual(
        (body.data as User[]).map((row) => row.id),
        ordered.slice((page - 1) * 50, page * 50).map((row) => row.id),
        `page ${page}`,
      );
    }
    const past = (await get(DEMO.manager, `${MB}/api/v1/users?page=${last + 1}&per_page=50`)).json();
    assert.deepEqual(past, { data: [], total_entries: ordered.length });
    const pastSearch = (await get(DEMO.manager, `${MB}/api/v1/users?query=rahul&page=1000&per_page=50`)).json();
    assert.equal(pastSearch.data.length, 0);
    assert.ok(pastSearch.total_entries > 0, 'a filtered page past the end still counts');
  });

  test('lists only members of the condo: the demo accounts by their memberships', async () => {
    const all = async (url: string) => {
      const emails: string[] = [];
      for (let page = 1; ; page++) {
        const { data } = (await get(DEMO.admin, `${url}&page=${page}&per_page=500`)).json() as { data: User[] };
        emails.push(...data.map((row) => row.email));
        if (data.length < 500) return emails;
      }
    };
    const marina = await all(`${MB}/api/v1/users?order=first_name`);
    const orchid = await all(`${OG}/api/v1/users?order=first_name`);
    assert.ok(marina.includes(DEMO.manager) && marina.includes(DEMO.viewer));
    assert.ok(!orchid.includes(DEMO.manager), 'the manager is not a member of orchid-gardens');
    assert.ok(orchid.every((email) => !email.endsWith('@marina-bay.demo')));
  });

  test('query matches first name, last name or e-mail', async () => {
    const byFirst = (await get(DEMO.manager, `${MB}/api/v1/users?query=rahul&per_page=500`)).json();
    assert.ok(byFirst.total_entries > 0);
    for (const user of byFirst.data as User[])
      assert.match(`${user.first_name} ${user.last_name} ${user.email}`, /rahul/i);
    const byEmail = (await get(DEMO.manager, `${MB}/api/v1/users?query=manager@demo`)).json();
    assert.deepEqual(
      (byEmail.data as User[]).map((user) => user.email),
      [DEMO.manager],
    );
    const none = (await get(DEMO.manager, `${MB}/api/v1/users?query=${encodeURIComponent('%_zz')}`)).json();
    assert.equal(none.total_entries, 0, 'LIKE wildcards are literal');
  });

  test('needs users index; the viewer does not have it', async () => {
    const viewer = await get(DEMO.viewer, `${MB}/api/v1/users`);
    assert.equal(viewer.statusCode, 403);
  });

  test('refuses an unknown order and a too long query', async () => {
    assert.equal((await get(DEMO.manager, `${MB}/api/v1/users?order=email`)).statusCode, 422);
    assert.equal((await get(DEMO.manager, `${MB}/api/v1/users?query=${'x'.repeat(201)}`)).statusCode, 422);
  });

  // Last: it adds a row to marina-bay.
  test('a pending invitation is paged and counted with the members, in name order', async () => {
    const before = (await get(DEMO.manager, `${MB}/api/v1/users?per_page=1`)).json().total_entries as number;
    const [group] = await t.database.db.select().from(roleGroups).where(eq(roleGroups.name, 'User'));
    const [other] = await t.database.db
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .where(sql`${adminUsers.email} LIKE '%@orchid-gardens.demo'`)
      .limit(1);
    const created = await t.app.inject({
      method: 'POST',
      url: `${MB}/api/v1/users`,
      headers: await t.authAs(DEMO.manager),
      // An account of orchid-gardens only: invited, not added.
      payload: { users: { role_group_id: group?.id, first_name: 'Kavya', email: other?.email } },
    });
    assert.equal(created.statusCode, 200, created.body);
    const row = created.json().data as User;
    const [ahead] = await t.database.db
      .select({ n: count() })
      .from(condoMemberships)
      .innerJoin(adminUsers, eq(adminUsers.id, condoMemberships.adminUserId))
      .innerJoin(condos, eq(condos.id, condoMemberships.condoId))
      .where(
        and(
          eq(condos.aliasName, 'marina-bay'),
          sql`(${adminUsers.firstName}, ${adminUsers.id}) < ('Kavya', ${row.id})`,
        ),
      );
    const rank = ahead?.n ?? 0;
    const page = (await get(DEMO.manager, `${MB}/api/v1/users?page=${Math.floor(rank / 50) + 1}&per_page=50`)).json();
    assert.equal(page.total_entries, before + 1);
    assert.deepEqual(page.data[rank % 50], row);
  });
});
