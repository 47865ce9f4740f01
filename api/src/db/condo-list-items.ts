import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * `condos.list_json`: each condo as an item of the condo list (routes/condos/schemas.ts CondoListItem; everything but
 * the configurations, the widest column), written when the row is written. A list page is then the concatenation of
 * 25 stored texts: building the JSON and formatting two timestamps per row on every read cost PostgreSQL eight times
 * the read itself (bench/README.md, Throughput). row_to_json, not json_build_object: no spaces around its colons and
 * commas, 7 % of a page. Installed on every start, like the member-name triggers; rows of an older item format are
 * rewritten then.
 */
export async function installCondoListItemTriggers(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION condo_list_item(c condos) RETURNS text LANGUAGE sql STABLE AS $$
      SELECT row_to_json(item)::text FROM (SELECT
        c.id, c.name, c.alias_name, c.status, c.completed, c.guard_house, c.default_country_code, c.email, c.location,
        c.logo_url, c.url_host, c.web_apps, c.contractor, c.guest, c.delivery, c.invite, c.allow_login,
        to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
        to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at) item
    $$`),
  );
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION condos_list_json() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.list_json := condo_list_item(NEW);
        RETURN NEW;
      END $$`),
  );
  await db.execute(
    sql.raw(`CREATE OR REPLACE TRIGGER condos_list_json BEFORE INSERT OR UPDATE ON condos
      FOR EACH ROW EXECUTE FUNCTION condos_list_json()`),
  );
  await db.execute(sql`UPDATE condos c SET list_json = NULL WHERE c.list_json IS DISTINCT FROM condo_list_item(c)`);
}
