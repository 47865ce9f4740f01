import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from './database';

interface Journal {
  entries: { tag: string; when: number }[];
}

let journal: Journal | undefined;
const migrationsOfThisVersion = () => {
  journal ??= JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries;
};

/**
 * The migrations of this version of the API (api/drizzle) that the database has not applied, by tag: drizzle records
 * each applied migration with its journal time in `<schema>.__drizzle_migrations`, and applies them in that order.
 */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const table = sql.raw(`"${database.migrationsSchema}"."__drizzle_migrations"`);
  const rows = await database.db
    .execute<{ last: string | null }>(sql`SELECT max(created_at)::text AS last FROM ${table}`)
    .catch(() => ({ rows: [{ last: null }] })); // no table yet: nothing applied
  const last = Number((rows as unknown as { rows: { last: string | null }[] }).rows[0]?.last ?? 0);
  return migrationsOfThisVersion()
    .filter((entry) => entry.when > last)
    .map((entry) => entry.tag);
}
