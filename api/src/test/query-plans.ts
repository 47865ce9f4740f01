// Captures the SQL the API sends while a call runs, and EXPLAINs it: the index check of the site-activity tests (with
// sequential scans priced out, on a small fixture) and of bench/site-activity.mjs (as the planner chooses, on a year).
import type { Database } from '../db/database';

export interface Statement {
  text: string;
  values: unknown[];
}

/**
 * The tables the generator fills and their roll-ups; a sequential scan of one of them on a year of data is a missing
 * index.
 */
const ACTIVITY_TABLES = new Set([
  'vehicle_entries',
  'visits',
  'visitors',
  'invites',
  'alerts',
  'resident_entries',
  'employee_entries',
  'attendance_entries',
  'water_meter_readings',
  'call_logs',
  'outboxes',
  'vehicle_entry_hours',
  'visit_hours',
  'visitor_months',
  'resident_lane_plate_days',
]);

interface QueryClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

function clientOf(database: Database): QueryClient {
  if (database.kind === 'pglite') return database.pglite as unknown as QueryClient;
  return (database.db as unknown as { $client: QueryClient }).$client;
}

/** Records every SELECT (or WITH … SELECT) sent through the database's client until the returned stop is called. */
export function captureStatements(database: Database, into: Statement[]): () => void {
  const client = clientOf(database);
  const original = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
    // query(text, values) or, as drizzle's node-postgres session sends it, query({text, rowMode}, values).
    const values = Array.isArray(second) ? second : ((first as { values?: unknown[] })?.values ?? []);
    if (/^\s*(select|with)\b/i.test(text)) into.push({ text, values: Array.isArray(values) ? values : [] });
    return original.apply(this, args);
  } as QueryClient['query'];
  return () => {
    client.query = original;
  };
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScansOf(node: PlanNode, found: Set<string>) {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && ACTIVITY_TABLES.has(node['Relation Name'])) {
    found.add(node['Relation Name']);
  }
  for (const child of node.Plans ?? []) seqScansOf(child, found);
}

/**
 * The site-activity tables the statement's plan reads with a sequential scan. With `noSeqScan` the planner prices
 * sequential scans out (as on a big table), so one still chosen means no index serves the query.
 */
export async function explainStatement(
  database: Database,
  statement: Statement,
  options: { noSeqScan?: boolean } = {},
): Promise<string[]> {
  const text = `EXPLAIN (FORMAT JSON) ${statement.text}`;
  let result: { rows: Record<string, unknown>[] };
  if (database.kind === 'pglite') {
    const pglite = database.pglite as unknown as { query: QueryClient['query']; exec(sql: string): Promise<unknown> };
    if (options.noSeqScan) await pglite.exec('SET enable_seqscan = off');
    try {
      result = (await pglite.query(text, statement.values)) as typeof result;
    } finally {
      if (options.noSeqScan) await pglite.exec('RESET enable_seqscan');
    }
  } else {
    const pool = clientOf(database) as unknown as {
      connect(): Promise<{ query: QueryClient['query']; release(): void }>;
    };
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      if (options.noSeqScan) await client.query('SET LOCAL enable_seqscan = off');
      result = (await client.query({ text, values: statement.values })) as typeof result;
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  const found = new Set<string>();
  for (const entry of plan) seqScansOf(entry.Plan, found);
  return [...found];
}
