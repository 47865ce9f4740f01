import { type PGlite, parse, protocol, type QueryOptions } from '@electric-sql/pglite';

/** A text used this often is prepared under a name. */
const PREPARE_AT_USE = 2;
/** Named statements kept at most; texts beyond them run as before. */
const MAX_STATEMENTS = 200;
/** Texts counted at most before the count starts again (texts built with varying SQL are not reused). */
const MAX_COUNTED = 2000;

type Value = string | null;

/**
 * The types drizzle reads as text: it passes an identity parser for each with every query. PGlite merges a query's
 * parsers into its own map of ~380 types on every call (~100 µs, a third of a small query), so the client reads these
 * types as text itself and a query whose parsers are only these runs without them.
 */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const textParser = (value: string) => value;

/**
 * node-postgres prepares a named statement once per connection and then only binds and executes it. PGlite's query()
 * parses, plans and describes every call in six round trips into PostgreSQL. This gives PGlite the same: a row query
 * (drizzle's `rowMode: 'array'`) whose text comes back is parsed once under a name, and each later call is one
 * Bind + Describe + Execute + Sync. Only plain values (strings, numbers, booleans, null) take this path, since they
 * need no type to be written as text; anything else, and every other call, runs through query() unchanged.
 */
/**
 * A transaction that sends a statement with its next query, in the same round trip: the request transaction's
 * `set_config` naming the caller for the audit trail (src/audit/request-transaction.ts). Only PGlite's
 * transactions have it; elsewhere the statement simply runs on its own.
 */
export interface DeferringClient {
  deferStatement(text: string, params: unknown[]): void;
}

interface Deferred {
  text: string;
  values: Value[];
}

export function useNamedStatements(client: PGlite): void {
  for (const type of TEXT_TYPES) client.parsers[type] = textParser;
  const uses = new Map<string, number>();
  /** Statement names by text; set before the Parse is sent, so concurrent calls share one Parse. */
  const names = new Map<string, Promise<string>>();
  let prepares = 0;
  type Run = (...messages: Uint8Array[]) => Promise<{ messages: Parameters<typeof parse.parseResults>[0] }>;

  const prepare = (text: string, run: Run) => {
    const name = `pglite_statement_${++prepares}`;
    const prepared = run(protocol.serialize.parse({ name, text }), protocol.serialize.sync()).then(() => name);
    names.set(text, prepared);
    // A text PostgreSQL refuses to parse is not kept: its calls go through query() and fail there.
    prepared.catch(() => names.delete(text));
    return prepared;
  };

  /**
   * `query` made to run repeated row queries as named statements. `takeDeferred` hands over a statement deferred
   * by the transaction, which then goes first in the same batch (its result is dropped).
   */
  const named = (query: PGlite['query'], run: Run, takeDeferred: () => Deferred | undefined = () => undefined) => {
    const flush = async () => {
      const deferred = takeDeferred();
      if (deferred) await query(deferred.text, deferred.values);
    };
    return (async (text: string, params?: unknown[], given?: QueryOptions) => {
      const options = withoutTextParsers(given);
      const values = options?.rowMode === 'array' && !options.blob ? plainValues(params ?? []) : undefined;
      let prepared = values && names.get(text);
      if (values && !prepared) {
        const used = (uses.get(text) ?? 0) + 1;
        if (used >= PREPARE_AT_USE && names.size < MAX_STATEMENTS) {
          uses.delete(text);
          prepared = prepare(text, run);
        } else {
          if (uses.size >= MAX_COUNTED) uses.clear();
          uses.set(text, used);
        }
      }
      const statement = await prepared?.catch(() => undefined);
      if (!values || !statement) {
        await flush();
        return query(text, params, options);
      }
      const deferred = takeDeferred();
      const before = deferred
        ? await (names.get(deferred.text) ?? prepare(deferred.text, run)).catch(() => undefined)
        : undefined;
      if (deferred && !before) await query(deferred.text, deferred.values);
      const { messages } = await run(
        ...(deferred && before
          ? [
              protocol.serialize.bind({ statement: before, values: deferred.values }),
              protocol.serialize.describe({ type: 'P' }),
              protocol.serialize.execute({}),
            ]
          : []),
        protocol.serialize.bind({ statement, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      );
      const results = parse.parseResults(messages, client.parsers, options);
      return results[results.length - 1];
    }) as PGlite['query'];
  };

  // The same locks query() takes: no other query or transaction runs between these messages.
  client.query = named(client.query.bind(client), (...messages) =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(() => client.execProtocol(concat(messages)))),
  );
  // Inside a transaction (every write request runs in one) the transaction's lock is already held: its queries
  // take only the query lock, as PGlite's own transaction queries do. A statement prepared there outlives it
  // (protocol-level statements are not transactional).
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback) =>
    transaction((tx) => {
      let deferred: Deferred | undefined;
      const take = () => {
        const next = deferred;
        deferred = undefined;
        return next;
      };
      const query = tx.query.bind(tx);
      const exec = tx.exec.bind(tx);
      tx.query = named(
        query,
        (...messages) => client._runExclusiveQuery(() => client.execProtocol(concat(messages), { syncToFs: false })),
        take,
      );
      tx.exec = async (...args: Parameters<typeof tx.exec>) => {
        const pending = take();
        if (pending) await query(pending.text, pending.values);
        return exec(...args);
      };
      (tx as typeof tx & DeferringClient).deferStatement = (text, params) => {
        deferred = {
          text,
          values: plainValues(params) ?? params.map((param) => (param == null ? null : String(param))),
        };
      };
      return callback(tx);
    })) as PGlite['transaction'];
}

/** The options without their parsers when those only read the client's text types as text (TEXT_TYPES). */
function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const type of Object.keys(options.parsers)) if (!TEXT_TYPES.includes(Number(type))) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
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
