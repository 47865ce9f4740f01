// The queue's promises across instances: a message outlives a restart and is delivered once; two API instances
// (two pools on PostgreSQL, two workers on the one PGlite connection) deliver a batch exactly once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { outboxes } from '../db/schema';
import { attachApp, openTestEnvironment, type TestEnvironment, waitFor } from '../test/harness';
import { queueSmsBatch } from '../test/interrupted-work';
import { createRecordingTransport } from './transports';

let env: TestEnvironment;
before(async () => {
  env = await openTestEnvironment();
});
after(() => env.close());

/** The ids of the queued: a suppressed number is refused at once (status failed, never sent). */
const queueSms = (count: number, label: string) => queueSmsBatch(env.database.db, count, label);

const statuses = async (ids: number[]) =>
  env.database.db
    .select({ status: outboxes.status, n: sql<number>`count(*)::int` })
    .from(outboxes)
    .where(inArray(outboxes.id, ids))
    .groupBy(outboxes.status);

describe('delivery across instances', () => {
  test('a message queued before a restart is delivered once by the next instance', async () => {
    const sms = createRecordingTransport();
    const first = await attachApp(env, { transports: { sms }, workers: false });
    await first.app.ready();
    const [id] = await queueSms(1, 'Survives the restart');
    assert.ok(id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await first.app.close(); // the API stops; the database stays
    assert.equal(sms.sent.length, 0, 'no worker ran in the first instance');
    const [row] = await env.database.db.select().from(outboxes).where(eq(outboxes.id, id));
    assert.equal(row?.status, 'queued');

    const second = await attachApp(env, { transports: { sms }, workers: { pollMs: 50 } });
    await second.app.ready();
    try {
      await waitFor(async () => (await statuses([id]))[0]?.status === 'delivered', 5000, 'the delivery');
      await new Promise((resolve) => setTimeout(resolve, 300)); // room for a wrong second send
      assert.equal(sms.sent.filter((message) => message.text === 'Survives the restart 0').length, 1);
    } finally {
      await second.app.close();
    }
  });

  test('two instances deliver 200 messages exactly once', async () => {
    const other = await env.openAnother();
    const calls = new Map<string, number>();
    const counting = (name: string) => {
      const transport = createRecordingTransport();
      return {
        ...transport,
        async send(message: Parameters<typeof transport.send>[0]) {
          calls.set(message.text, (calls.get(message.text) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 1));
          return { msgId: `${name}-${message.text}`, delivered: true };
        },
      };
    };
    const workers = { concurrency: 4, pollMs: 50 };
    const one = await attachApp(env, { transports: { sms: counting('one') }, workers });
    const two = await attachApp({ ...env, database: other }, { transports: { sms: counting('two') }, workers });
    try {
      await Promise.all([one.app.ready(), two.app.ready()]);
      const ids = await queueSms(200, 'Batch');
      assert.ok(ids.length > 150, 'most residents are not suppressed');
      await waitFor(
        async () => (await statuses(ids)).some((row) => row.status === 'delivered' && row.n === ids.length),
        // A bound, not a pace: the test goes on as soon as the last one is delivered (seconds on a quiet machine).
        90_000,
        'every message delivered',
      );
      assert.equal(calls.size, ids.length, 'each message reached the transport');
      assert.deepEqual(
        [...calls.entries()].filter(([, n]) => n !== 1),
        [],
        'no message was sent twice',
      );
      const byInstance = await env.database.db
        .select({ instance: sql<string>`split_part(${outboxes.msgId}, '-', 1)`, n: sql<number>`count(*)::int` })
        .from(outboxes)
        .where(inArray(outboxes.id, ids))
        .groupBy(sql`1`);
      if (env.database.kind === 'postgres') {
        assert.equal(byInstance.length, 2, `both instances delivered: ${JSON.stringify(byInstance)}`);
      }
    } finally {
      await one.app.close();
      await two.app.close();
      await other.close();
    }
  });
});
