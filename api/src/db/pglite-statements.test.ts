import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Database, openPglite } from './database';
import type { DeferringClient } from './pglite-statements';

let database: Database & { pglite: NonNullable<Database['pglite']> };
before(async () => {
  database = await openPglite({});
  await database.pglite.exec(`CREATE TABLE t (id int PRIMARY KEY, name text, at timestamptz);
    INSERT INTO t SELECT g, 'name ' || g, '2026-01-01T00:00:00Z'::timestamptz + g * interval '1 day'
    FROM generate_series(1, 50) g`);
});
after(() => database.close());

const rows = (text: string, params: unknown[]) => database.pglite.query(text, params, { rowMode: 'array' });

test('a row query answers the same on every call, once it runs as a named statement', async () => {
  const text = 'SELECT id, name, at FROM t WHERE id > $1 AND name <> $2 ORDER BY id LIMIT $3';
  const first = await rows(text, [10, 'name 12', 3]);
  for (let i = 0; i < 4; i++) assert.deepEqual(await rows(text, [10, 'name 12', 3]), first);
  assert.deepEqual(
    first.rows.map((row) => (row as unknown[])[0]),
    [11, 13, 14],
  );
  assert.equal(
    (first.rows[0] as unknown[])[2],
    '2026-01-12 00:00:00+00',
    'timestamps are read as text, as drizzle asks',
  );
  const tenfold = { 23: (value: string) => Number(value) * 10 };
  const parsed = await database.pglite.query(text, [10, 'name 12', 3], { rowMode: 'array', parsers: tenfold });
  assert.deepEqual(
    parsed.rows.map((row) => (row as unknown[])[0]),
    [110, 130, 140],
    'a query’s own parsers still apply',
  );
  assert.deepEqual((await rows(text, [40, null, 2])).rows, [], 'null compares as SQL null');
});

test('texts used for the first time together each get their own statement', async () => {
  const texts = Array.from({ length: 6 }, (_, i) => `SELECT count(*)::int + ${i} FROM t WHERE id <= $1`);
  for (let round = 0; round < 3; round++) {
    const answers = await Promise.all(texts.map((text) => rows(text, [5])));
    assert.deepEqual(
      answers.map((answer) => (answer.rows[0] as unknown[])[0]),
      [5, 6, 7, 8, 9, 10],
    );
  }
});

test('errors and values that need a type go through query() as before', async () => {
  for (let i = 0; i < 3; i++) {
    await assert.rejects(rows('SELECT id FROM t WHERE id = $1', ['not a number']), /invalid input syntax/);
    await assert.rejects(rows('SELECT nope FROM t WHERE id = $1', [1]), /column "nope" does not exist/);
  }
  const date = new Date('2026-01-03T00:00:00Z');
  for (let i = 0; i < 3; i++) assert.equal((await rows('SELECT id FROM t WHERE at = $1', [date])).rows.length, 1);
  assert.deepEqual((await rows('SELECT id FROM t WHERE id = $1', [7])).rows, [[7]], 'still answers after errors');
});

test('a statement deferred in a transaction runs first, with its next query, and only in that transaction', async () => {
  const text = 'SELECT name, current_setting($2, true) FROM t WHERE id = $1';
  for (let round = 0; round < 3; round++) {
    const answer = await database.pglite.transaction(async (tx) => {
      (tx as typeof tx & DeferringClient).deferStatement("SELECT set_config('test.who', $1, true)", [
        `caller ${round}`,
      ]);
      return tx.query(text, [round + 1, 'test.who'], { rowMode: 'array' });
    });
    // Named from the second round on: the setting came in the same batch either way.
    assert.deepEqual(answer.rows, [[`name ${round + 1}`, `caller ${round}`]]);
  }
  const outside = await rows(text, [1, 'test.who']);
  assert.deepEqual(outside.rows, [['name 1', '']], 'set for the transaction only');
  // A deferred statement is not lost when the next call is not a row query.
  const viaExec = await database.pglite.transaction(async (tx) => {
    (tx as typeof tx & DeferringClient).deferStatement("SELECT set_config('test.who', $1, true)", ['by exec']);
    await tx.exec('SELECT 1');
    return tx.query("SELECT current_setting('test.who', true)");
  });
  assert.deepEqual(viaExec.rows, [{ current_setting: 'by exec' }]);
});
