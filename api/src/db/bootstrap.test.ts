import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, eq, like } from 'drizzle-orm';
import { permissionsOf } from '../seed/role-permissions';
import { openTestEnvironment, type TestEnvironment } from '../test/harness';
import { prepareDatabase } from './bootstrap';
import { adminUsers, condoMemberships, condos, roleGroups } from './schema';

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

test('the demo data: 28 condos, 3 demo accounts and the people, their memberships and the role groups', async () => {
  assert.deepEqual(await counts(), {
    condos: 28,
    users: 3 + PEOPLE,
    memberships: 28 + 1 + 2 + PEOPLE,
    roleGroups: 16,
  });
  const [accounts] = await env.database.db
    .select({ n: count() })
    .from(adminUsers)
    .where(like(adminUsers.email, '%@demo.condo'));
  assert.equal(accounts?.n, 3);
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
