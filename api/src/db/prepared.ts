import type { Db } from './database';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A statement built and prepared once per database handle and name. On PostgreSQL the name makes a named prepared
 * statement: each pooled connection parses and plans it once, later calls only bind and execute.
 */
export function preparedOnce<T>(db: Db, name: string, prepare: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(name);
    byName.set(name, statement);
  }
  return statement;
}
