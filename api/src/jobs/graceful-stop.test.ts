// A stopping instance (issue #27 item 4): it takes no new work, lets running jobs finish within its grace, puts the
// rest back in the queue, and closes within the 10 s an orchestrator gives; the next instance finishes the work,
// none of it lost and none done twice.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bmsReports, jobs, outboxes } from '../db/schema';
import { createRecordingTransport } from '../delivery/transports';
import { BMS_REPORT_QUEUE } from '../report-jobs/handler';
import { attachApp, DEMO, openTestEnvironment, type TestEnvironment, waitFor } from '../test/harness';
import { longReport, queueSmsBatch } from '../test/interrupted-work';

let env: TestEnvironment;
before(async () => {
  env = await openTestEnvironment();
});
after(() => env.close());

const sent = new Map<string, string[]>();
/** An SMS transport that takes 50 ms a message and records which instance sent each text. */
function slowSms(instance: string) {
  const transport = createRecordingTransport();
  return {
    ...transport,
    async send(message: Parameters<typeof transport.send>[0]) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      sent.set(message.text, [...(sent.get(message.text) ?? []), instance]);
      return { msgId: `${instance}-${message.text}`, delivered: true };
    },
  };
}

describe('a stop during a delivery batch and a report render', () => {
  // A bound on the whole test: a failure before the first instance closes must not leave the file running.
  test('the render goes back to the queue; the next instance finishes everything, each message sent once', {
    timeout: 120_000,
  }, async () => {
    const workers = { concurrency: 4, pollMs: 50, stopGraceMs: 300 };
    // The work is queued before the first instance starts: the report first, so it is claimed first, then the batch.
    const poster = await attachApp(env, { workers: false, schedulers: false });
    const posted = await poster.app.inject({
      method: 'POST',
      url: '/tenants/marina-bay/api/v1/bms_reports',
      headers: await poster.authAs(DEMO.manager),
      payload: { content: longReport() },
    });
    await poster.app.close();
    assert.equal(posted.statusCode, 200, posted.body);
    const reportId = posted.json().data as string;
    const messages = await queueSmsBatch(env.database.db, 120, 'Stop test');
    assert.ok(messages.length > 90, 'most residents are not suppressed');
    const status = async () =>
      (
        await env.database.db.select({ status: bmsReports.status }).from(bmsReports).where(eq(bmsReports.id, reportId))
      )[0]?.status;

    const first = await attachApp(env, { transports: { sms: slowSms('first') }, workers, schedulers: false });
    let firstOpen = true;
    try {
      await first.app.ready();
      await waitFor(async () => (await status()) === 'rendering', 10_000, 'the render to start');

      const stopping = Date.now();
      firstOpen = false;
      await first.app.close();
      const took = Date.now() - stopping;
      assert.ok(took < 10_000, `stopped in ${took} ms`);
      const running = await env.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'running'), sql`${jobs.lockedBy} IS NOT NULL`));
      assert.deepEqual(running, [], 'the stopped instance holds no job');
      const [reportJob] = await env.database.db
        .select({ status: jobs.status, attempts: jobs.attempts })
        .from(jobs)
        .where(and(eq(jobs.queue, BMS_REPORT_QUEUE), sql`${jobs.payload}->>'reportId' = ${reportId}`));
      assert.deepEqual(reportJob, { status: 'pending', attempts: 0 }, 'put back, its interrupted try not counted');
      const deliveredFirst = [...sent.values()].length;
      assert.ok(deliveredFirst < messages.length, `the stop came mid-batch (${deliveredFirst} sent)`);

      const second = await attachApp(env, { transports: { sms: slowSms('second') }, workers, schedulers: false });
      try {
        await second.app.ready();
        await waitFor(
          async () => {
            const rows = await env.database.db
              .select({ n: sql<number>`count(*)::int` })
              .from(outboxes)
              .where(and(inArray(outboxes.id, messages), eq(outboxes.status, 'delivered')));
            return rows[0]?.n === messages.length && (await status()) === 'ready';
          },
          60_000,
          'every message delivered and the report ready',
        );
        assert.equal(sent.size, messages.length, 'each message reached a transport');
        assert.deepEqual(
          [...sent.entries()].filter(([, by]) => by.length !== 1),
          [],
          'no message was sent twice',
        );
        assert.ok(
          [...sent.values()].some(([by]) => by === 'second'),
          'the second instance took over the batch',
        );
        // The report row turns ready inside the handler; the job row is marked done just after it returns.
        const finalJob = async () =>
          (
            await env.database.db
              .select({ status: jobs.status, attempts: jobs.attempts })
              .from(jobs)
              .where(and(eq(jobs.queue, BMS_REPORT_QUEUE), sql`${jobs.payload}->>'reportId' = ${reportId}`))
          )[0];
        await waitFor(async () => (await finalJob())?.status !== 'running', 10_000, 'the report job to finish');
        assert.deepEqual(await finalJob(), { status: 'done', attempts: 1 });
      } finally {
        await second.app.close();
      }
    } finally {
      if (firstOpen) await first.app.close();
    }
  });
});
