import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { adminUsers, condoMemberships, condos, roleGroups } from '../db/schema';
import { attachApp, DEMO, startTestApp, type TestApp } from '../test/harness';
import { CallerCache } from './caller-cache';

// A cache that outlived a change would still answer for a minute: every refusal below must come sooner.
const CACHE_SECONDS = 60;
/** A change reaches the instances through a NOTIFY: immediately on PGlite, within milliseconds on PostgreSQL. */
const NOTIFY_WITHIN_MS = 2000;

let t: TestApp;
let second: TestApp;
before(async () => {
  t = await startTestApp({ callerCacheSeconds: CACHE_SECONDS });
  second = await attachApp(t, { callerCacheSeconds: CACHE_SECONDS });
});
after(async () => {
  await second.app.close();
  await t.close();
});

async function status(app: TestApp, url: string, email: string) {
  return (await app.app.inject({ url, headers: await app.authAs(email) })).statusCode;
}

/**
 * The first value of `read` that is not `from`, trying for NOTIFY_WITHIN_MS. It waits between tries: an injected
 * call that the cache answers does no I/O, and the notification is read from a socket.
 */
async function settled<T>(read: () => Promise<T>, from: T): Promise<T> {
  const deadline = Date.now() + NOTIFY_WITHIN_MS;
  let last = await read();
  while (last === from && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    last = await read();
  }
  return last;
}

const statusAfterChange = (app: TestApp, url: string, email: string, from: number) =>
  settled(() => status(app, url, email), from);

const roleGroupId = async (name: string) =>
  (await t.database.db.select({ id: roleGroups.id }).from(roleGroups).where(eq(roleGroups.name, name)))[0]?.id;

describe('cached callers', () => {
  test('a permission taken from a role group refuses the next calls on every instance', async () => {
    const cameras = '/tenants/marina-bay/api/v1/cameras';
    assert.equal(await status(t, cameras, DEMO.manager), 200);
    assert.equal(await status(second, cameras, DEMO.manager), 200);
    await t.database.db
      .update(roleGroups)
      .set({ permissions: sql`${roleGroups.permissions} - 'api/v1/cameras'` })
      .where(eq(roleGroups.name, 'Condo Manager'));
    assert.equal(await statusAfterChange(t, cameras, DEMO.manager, 200), 403);
    assert.equal(await statusAfterChange(second, cameras, DEMO.manager, 200), 403);
  });

  test('a membership removed makes the condo unknown to its former member', async () => {
    const profile = '/tenants/orchid-gardens/api/v1/users/profile';
    assert.equal(await status(t, profile, DEMO.viewer), 200);
    const [orchid] = await t.database.db
      .select({ id: condos.id })
      .from(condos)
      .where(eq(condos.aliasName, 'orchid-gardens'));
    await t.database.db.delete(condoMemberships).where(eq(condoMemberships.condoId, orchid?.id ?? 0));
    assert.equal(await statusAfterChange(t, profile, DEMO.viewer, 200), 404);
  });

  test('a deleted user is refused everywhere, a demoted super admin sees only their memberships', async () => {
    const [user] = await t.database.db
      .insert(adminUsers)
      .values({ email: 'temp.admin@demo.condo', isSuperAdmin: true })
      .returning({ id: adminUsers.id });
    assert.ok(user);
    const [marina] = await t.database.db
      .select({ id: condos.id })
      .from(condos)
      .where(eq(condos.aliasName, 'marina-bay'));
    await t.database.db
      .insert(condoMemberships)
      .values({ adminUserId: user.id, condoId: marina?.id ?? 0, roleGroupId: (await roleGroupId('Viewer')) ?? 0 });
    const list = async () =>
      (await t.app.inject({ url: '/admin/condos', headers: await t.authAs('temp.admin@demo.condo') })).json();
    assert.equal((await list()).total_entries, 28);

    await t.database.db.update(adminUsers).set({ isSuperAdmin: false }).where(eq(adminUsers.id, user.id));
    assert.equal(await settled(async () => (await list()).total_entries, 28), 1);

    const token = {
      authorization: `JWT ${await t.app.tokens.issueAccess({ id: user.id, email: 'temp.admin@demo.condo' })}`,
    };
    assert.equal(
      (await t.app.inject({ url: '/tenants/marina-bay/api/v1/users/profile', headers: token })).statusCode,
      200,
    );
    await t.database.db.delete(adminUsers).where(eq(adminUsers.id, user.id));
    const call = (url: string) => async () => (await t.app.inject({ url, headers: token })).statusCode;
    assert.equal(await settled(call('/tenants/marina-bay/api/v1/users/profile'), 200), 401);
    assert.equal(await settled(call('/admin/condos'), 200), 401);
    const refused = await t.app.inject({ url: '/admin/condos', headers: token });
    assert.deepEqual(refused.json(), { message: 'Invalid token' });
  });

  test('a change whose notification is missed holds at most the cache lifetime', async () => {
    const condo = '/tenants/marina-bay/condos/marina-bay';
    assert.equal(await status(t, condo, DEMO.viewer), 200);
    // The change without its trigger: as if this instance had lost its LISTEN connection at that moment.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE role_groups DISABLE TRIGGER role_groups_access_changed`);
      await tx
        .update(roleGroups)
        .set({ permissions: sql`${roleGroups.permissions} - 'api/v1/condos'` })
        .where(eq(roleGroups.name, 'Viewer'));
      await tx.execute(sql`ALTER TABLE role_groups ENABLE TRIGGER role_groups_access_changed`);
    });
    assert.equal(await status(t, condo, DEMO.viewer), 200, 'still cached');
    t.clock.advance(CACHE_SECONDS * 1000);
    assert.equal(await status(t, condo, DEMO.viewer), 403);
  });
});

describe('cached condo list pages', () => {
  const names = async (app: TestApp, email: string) =>
    (await app.app.inject({ url: '/admin/condos?per_page=100', headers: await app.authAs(email) }))
      .json()
      .data.map((condo: { name: string }) => condo.name)
      .join('|');

  test('a renamed condo shows under its new name on every instance', async () => {
    const before = await names(t, DEMO.manager);
    assert.equal(await names(second, DEMO.manager), before);
    await t.database.db.update(condos).set({ name: 'Marina Bay Towers' }).where(eq(condos.aliasName, 'marina-bay'));
    assert.equal(await settled(() => names(t, DEMO.manager), before), 'Marina Bay Towers');
    assert.equal(await settled(() => names(second, DEMO.manager), before), 'Marina Bay Towers');
  });

  test("a new membership adds the condo to the member's list", async () => {
    const before = await names(t, DEMO.manager);
    const [orchid] = await t.database.db
      .select({ id: condos.id })
      .from(condos)
      .where(eq(condos.aliasName, 'orchid-gardens'));
    const [manager] = await t.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, DEMO.manager));
    await t.database.db.insert(condoMemberships).values({
      adminUserId: manager?.id ?? 0,
      condoId: orchid?.id ?? 0,
      roleGroupId: (await roleGroupId('Viewer')) ?? 0,
    });
    assert.equal(await settled(() => names(t, DEMO.manager), before), 'Marina Bay Towers|Orchid Gardens');
  });
});

describe('the condo page cache switched off (CONDO_PAGE_CACHE=0)', () => {
  test('every read loads again, and switching it on again stores', async () => {
    const cache = new CallerCache<number>(60_000, () => new Date());
    cache.setListening(true);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('page', load);
    await cache.get('page', load);
    assert.equal(loads, 1);
    cache.setEnabled(false);
    await cache.get('page', load);
    await cache.get('page', load);
    assert.equal(loads, 3);
    cache.setEnabled(true);
    await cache.get('page', load);
    await cache.get('page', load);
    assert.equal(loads, 4);
  });
});

describe('verified tokens', () => {
  test('a token verified before is still refused once it expires', async () => {
    const headers = await t.authAs(DEMO.manager);
    assert.equal((await t.app.inject({ url: '/admin/condos', headers })).statusCode, 200);
    t.clock.advance(3600 * 1000);
    const expired = await t.app.inject({ url: '/admin/condos', headers });
    assert.equal(expired.statusCode, 401);
    assert.deepEqual(expired.json(), { message: 'Token Expired' });
  });

  test('a token with one changed character is refused after the real one was verified', async () => {
    const { authorization } = await t.authAs(DEMO.manager);
    assert.equal((await t.app.inject({ url: '/admin/condos', headers: { authorization } })).statusCode, 200);
    const last = authorization.at(-2) === 'A' ? 'B' : 'A';
    const forged = `${authorization.slice(0, -2)}${last}${authorization.at(-1)}`;
    assert.equal((await t.app.inject({ url: '/admin/condos', headers: { authorization: forged } })).statusCode, 401);
  });
});
