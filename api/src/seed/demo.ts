import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { adminUsers, condoMemberships, condos, roleGroups } from '../db/schema';
import { demoCondos } from './demo-condos';
import { DEMO_USERS } from './demo-users';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({
      empty: sql<boolean>`NOT EXISTS (SELECT 1 FROM ${condos}) AND NOT EXISTS (SELECT 1 FROM ${adminUsers})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return row?.empty === true;
}

export interface DemoPasswords {
  [email: string]: string;
}

/** Hashes the demo password once per demo user; done before the seeding transaction, which stays short. */
export async function hashDemoPasswords(): Promise<DemoPasswords> {
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  return Object.fromEntries(DEMO_USERS.map((user, index) => [user.email, hashes[index] as string]));
}

/** Inserts the demo condos, users and memberships: one statement per table. Expects an empty database. */
export async function seedDemoData(db: Db, passwords: DemoPasswords): Promise<void> {
  const insertedCondos = await db
    .insert(condos)
    .values(demoCondos())
    .returning({ id: condos.id, aliasName: condos.aliasName });
  const users = await db
    .insert(adminUsers)
    .values(
      DEMO_USERS.map((user) => ({
        email: user.email,
        firstName: user.firstName,
        slackUsername: user.slackUsername,
        isSuperAdmin: user.isSuperAdmin,
        passwordHash: passwords[user.email] ?? null,
      })),
    )
    .returning({ id: adminUsers.id, email: adminUsers.email });
  const groups = await db.select({ id: roleGroups.id, name: roleGroups.name }).from(roleGroups);
  const groupId = new Map(groups.map((group) => [group.name, group.id]));
  const condoId = new Map(insertedCondos.map((condo) => [condo.aliasName, condo.id]));

  const memberships = DEMO_USERS.flatMap((demoUser) => {
    const userId = users.find((user) => user.email === demoUser.email)?.id as number;
    return Object.entries(demoUser.memberships).flatMap(([alias, group]) => {
      const roleGroupId = groupId.get(group);
      if (!roleGroupId) throw new Error(`demo seed: role group ${group} is missing`);
      const ids = alias === '*' ? [...condoId.values()] : [condoId.get(alias) as number];
      return ids.map((id) => ({ adminUserId: userId, condoId: id, roleGroupId }));
    });
  });
  await db.insert(condoMemberships).values(memberships);
}
