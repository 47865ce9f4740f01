// The schedulers really run: the planner turns a cron line into one job per fire time (on its minute, in the
// condo's time zone), a missed fire time runs once at start, and two planners or two API instances plan it once.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { condos, jobs, schedulerErrorLogs, schedulerRuns, schedulers } from '../db/schema';
import { attachApp, DEMO, openTestEnvironment, type TestEnvironment, waitFor } from '../test/harness';
import { createPlanner, SCHEDULER_QUEUE } from './planner';

let env: TestEnvironment;
let marinaBay: number;
before(async () => {
  env = await openTestEnvironment();
  const [condo] = await env.database.db
    .select({ id: condos.id })
    .from(condos)
    .where(eq(condos.aliasName, 'marina-bay'));
  marinaBay = (condo as { id: number }).id;
});
// The demo schedulers and those of earlier tests would fire too; each test watches its own.
beforeEach(async () => {
  await env.database.db.update(schedulers).set({ status: 'inactive' });
});
after(() => env.close());

/** A clock the test moves, from a given instant. */
function clockAt(iso: string) {
  let at = new Date(iso).getTime();
  return {
    now: () => new Date(at),
    set: (next: string) => {
      at = new Date(next).getTime();
    },
  };
}

async function makeScheduler(values: Partial<typeof schedulers.$inferInsert> & { nextRunAt: Date | null }) {
  const [row] = await env.database.db
    .insert(schedulers)
    .values({
      condoId: marinaBay,
      name: `Test ${Math.random().toString(36).slice(2, 8)}`,
      service: 'auth',
      task: 'purge_expired_sign_in_codes',
      cronline: '* * * * *',
      ...values,
    })
    .returning();
  return row as typeof schedulers.$inferSelect;
}

const runsOf = (schedulerId: number) =>
  env.database.db.select().from(schedulerRuns).where(eq(schedulerRuns.schedulerId, schedulerId));
const schedulerRow = async (id: number) =>
  (await env.database.db.select().from(schedulers).where(eq(schedulers.id, id)))[0] as typeof schedulers.$inferSelect;

describe('the planner', () => {
  test('a scheduler saved through the API fires on its minute, runs its task and records done_at', async () => {
    const clock = clockAt('2031-03-04T10:07:20.000Z');
    const t = await attachApp(env, { now: clock.now });
    try {
      const created = await t.app.inject({
        method: 'POST',
        url: '/tenants/marina-bay/api/v1/schedulers',
        headers: await t.authAs(DEMO.manager),
        payload: {
          schedulers: {
            name: 'Every 5',
            service: 'auth',
            task: 'purge_expired_sign_in_codes',
            cronline: '*/5 * * * *',
          },
        },
      });
      assert.equal(created.statusCode, 200, created.body);
      const { id, next_run_at } = created.json().data as { id: number; next_run_at: string };
      assert.equal(next_run_at, '2031-03-04T10:10:00.000Z');

      clock.set('2031-03-04T10:09:59.900Z');
      assert.equal((await t.app.schedulers.tick()).enqueued, 0, 'not before its minute');
      clock.set('2031-03-04T10:10:00.300Z');
      assert.equal((await t.app.schedulers.tick()).enqueued, 1, 'on its minute');
      assert.equal((await t.app.schedulers.tick()).enqueued, 0, 'once');
      await t.app.jobs.drain();

      const [run, ...others] = await runsOf(id);
      assert.equal(others.length, 0);
      assert.equal(run?.plannedAt.toISOString(), '2031-03-04T10:10:00.000Z');
      assert.equal(run?.outcome, 'done');
      const row = await schedulerRow(id);
      assert.equal(row.doneAt?.toISOString(), '2031-03-04T10:10:00.300Z');
      assert.equal(row.working, false);
      assert.equal(row.nextRunAt?.toISOString(), '2031-03-04T10:15:00.000Z');
    } finally {
      await t.app.close();
    }
  });

  test("fire times are read in the condo's time zone", async () => {
    await env.database.db
      .update(condos)
      .set({ configurations: { time_zone: 'Asia/Singapore' } })
      .where(eq(condos.id, marinaBay));
    const clock = clockAt('2031-03-04T10:07:20.000Z');
    const t = await attachApp(env, { now: clock.now });
    try {
      const created = await t.app.inject({
        method: 'POST',
        url: '/tenants/marina-bay/api/v1/schedulers',
        headers: await t.authAs(DEMO.manager),
        payload: {
          schedulers: {
            name: 'Half past midnight',
            service: 'reports',
            task: 'send_user_reports',
            cronline: '30 0 * * *',
          },
        },
      });
      const data = created.json().data as { next_run_at: string; time_zone: string };
      assert.equal(data.time_zone, 'Asia/Singapore');
      // 00:30 in Singapore (UTC+8) is 16:30 UTC the day before.
      assert.equal(data.next_run_at, '2031-03-04T16:30:00.000Z');
    } finally {
      await t.app.close();
      await env.database.db.update(condos).set({ configurations: {} }).where(eq(condos.id, marinaBay));
    }
  });

  test('a failing task writes an error log with its status code and details, and no done_at', async () => {
    const clock = clockAt('2031-03-05T08:00:00.200Z');
    const t = await attachApp(env, { now: clock.now });
    try {
      const failing = await makeScheduler({
        service: 'demo',
        task: 'always_fail',
        nextRunAt: new Date('2031-03-05T08:00:00.000Z'),
      });
      assert.equal((await t.app.schedulers.tick()).enqueued, 1);
      await t.app.jobs.drain();
      const [log] = await env.database.db
        .select()
        .from(schedulerErrorLogs)
        .where(eq(schedulerErrorLogs.schedulerId, failing.id));
      assert.equal(log?.statusCode, 503);
      assert.match(log?.message ?? '', /always fails/);
      assert.equal(log?.detail.planned_at, '2031-03-05T08:00:00.000Z');
      assert.equal(log?.detail.trigger, 'cron');
      const [run] = await runsOf(failing.id);
      assert.equal(run?.outcome, 'failed');
      const row = await schedulerRow(failing.id);
      assert.equal(row.doneAt, null);
      assert.equal(row.working, false);
      const [job] = await env.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, SCHEDULER_QUEUE), eq(jobs.payload, { runId: run?.id })));
      assert.equal(job?.status, 'done', 'a failed task is not retried by the queue: its next fire time is');
    } finally {
      await t.app.close();
    }
  });

  test('fire times missed while no API ran: one run at start, then the schedule resumes; grace_time skips stale ones', async () => {
    const before = clockAt('2031-03-06T09:00:10.000Z');
    const first = await attachApp(env, { now: before.now });
    const missed = await makeScheduler({ cronline: '*/5 * * * *', nextRunAt: new Date('2031-03-06T09:05:00.000Z') });
    const stale = await makeScheduler({
      cronline: '*/5 * * * *',
      graceTime: 10,
      nextRunAt: new Date('2031-03-06T09:05:00.000Z'),
    });
    assert.equal((await first.app.schedulers.tick()).enqueued, 0);
    await first.app.close();

    // The API was down from 09:00 to 09:42: 09:05 … 09:40 were missed.
    const restart = clockAt('2031-03-06T09:42:30.000Z');
    const second = await attachApp(env, { now: restart.now });
    try {
      const planned = await second.app.schedulers.tick();
      // Both missed 09:05 … 09:40; 09:40 is 2.5 min ago, within the second one's grace_time of 10 min.
      assert.deepEqual(planned, { enqueued: 2, skipped: 0 }, 'each missed scheduler runs once');
      await second.app.jobs.drain();
      const [run, ...others] = await runsOf(missed.id);
      assert.equal(others.length, 0, 'once, not once per missed fire time');
      assert.equal(run?.plannedAt.toISOString(), '2031-03-06T09:40:00.000Z', 'the latest missed fire time');
      assert.equal(run?.outcome, 'done');
      assert.equal((await schedulerRow(missed.id)).nextRunAt?.toISOString(), '2031-03-06T09:45:00.000Z');

      restart.set('2031-03-06T09:45:00.500Z');
      assert.equal((await second.app.schedulers.tick()).enqueued, 2, 'both schedules resume at 09:45');
      assert.equal((await runsOf(missed.id)).length, 2);
    } finally {
      await second.app.close();
    }
    // With grace_time 10, a missed fire time older than 10 minutes is skipped (recorded, not run):
    await env.database.db
      .update(schedulers)
      .set({ nextRunAt: new Date('2031-03-06T10:00:00.000Z') })
      .where(eq(schedulers.id, stale.id));
    const late = clockAt('2031-03-06T10:12:00.000Z');
    const third = await attachApp(env, { now: late.now });
    try {
      await third.app.schedulers.tick();
      const runs = await runsOf(stale.id);
      const last = runs.find((run) => run.plannedAt.toISOString() === '2031-03-06T10:10:00.000Z');
      assert.equal(last?.outcome, 'queued', '10:10 is 2 min late: within grace, it runs');
      await env.database.db
        .update(schedulers)
        .set({ nextRunAt: new Date('2031-03-06T10:00:00.000Z'), cronline: '0 * * * *' })
        .where(eq(schedulers.id, stale.id));
      late.set('2031-03-06T10:12:00.000Z');
      const planned = await third.app.schedulers.tick();
      assert.deepEqual(planned, { enqueued: 0, skipped: 1 }, '10:00 is 12 min late, past its 10 min grace');
      const skipped = (await runsOf(stale.id)).find(
        (run) => run.plannedAt.toISOString() === '2031-03-06T10:00:00.000Z',
      );
      assert.equal(skipped?.outcome, 'skipped');
      assert.equal((await schedulerRow(stale.id)).nextRunAt?.toISOString(), '2031-03-06T11:00:00.000Z');
      await third.app.jobs.drain();
    } finally {
      await third.app.close();
    }
  });

  test('two planners at the same moment (two instances on PostgreSQL) plan each fire time once', async () => {
    const clock = clockAt('2031-03-07T12:00:00.100Z');
    const other = await env.openAnother();
    try {
      const made = await Promise.all(
        Array.from({ length: 5 }, () => makeScheduler({ nextRunAt: new Date('2031-03-07T12:00:00.000Z') })),
      );
      const a = createPlanner({ db: env.database.db, now: clock.now });
      const b = createPlanner({ db: other.db, now: clock.now });
      const [fromA, fromB] = await Promise.all([a.tick(), b.tick()]);
      assert.equal(fromA.enqueued + fromB.enqueued, 5);
      const ids = made.map((row) => row.id);
      const runs = await env.database.db.select().from(schedulerRuns).where(inArray(schedulerRuns.schedulerId, ids));
      assert.equal(runs.length, 5);
      // Even a planner that missed the lock (the bookmark moved under it) cannot plan 12:00 again.
      await env.database.db
        .update(schedulers)
        .set({ nextRunAt: new Date('2031-03-07T12:00:00.000Z') })
        .where(inArray(schedulers.id, ids));
      assert.equal((await a.tick()).enqueued, 0, 'the unique (scheduler, planned time) holds');
      const queued = await env.database.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.queue, SCHEDULER_QUEUE),
            inArray(
              jobs.payload,
              runs.map((run) => ({ runId: run.id })),
            ),
          ),
        );
      assert.equal(queued.length, 5, 'one job per fire time');
      await env.database.db.update(schedulers).set({ status: 'inactive' }).where(inArray(schedulers.id, ids));
    } finally {
      await other.close();
    }
  });

  test('on the real clock, two running API instances run a per-second line once per second', async () => {
    const scheduler = await makeScheduler({
      cronline: '* * * * * *',
      service: 'devices',
      task: 'refresh_device_connectivity',
      nextRunAt: new Date(Date.now() + 1000),
    });
    const other = await env.openAnother();
    const real = { now: () => new Date(), workers: { pollMs: 200 } };
    const one = await attachApp(env, real);
    const two = await attachApp({ ...env, database: other }, real);
    await Promise.all([one.app.ready(), two.app.ready()]);
    try {
      await waitFor(async () => (await runsOf(scheduler.id)).filter((run) => run.outcome === 'done').length >= 3, 8000);
    } finally {
      await env.database.db.update(schedulers).set({ status: 'inactive' }).where(eq(schedulers.id, scheduler.id));
      await one.app.close();
      await two.app.close();
      await other.close();
    }
    const runs = await runsOf(scheduler.id);
    const planned = runs.map((run) => run.plannedAt.getTime());
    assert.equal(new Set(planned).size, planned.length, 'each second planned once');
    for (const run of runs.filter((r) => r.outcome === 'done')) {
      assert.equal(run.plannedAt.getMilliseconds(), 0, 'on the whole second');
      // Not before its fire time; how soon after is bench/schedulers.mjs's figure, not a timed test's.
      const delay = (run.startedAt as Date).getTime() - run.plannedAt.getTime();
      assert.ok(delay >= 0, `started ${delay} ms after its fire time`);
    }
    const row = await schedulerRow(scheduler.id);
    assert.ok(row.doneAt, 'done_at recorded');
  });
});
