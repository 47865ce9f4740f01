import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * How a table's rows appear in the audit trail. `resource`/`record` name the record as the console knows it (a
 * membership is part of its user, a workflow part of its device); `@kind` reads the resource from the row's `kind`
 * (camera → cameras), `@device` from the device the row belongs to. `condo` is the column holding the condo id;
 * rows without one take the condo of the request that changed them. `hidden` columns are recorded as changed,
 * never with their values; `ignored` columns are machine-kept and not a change on their own.
 */
export interface AuditedTable {
  resource: string;
  record: string;
  condo?: string;
  hidden?: string[];
  ignored?: string[];
}

/** The transaction-local setting the API writes before a change: `{id, email, ip, condo_id}` of the caller. */
export const AUDIT_ACTOR_SETTING = 'audit.actor';
/** Set to `on` for bulk loads (the demo seed, benchmarks): their rows are not a user's changes. */
export const AUDIT_OFF_SETTING = 'audit.off';

const AUDIT_FUNCTION = `CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  resource text := TG_ARGV[0];
  record_column text := TG_ARGV[1];
  condo_column text := TG_ARGV[2];
  hidden text[] := string_to_array(TG_ARGV[3], ',');
  ignored text[] := string_to_array(TG_ARGV[4], ',') || ARRAY['created_at', 'updated_at'];
  actor jsonb := nullif(current_setting('${AUDIT_ACTOR_SETTING}', true), '')::jsonb;
  before jsonb;
  after jsonb;
  subject jsonb;
  changes jsonb;
  condo integer;
BEGIN
  IF current_setting('${AUDIT_OFF_SETTING}', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN before := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN after := to_jsonb(NEW); END IF;
  subject := coalesce(after, before);
  -- One pass over the row's fields: each changed (or, for a create or delete, set) field as [before, after].
  SELECT coalesce(jsonb_object_agg(field.key, CASE WHEN field.key = ANY(hidden)
           THEN jsonb_build_array(
             CASE WHEN before IS NULL THEN NULL ELSE to_jsonb('[hidden]'::text) END,
             CASE WHEN after IS NULL THEN NULL ELSE to_jsonb('[hidden]'::text) END)
           ELSE jsonb_build_array(before -> field.key, after -> field.key) END), '{}')
    INTO changes
    FROM jsonb_each(subject) AS field
   WHERE NOT field.key = ANY(ignored)
     AND CASE WHEN TG_OP = 'UPDATE' THEN (before -> field.key) IS DISTINCT FROM field.value
              ELSE jsonb_typeof(field.value) <> 'null' END;
  IF TG_OP = 'UPDATE' AND changes = '{}' THEN RETURN NULL; END IF;
  IF resource = '@kind' THEN
    resource := (subject ->> 'kind') || 's';
  ELSIF resource = '@device' THEN
    SELECT d.kind || 's', d.condo_id INTO resource, condo FROM devices d WHERE d.id = (subject ->> record_column)::integer;
    -- The device itself is being deleted (a cascade): its own delete is the record of it.
    IF resource IS NULL THEN RETURN NULL; END IF;
  END IF;
  IF condo_column <> '' THEN condo := (subject ->> condo_column)::integer; END IF;
  condo := coalesce(condo, (actor ->> 'condo_id')::integer);
  INSERT INTO audit_events
    (condo_id, resource, record_id, entity, entity_id, action, actor_id, actor_email, ip_address, changes)
  VALUES (
    condo, resource, (subject ->> record_column)::integer, TG_TABLE_NAME, (subject ->> 'id')::integer,
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    (actor ->> 'id')::integer, actor ->> 'email', actor ->> 'ip', changes);
  RETURN NULL;
END $$`;

/** Refuses to change or remove recorded events, whoever asks: the trail is append-only. */
const APPEND_ONLY_FUNCTION = `CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$`;

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Row triggers that write every change of the audited tables (each route group's `audited`, routes/registry.ts) into `audit_events`, in the transaction of the change,
 * whoever makes it, and the triggers that keep `audit_events` append-only (UPDATE, DELETE and TRUNCATE raise).
 * Installed on every start, like the access-change notifications (db/access-changes.ts): a dropped one comes back.
 */
export async function installAuditTriggers(db: Db, tables: Record<string, AuditedTable>): Promise<void> {
  await db.execute(sql.raw(APPEND_ONLY_FUNCTION));
  await db.execute(
    sql.raw(`CREATE OR REPLACE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
      FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`),
  );
  await db.execute(
    sql.raw(`CREATE OR REPLACE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
      FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only()`),
  );
  await db.execute(sql.raw(AUDIT_FUNCTION));
  for (const [table, config] of Object.entries(tables)) {
    const args = [
      config.resource,
      config.record,
      config.condo ?? '',
      (config.hidden ?? []).join(','),
      (config.ignored ?? []).join(','),
    ].map(quote);
    await db.execute(
      sql.raw(`CREATE OR REPLACE TRIGGER ${table}_audit AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION audit_row(${args.join(', ')})`),
    );
  }
}

/** Turns the trail off for the rest of this transaction (bulk loads). */
export async function auditOff(db: Db): Promise<void> {
  await db.execute(sql`SELECT set_config(${AUDIT_OFF_SETTING}, 'on', true)`);
}
