import { type PGlite, parse, protocol, type QueryOptions } from '@electric-sql/pglite';

/** A text used this often is prepared under a name. */
const PREPARE_AT_USE = 2;
/** Named statements kept at most; texts beyond them run as before. */
const MAX_STATEMENTS = 200;
/** Texts counted at most before the count starts again (texts built with varying SQL are not reused). */
const MAX_COUNTED = 2000;

type Value = string | null;

/**
 * node-postgres prepares a named statement once per connection and then only binds and executes it. PGlite's query()
 * parses, plans and describes every call in six round trips into PostgreSQL. This gives PGlite the same: a row query
 * (drizzle's `rowMode: 'array'`) whose text comes back is parsed once under a name, and each later call is one
 * Bind + Describe + Execute + Sync. Only plain values (strings, numbers, booleans, null) take this path, since they
 * need no type to be written as text; anything else, and every other call, runs through query() unchanged.
 */
export function useNamedStatements(client: PGlite): void {
  const query = client.query.bind(client);
  const uses = new Map<string, number>();
  /** Statement names by text; set before the Parse is sent, so concurrent calls share one Parse. */
  const names = new Map<string, Promise<string>>();
  let prepares = 0;
  // The same locks query() takes: no other query or transaction runs between these messages.
  const exclusive = <T>(run: () => Promise<T>) => client._runExclusiveTransaction(() => client._runExclusiveQuery(run));
  const run = (...messages: Uint8Array[]) => exclusive(() => client.execProtocol(concat(messages)));

  client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const values = options?.rowMode === 'array' && !options.blob ? plainValues(params ?? []) : undefined;
    if (!values) return query(text, params, options);
    let prepared = names.get(text);
    if (!prepared) {
      const used = (uses.get(text) ?? 0) + 1;
      if (used < PREPARE_AT_USE || names.size >= MAX_STATEMENTS) {
        if (uses.size >= MAX_COUNTED) uses.clear();
        uses.set(text, used);
        return query(text, params, options);
      }
      uses.delete(text);
      const name = `pglite_statement_${++prepares}`;
      prepared = run(protocol.serialize.parse({ name, text }), protocol.serialize.sync()).then(() => name);
      names.set(text, prepared);
      // A text PostgreSQL refuses to parse is not kept: its calls go through query() and fail there.
      prepared.catch(() => names.delete(text));
    }
    const statement = await prepared.catch(() => undefined);
    if (!statement) return query(text, params, options);
    const { messages } = await run(
      protocol.serialize.bind({ statement, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    );
    return parse.parseResults(messages, client.parsers, options)[0];
  }) as PGlite['query'];
}

function plainValues(params: unknown[]): Value[] | undefined {
  const values: Value[] = [];
  for (const param of params) {
    if (param === null || param === undefined) values.push(null);
    else if (typeof param === 'string') values.push(param);
    else if (typeof param === 'number' || typeof param === 'boolean' || typeof param === 'bigint') {
      values.push(String(param));
    } else return undefined;
  }
  return values;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
