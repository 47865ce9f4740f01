import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** The channel every API instance LISTENs on to drop its cached callers (plugins/caller-cache.ts). */
export const ACCESS_CHANGED_CHANNEL = 'condo_access_changed';

/**
 * What a cached caller is made of: the user, their sign-in session, the condo, the membership and the role group's
 * permission map.
 */
const WATCHED_TABLES = ['admin_users', 'admin_sessions', 'condos', 'condo_memberships', 'role_groups'] as const;

/** A session's refresh (its refresh token ids) changes no caller: only these of its columns do. */
const WATCHED_COLUMNS: Partial<Record<(typeof WATCHED_TABLES)[number], string[]>> = {
  admin_sessions: ['admin_user_id', 'expires_at', 'ended_at'],
};

/**
 * Statement triggers that NOTIFY on any change to the watched tables, whoever makes it: this API, another instance,
 * a migration or someone in psql. Installed on every start (bootstrap, under its lock) rather than in a migration:
 * drizzle-kit does not model triggers, and CREATE OR REPLACE keeps them in step with this file.
 */
export async function installAccessChangeNotifications(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION notify_condo_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('${ACCESS_CHANGED_CHANNEL}', ''); RETURN NULL; END $$`),
  );
  for (const table of WATCHED_TABLES) {
    const columns = WATCHED_COLUMNS[table];
    await db.execute(
      sql.raw(`CREATE OR REPLACE TRIGGER ${table}_access_changed
        AFTER INSERT OR UPDATE${columns ? ` OF ${columns.join(', ')}` : ''} OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_condo_access_changed()`),
    );
  }
}
