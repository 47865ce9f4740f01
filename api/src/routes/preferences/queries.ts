import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type TablePreferenceValue, tablePreferences } from '../../db/schema';

const ofUserList = (userId: number, list: string) =>
  and(eq(tablePreferences.adminUserId, userId), eq(tablePreferences.list, list));

/** What the user saved for this list, if anything. */
export async function readTablePreferences(
  db: Db,
  userId: number,
  list: string,
): Promise<TablePreferenceValue | undefined> {
  const [row] = await db
    .select({ value: tablePreferences.value })
    .from(tablePreferences)
    .where(ofUserList(userId, list));
  return row?.value;
}

/** How many lists the user has settings for, besides this one. */
export async function otherListsOf(db: Db, userId: number, list: string): Promise<number> {
  const [saved] = await db
    .select({ list: tablePreferences.list })
    .from(tablePreferences)
    .where(ofUserList(userId, list));
  const [all] = await db
    .select({ total: count() })
    .from(tablePreferences)
    .where(eq(tablePreferences.adminUserId, userId));
  return (all?.total ?? 0) - (saved ? 1 : 0);
}

/** Saves the user's settings of this list over what was there. */
export async function writeTablePreferences(
  db: Db,
  userId: number,
  list: string,
  value: TablePreferenceValue,
  now: Date,
): Promise<void> {
  await db
    .insert(tablePreferences)
    .values({ adminUserId: userId, list, value, updatedAt: now })
    .onConflictDoUpdate({
      target: [tablePreferences.adminUserId, tablePreferences.list],
      set: { value, updatedAt: now },
    });
}

/** Forgets the user's settings of this list: the list shows as it is declared again. */
export async function deleteTablePreferences(db: Db, userId: number, list: string): Promise<void> {
  await db.delete(tablePreferences).where(ofUserList(userId, list));
}
