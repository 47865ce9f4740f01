import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, eq, like } from 'drizzle-orm';
import { permissionsOf } from '../access/role-permissions';
import { adminUsers, alertUserCondos, alertUsers, condoMemberships, condos, roleGroups } from '../db/schema';
import { openTestEnvironment, type TestEnvironment } from '../test/harness';
import { prepareDatabase } from './bootstrap';

let env: TestEnvironment;
before(async () => {
  env = await openTestEnvironment();
});
after(() => env.close());

async function counts() {
  const { db } = env.database;
  const [c] = await db.select({ n: count() }).from(condos);
  const [u] = await db.select({ n: count() }).from(adminUsers);
  const [m] = await db.select({ n: count() }).from(condoMemberships);
  const [r] = await db.select({ n: count() }).from(roleGroups);
  return { condos: c?.n, users: u?.n, memberships: m?.n, roleGroups: r?.n };
}

// The condos' people (seed/demo-people.ts): 1,500 in Marina Bay, 300 in each of the 27 others, one membership each.
const PEOPLE = 1500 + 27 * 300;

test('the demo data: 28 condos, 4 demo accounts and the people, their memberships and the role groups', async () => {
  assert.deepEqual(await counts(), {
    condos: 28,
    users: 4 + PEOPLE,
    memberships: 28 + 1 + 2 + 1 + PEOPLE,
    roleGroups: 16,
  });
  const [accounts] = await env.database.db
    .select({ n: count() })
    .from(adminUsers)
    .where(like(adminUsers.email, '%@demo.condo'));
  assert.equal(accounts?.n, 4);
  const [first] = await env.database.db.select().from(condos).where(eq(condos.aliasName, 'marina-bay'));
  assert.equal(first?.name, 'Marina Bay Residences');
});

test('starting again seeds nothing and restores the built-in role maps', async () => {
  const { db } = env.database;
  await db.update(roleGroups).set({ permissions: {} }).where(eq(roleGroups.name, 'Viewer'));
  const before = await counts();
  assert.deepEqual(await prepareDatabase(env.database, { seedDemo: true }), { seeded: false });
  assert.deepEqual(await counts(), before);
  const [viewer] = await db.select().from(roleGroups).where(eq(roleGroups.name, 'Viewer'));
  assert.deepEqual(viewer?.permissions, permissionsOf('Viewer'));
});

test('a data folder made before the identity area gets its alert users and the Admin demo account', async () => {
  const { db } = env.database;
  const [alertsBefore] = await db.select({ n: count() }).from(alertUsers);
  assert.equal(alertsBefore?.n, 15);
  await db.delete(alertUsers);
  await db.delete(adminUsers).where(eq(adminUsers.email, 'condo-admin@demo.condo'));
  await prepareDatabase(env.database, { seedDemo: true });
  const [alertsAfter] = await db.select({ n: count() }).from(alertUsers);
  assert.equal(alertsAfter?.n, 15);
  const [assignments] = await db.select({ n: count() }).from(alertUserCondos);
  assert.equal(assignments?.n, 12 + 4 + 3);
  const [admin] = await db
    .select({ role: roleGroups.name, condo: condos.aliasName, password: adminUsers.passwordHash })
    .from(adminUsers)
    .innerJoin(condoMemberships, eq(condoMemberships.adminUserId, adminUsers.id))
    .innerJoin(condos, eq(condos.id, condoMemberships.condoId))
    .innerJoin(roleGroups, eq(roleGroups.id, condoMemberships.roleGroupId))
    .where(eq(adminUsers.email, 'condo-admin@demo.condo'));
  assert.deepEqual(
    { ...admin, password: Boolean(admin?.password) },
    { role: 'Admin', condo: 'marina-bay', password: true },
  );
});

test('a demo account is not brought back into a database whose demo super admin was removed', async () => {
  const { db } = env.database;
  await db.delete(alertUsers);
  await db.delete(adminUsers).where(like(adminUsers.email, '%admin@demo.condo'));
  await prepareDatabase(env.database, { seedDemo: true });
  const [accounts] = await db
    .select({ n: count() })
    .from(adminUsers)
    .where(like(adminUsers.email, '%admin@demo.condo'));
  assert.equal(accounts?.n, 0);
  const [alerts] = await db.select({ n: count() }).from(alertUsers);
  assert.equal(alerts?.n, 15, 'the alert users are demo data of their own');
});
