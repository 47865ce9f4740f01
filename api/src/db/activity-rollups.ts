import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { rowsOf } from './rows';

/**
 * Keeps the roll-up tables (schema/rollups.ts) equal to counting the activity rows. Statement triggers with
 * transition tables add each statement's rows at +1 and its removed rows at −1, grouped, so a bulk insert costs one
 * aggregated upsert. A deletion only updates existing roll-up rows: when a condo is deleted its activity rows go in
 * the same statement, and an insert would point at the deleted condo. Installed on every start, like the audit
 * triggers.
 */

/** Set for a transaction that writes activity in bulk and rebuilds the roll-ups itself (the generator). */
const ROLLUPS_OFF_SETTING = 'condo.rollups_off';

interface RollupPart {
  /** Expressions over the source row `s`, in the order of the roll-up's key columns. */
  keys: string[];
  /** The count column this part adds to. */
  count: string;
  where?: string;
}

interface Rollup {
  table: string;
  source: string;
  keyColumns: string[];
  counts: string[];
  parts: RollupPart[];
}

const utcHour = (column: string) => `date_trunc('hour', s.${column}, 'UTC')`;
const utcDay = (column: string) => `(s.${column} AT TIME ZONE 'UTC')::date`;
const NOT_A_RESIDENT_VEHICLE = `NOT EXISTS (SELECT 1 FROM resident_vehicles r
  WHERE r.condo_id = s.condo_id AND r.number_plate = s.number_plate)`;

const VEHICLE_DIMENSIONS = ['entry_type', 'registered', 'lane', 'vehicle_type'];

const ROLLUPS: Rollup[] = [
  {
    table: 'vehicle_entry_hours',
    source: 'vehicle_entries',
    keyColumns: ['condo_id', 'hour', ...VEHICLE_DIMENSIONS],
    counts: ['entries_in', 'entries_out'],
    parts: [
      { keys: ['s.condo_id', utcHour('in_time'), ...VEHICLE_DIMENSIONS.map((c) => `s.${c}`)], count: 'entries_in' },
      {
        keys: ['s.condo_id', utcHour('out_time'), ...VEHICLE_DIMENSIONS.map((c) => `s.${c}`)],
        count: 'entries_out',
        where: 's.out_time IS NOT NULL',
      },
    ],
  },
  {
    table: 'visit_hours',
    source: 'visits',
    keyColumns: ['condo_id', 'hour', 'visitor_type'],
    counts: ['visits'],
    parts: [{ keys: ['s.condo_id', utcHour('in_time'), 's.visitor_type'], count: 'visits' }],
  },
  {
    table: 'visitor_months',
    source: 'visits',
    keyColumns: ['condo_id', 'month', 'visitor_phone'],
    counts: ['visits'],
    parts: [
      {
        keys: ['s.condo_id', `date_trunc('month', s.in_time AT TIME ZONE 'UTC')::date`, 's.visitor_phone'],
        count: 'visits',
      },
    ],
  },
  {
    table: 'alert_hours',
    source: 'alerts',
    keyColumns: ['condo_id', 'hour', 'alert_type_id', 'status'],
    counts: ['alerts'],
    parts: [{ keys: ['s.condo_id', utcHour('from_time'), 's.alert_type_id', 's.status'], count: 'alerts' }],
  },
  {
    table: 'resident_lane_plate_days',
    source: 'vehicle_entries',
    keyColumns: ['condo_id', 'day', 'number_plate', 'entry_type'],
    counts: ['entries'],
    parts: [
      {
        keys: ['s.condo_id', utcDay('in_time'), 's.number_plate', 's.entry_type'],
        count: 'entries',
        where: `s.lane = 'resident' AND ${NOT_A_RESIDENT_VEHICLE}`,
      },
    ],
  },
];

/** The roll-up's counts of `rows` (a query whose rows are source rows plus a `d` of +1 or −1), grouped by key. */
function deltas(rollup: Rollup, rows: string): string {
  const parts = rollup.parts.map((part) => {
    const keys = part.keys.map((key, i) => `${key} AS ${rollup.keyColumns[i]}`);
    const counts = rollup.counts.map((count) => `${count === part.count ? 's.d' : '0'} AS ${count}`);
    return `SELECT ${[...keys, ...counts].join(', ')} FROM (${rows}) s WHERE ${part.where ?? 'true'}`;
  });
  const sums = rollup.counts.map((count) => `sum(${count})::int AS ${count}`);
  return `SELECT ${[...rollup.keyColumns, ...sums].join(', ')}
    FROM (${parts.join(' UNION ALL ')}) parts
    GROUP BY ${rollup.keyColumns.join(', ')}
    HAVING ${rollup.counts.map((count) => `sum(${count}) <> 0`).join(' OR ')}`;
}

function upsert(rollup: Rollup, rows: string): string {
  const columns = [...rollup.keyColumns, ...rollup.counts];
  return `INSERT INTO ${rollup.table} AS t (${columns.join(', ')}) ${deltas(rollup, rows)}
    ON CONFLICT (${rollup.keyColumns.join(', ')}) DO UPDATE
    SET ${rollup.counts.map((count) => `${count} = t.${count} + excluded.${count}`).join(', ')}`;
}

function subtract(rollup: Rollup, rows: string): string {
  return `UPDATE ${rollup.table} AS t
    SET ${rollup.counts.map((count) => `${count} = t.${count} + x.${count}`).join(', ')}
    FROM (${deltas(rollup, rows)}) x
    WHERE ${rollup.keyColumns.map((key) => `t.${key} = x.${key}`).join(' AND ')}`;
}

const INSERTED = 'SELECT n.*, 1 AS d FROM new_rows n';
const DELETED = 'SELECT o.*, -1 AS d FROM old_rows o';

function triggerFunction(source: string): string {
  const rollups = ROLLUPS.filter((rollup) => rollup.source === source);
  const each = (statement: (rollup: Rollup) => string) => rollups.map((rollup) => `${statement(rollup)};`).join('\n');
  return `CREATE OR REPLACE FUNCTION ${source}_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('${ROLLUPS_OFF_SETTING}', true) = 'on' THEN RETURN NULL; END IF;
      -- A statement that changed no row (each row a cascade clears runs one) has nothing to count.
      IF TG_OP = 'DELETE' THEN
        IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
      ELSIF NOT EXISTS (SELECT FROM new_rows) THEN
        RETURN NULL;
      END IF;
      IF TG_OP = 'INSERT' THEN
        ${each((rollup) => upsert(rollup, INSERTED))}
      ELSIF TG_OP = 'UPDATE' THEN
        ${each((rollup) => upsert(rollup, `${INSERTED} UNION ALL ${DELETED}`))}
      ELSE
        ${each((rollup) => subtract(rollup, DELETED))}
      END IF;
      RETURN NULL;
    END $$`;
}

/**
 * A plate registered to a resident is no longer a non-resident vehicle: its resident-lane rows go; a plate no longer
 * registered is one again: its resident-lane history comes back from the entries.
 */
const RESIDENT_VEHICLE_FUNCTION = `CREATE OR REPLACE FUNCTION resident_vehicles_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF current_setting('${ROLLUPS_OFF_SETTING}', true) = 'on' THEN RETURN NULL; END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      INSERT INTO resident_lane_plate_days AS t (condo_id, day, number_plate, entry_type, entries)
      SELECT s.condo_id, ${utcDay('in_time')}, s.number_plate, s.entry_type, count(*)::int
        FROM vehicle_entries s
        JOIN (SELECT DISTINCT condo_id, number_plate FROM old_rows) o
          ON s.condo_id = o.condo_id AND s.number_plate = o.number_plate
       WHERE s.lane = 'resident' AND ${NOT_A_RESIDENT_VEHICLE}
         AND EXISTS (SELECT 1 FROM condos c WHERE c.id = s.condo_id)
       GROUP BY 1, 2, 3, 4
      ON CONFLICT (condo_id, day, number_plate, entry_type) DO UPDATE SET entries = excluded.entries;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      DELETE FROM resident_lane_plate_days t USING new_rows n
       WHERE t.condo_id = n.condo_id AND t.number_plate = n.number_plate;
    END IF;
    RETURN NULL;
  END $$`;

function triggers(table: string): string[] {
  return ['INSERT', 'UPDATE', 'DELETE'].map((event) => {
    const transitions = [event !== 'DELETE' && 'NEW TABLE AS new_rows', event !== 'INSERT' && 'OLD TABLE AS old_rows'];
    return `CREATE OR REPLACE TRIGGER ${table}_rollups_${event.toLowerCase()}
      AFTER ${event} ON ${table} REFERENCING ${transitions.filter(Boolean).join(' ')}
      FOR EACH STATEMENT EXECUTE FUNCTION ${table}_rollups()`;
  });
}

export async function installActivityRollupTriggers(db: Db): Promise<void> {
  const sources = [...new Set(ROLLUPS.map((rollup) => rollup.source))];
  for (const statement of [
    ...sources.map(triggerFunction),
    RESIDENT_VEHICLE_FUNCTION,
    ...[...sources, 'resident_vehicles'].flatMap(triggers),
  ]) {
    await db.execute(sql.raw(statement));
  }
}

/** For the rest of the transaction the triggers leave the roll-ups alone; rebuild them before it ends. */
export async function rollupsOff(db: Db): Promise<void> {
  await db.execute(sql`SELECT set_config(${ROLLUPS_OFF_SETTING}, 'on', true)`);
}

/** Recounts a condo's roll-ups (every condo's when none is given) from its activity rows. */
export async function rebuildActivityRollups(db: Db, condoId?: number): Promise<void> {
  const condo = condoId === undefined ? 'true' : `condo_id = ${Math.trunc(condoId)}`;
  for (const rollup of ROLLUPS) {
    await db.execute(sql.raw(`DELETE FROM ${rollup.table} WHERE ${condo}`));
    const rows = `SELECT x.*, 1 AS d FROM ${rollup.source} x WHERE ${condo}`;
    const columns = [...rollup.keyColumns, ...rollup.counts];
    await db.execute(sql.raw(`INSERT INTO ${rollup.table} (${columns.join(', ')}) ${deltas(rollup, rows)}`));
  }
}

/** A database whose activity predates the roll-ups (migration 0010) has activity rows and no roll-up rows. */
export async function rollupsNeedBackfill(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT EXISTS (SELECT 1 FROM vehicle_entries) AND NOT EXISTS (SELECT 1 FROM vehicle_entry_hours)
        OR EXISTS (SELECT 1 FROM visits) AND NOT EXISTS (SELECT 1 FROM visitor_months)
        OR EXISTS (SELECT 1 FROM alerts) AND NOT EXISTS (SELECT 1 FROM alert_hours) AS stale`);
  return Boolean(rowsOf<{ stale: boolean }>(result)[0]?.stale);
}
