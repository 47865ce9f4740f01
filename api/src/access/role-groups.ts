import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { roleGroups } from '../db/schema';
import { ROLE_GROUPS } from './role-permissions';

/** Writes the built-in role groups and their maps (role-permissions.ts) into the database; runs on every start. */
export async function syncRoleGroups(db: Db): Promise<void> {
  await db
    .insert(roleGroups)
    .values(ROLE_GROUPS.map(({ name, type, permissions }) => ({ name, type, permissions })))
    .onConflictDoUpdate({
      target: roleGroups.name,
      set: { type: sql`excluded.type`, permissions: sql`excluded.permissions`, updatedAt: sql`now()` },
    });
}
