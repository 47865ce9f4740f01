// A try that died between the send and its record (the instance killed: jobs/kill-nine.test.ts) leaves its Outbox row
// `sending`. The next try asks the transport whether the message got through before sending it again, so the
// embedded sink, which keeps what it accepted in mailbox.log, sends it once; a transport that cannot tell sends again.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { outboxEvents, outboxes } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { queueSmsBatch } from '../test/interrupted-work';
import { outgoingOf } from './outbox';
import { createEmbeddedTransport, createRecordingTransport } from './transports';

let t: TestApp;
let mailbox: string;
const recording = createRecordingTransport();
const embedded = () => createEmbeddedTransport({ mailboxFile: mailbox, write: () => {} });
before(async () => {
  t = await startTestApp();
  mailbox = join(t.dataDir, 'mailbox.log');
});
after(() => t.close());

/** Queues one SMS and plays its first try up to the kill: the row `sending`, the job due again. */
async function interruptedTry(text: string, sendBeforeTheKill: (row: typeof outboxes.$inferSelect) => Promise<void>) {
  const [id] = await queueSmsBatch(t.database.db, 1, text);
  const [row] = await t.database.db
    .update(outboxes)
    .set({ status: 'sending', attempts: 1 })
    .where(eq(outboxes.id, id as number))
    .returning();
  await sendBeforeTheKill(row as typeof outboxes.$inferSelect);
  return id as number;
}

const linesOf = (text: string) =>
  readFileSync(mailbox, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`text="${text} 0"`));

async function outcome(id: number) {
  const [row] = await t.database.db.select().from(outboxes).where(eq(outboxes.id, id));
  const events = await t.database.db
    .select({ detail: outboxEvents.detail })
    .from(outboxEvents)
    .where(eq(outboxEvents.outboxId, id))
    .orderBy(asc(outboxEvents.id));
  return { status: row?.status, msgId: row?.msgId, details: events.map((event) => event.detail) };
}

describe('a send interrupted before it was recorded', () => {
  test('the sink had it: recorded from the sink, not sent again', async () => {
    const id = await interruptedTry('Got through', async (row) => {
      await embedded().send(outgoingOf(row));
    });
    t.app.transports.sms = embedded();
    await t.app.jobs.drain();
    assert.equal(linesOf('Got through').length, 1, 'one line in mailbox.log');
    const { status, msgId, details } = await outcome(id);
    assert.equal(status, 'delivered');
    assert.match(String(msgId), new RegExp(`^outbox-${id}-`));
    assert.ok(
      details.some((detail) => detail?.endsWith('(by the interrupted try; not sent again)')),
      details.join('; '),
    );
  });

  test('the sink never had it: sent once', async () => {
    const id = await interruptedTry('Never got there', async () => {});
    t.app.transports.sms = embedded();
    await t.app.jobs.drain();
    assert.equal(linesOf('Never got there').length, 1);
    assert.equal((await outcome(id)).status, 'delivered');
  });

  test('a transport that cannot tell is sent the message again: at least once', async () => {
    const id = await interruptedTry('Cannot tell', async (row) => {
      await recording.send(outgoingOf(row));
    });
    t.app.transports.sms = recording;
    await t.app.jobs.drain();
    assert.equal(recording.sent.filter((message) => message.text === 'Cannot tell 0').length, 2);
    assert.equal((await outcome(id)).status, 'delivered');
  });
});
