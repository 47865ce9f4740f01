import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Keeps `condo_memberships.sort_name` equal to the member's first name: set when a membership is made, and on every
 * membership of a user whose first name changes. Installed on every start, like the access-change notifications.
 */
export async function installMemberNameTriggers(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION condo_membership_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.sort_name := coalesce((SELECT first_name FROM admin_users WHERE id = NEW.admin_user_id), '');
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql.raw(`CREATE OR REPLACE TRIGGER condo_memberships_sort_name
      BEFORE INSERT OR UPDATE OF admin_user_id ON condo_memberships
      FOR EACH ROW EXECUTE FUNCTION condo_membership_sort_name()`),
  );
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION admin_user_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE condo_memberships SET sort_name = NEW.first_name WHERE admin_user_id = NEW.id;
        RETURN NULL;
      END $$`),
  );
  await db.execute(
    sql.raw(`CREATE OR REPLACE TRIGGER admin_users_sort_name
      AFTER UPDATE OF first_name ON admin_users
      FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name) EXECUTE FUNCTION admin_user_sort_name()`),
  );
}
