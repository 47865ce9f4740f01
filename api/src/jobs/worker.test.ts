import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { openTestEnvironment, type TestEnvironment, waitFor } from '../test/harness';
import { enqueue, enqueueMany } from './queue';
import { backoffDelay, createWorker, type Job, PermanentJobError } from './worker';

let env: TestEnvironment;
before(async () => {
  env = await openTestEnvironment();
});
after(() => env.close());

const jobRow = async (id: number) => {
  const [row] = await env.database.db.select().from(jobs).where(eq(jobs.id, id));
  assert.ok(row, `job ${id}`);
  return row;
};

describe('the job queue', () => {
  test('a job enqueued with the worker running is run once, promptly, and marked done', async () => {
    const ran: Job[] = [];
    const worker = createWorker({
      db: env.database.db,
      listen: env.database.listen,
      handlers: { prompt: { run: async (job) => void ran.push(job) } },
      pollMs: 60_000,
    });
    await worker.start();
    try {
      const started = Date.now();
      const id = await enqueue(env.database.db, 'prompt', { hello: 'world' });
      await waitFor(() => ran.length === 1, 2000, 'the job');
      assert.ok(Date.now() - started < 1000, 'woken by the enqueue, not by the 60 s poll');
      assert.deepEqual(ran[0]?.payload, { hello: 'world' });
      await waitFor(async () => (await jobRow(id)).status === 'done');
      const row = await jobRow(id);
      assert.equal(row.attempts, 1);
      assert.equal(row.lockedBy, null);
      assert.ok(row.finishedAt);
    } finally {
      await worker.stop();
    }
  });

  test('a job enqueued in a transaction that rolls back never exists', async () => {
    await env.database.db
      .transaction(async (tx) => {
        await enqueue(tx, 'rolled-back', {});
        throw new Error('roll back');
      })
      .catch(() => {});
    const [row] = await env.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.queue, 'rolled-back'));
    assert.equal(row?.n, 0);
  });

  test('a failing job is retried with exponential backoff, then succeeds', async () => {
    const tries: number[] = [];
    const retries: Date[] = [];
    const worker = createWorker({
      db: env.database.db,
      handlers: {
        flaky: {
          async run(job) {
            tries.push(Date.now());
            if (job.attempts < 3) throw new Error(`try ${job.attempts} failed`);
          },
          onRetry: async (_tx, _job, _error, runAt) => void retries.push(runAt),
        },
      },
      pollMs: 20,
      backoff: { baseMs: 100 },
    });
    await worker.start();
    try {
      const id = await enqueue(env.database.db, 'flaky', {});
      await waitFor(async () => (await jobRow(id)).status === 'done', 5000, 'the third try');
      assert.equal(tries.length, 3);
      assert.equal(retries.length, 2);
      const [first = 0, second = 0, third = 0] = tries;
      assert.ok(second - first >= 75, `first backoff ${second - first} ms ≈ 100 ms`);
      assert.ok(third - second >= 150, `second backoff ${third - second} ms ≈ 200 ms`);
      assert.equal((await jobRow(id)).attempts, 3);
    } finally {
      await worker.stop();
    }
  });

  test('the backoff doubles per try, with jitter, up to the maximum', () => {
    assert.equal(
      backoffDelay(1, { baseMs: 1000 }, () => 0.5),
      1000,
    );
    assert.equal(
      backoffDelay(4, { baseMs: 1000 }, () => 0.5),
      8000,
    );
    assert.equal(
      backoffDelay(30, { baseMs: 1000, maxMs: 60_000 }, () => 0.5),
      60_000,
    );
    assert.equal(
      backoffDelay(1, { baseMs: 1000 }, () => 0),
      800,
    );
    assert.equal(
      backoffDelay(1, { baseMs: 1000 }, () => 1),
      1200,
    );
  });

  test('after its last try, or on a permanent error, a job is failed with its last error', async () => {
    const failures: string[] = [];
    const worker = createWorker({
      db: env.database.db,
      handlers: {
        doomed: {
          async run(job) {
            if (job.payload.permanent) throw new PermanentJobError('no point');
            throw new Error(`try ${job.attempts} failed`);
          },
          onFailure: async (_tx, job, error) => void failures.push(`${job.id}: ${error.message}`),
        },
      },
      backoff: { baseMs: 1 },
    });
    const exhausted = await enqueue(env.database.db, 'doomed', {}, { maxAttempts: 3 });
    const permanent = await enqueue(env.database.db, 'doomed', { permanent: true }, { maxAttempts: 3 });
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await worker.drain();
    }
    const [a, b] = [await jobRow(exhausted), await jobRow(permanent)];
    assert.equal(a.status, 'failed');
    assert.equal(a.attempts, 3);
    assert.equal(a.lastError, 'try 3 failed');
    assert.equal(b.status, 'failed');
    assert.equal(b.attempts, 1);
    assert.deepEqual(failures.sort(), [`${exhausted}: try 3 failed`, `${permanent}: no point`].sort());
  });

  test('a job whose worker died is claimed again when its lock runs out', async () => {
    const id = await enqueue(env.database.db, 'orphaned', {});
    await env.database.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'dead-worker', lockedUntil: sql`now() - interval '1 second'`, attempts: 1 })
      .where(eq(jobs.id, id));
    let runs = 0;
    const worker = createWorker({ db: env.database.db, handlers: { orphaned: { run: async () => void runs++ } } });
    await worker.drain();
    assert.equal(runs, 1);
    assert.equal((await jobRow(id)).status, 'done');
    assert.equal((await jobRow(id)).attempts, 2);
  });

  test('two workers on two connections run each of 300 jobs exactly once', async () => {
    const other = await env.openAnother();
    const runs = new Map<number, number>();
    const handler = {
      async run(job: Job) {
        const n = Number(job.payload.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
    };
    const workers = [
      createWorker({ db: env.database.db, listen: env.database.listen, handlers: { race: handler }, concurrency: 8 }),
      createWorker({ db: other.db, listen: other.listen, handlers: { race: handler }, concurrency: 8 }),
    ];
    try {
      await Promise.all(workers.map((worker) => worker.start()));
      await enqueueMany(
        env.database.db,
        'race',
        Array.from({ length: 300 }, (_, n) => ({ n })),
      );
      await waitFor(() => runs.size === 300, 20_000, 'all 300 jobs');
      await Promise.all(workers.map((worker) => worker.stop()));
      assert.deepEqual(
        [...runs.values()].filter((count) => count !== 1),
        [],
        'no job ran twice',
      );
      const [left] = await env.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.queue} = 'race' and ${jobs.status} <> 'done'`);
      assert.equal(left?.n, 0);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await other.close();
    }
  });

  test('stop waits for the running job', async () => {
    let finished = false;
    const worker = createWorker({
      db: env.database.db,
      handlers: {
        slow: {
          async run() {
            await new Promise((resolve) => setTimeout(resolve, 200));
            finished = true;
          },
        },
      },
    });
    await worker.start();
    const id = await enqueue(env.database.db, 'slow', {});
    await waitFor(async () => (await jobRow(id)).status === 'running', 2000, 'the claim');
    await worker.stop();
    assert.ok(finished);
    assert.equal((await jobRow(id)).status, 'done');
  });
});
