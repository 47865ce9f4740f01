import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** A timestamptz as JavaScript's toISOString() writes it (UTC, milliseconds, Z), for JSON built by PostgreSQL. */
export function isoTimestamp(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
