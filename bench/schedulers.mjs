#!/usr/bin/env node
// Scheduler accuracy: the delay between a scheduler's fire time and the start of its run, over 10 runs (target
// ≤ 2 s). The planner and the job worker run as in the API (src/schedulers/planner.ts, src/jobs), on the embedded
// PGlite in a temp folder, or on PostgreSQL when DATABASE_URL is set.
//
// By default the scheduler fires every second (a 6-field line, which only benchmarks and tests write: the API takes
// 5 fields), so the run takes ~11 s. --minutes uses the real 5-field '* * * * *' and takes ~11 minutes.
//
//   node bench/schedulers.mjs [--runs 10] [--minutes]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchCondo } from './kit/api-modules.mjs';
import { benchArgs } from './kit/args.mjs';
import { loadAverage, upperMedian } from './kit/stats.mjs';

const { openPglite, openPostgres } = await import('../api/src/db/database.ts');
const { createWorker } = await import('../api/src/jobs/worker.ts');
const { createPlanner, SCHEDULER_QUEUE, firstFireAfter } = await import('../api/src/schedulers/planner.ts');
const { schedulerRunHandler } = await import('../api/src/schedulers/runner.ts');
const schema = await import('../api/src/db/schema/index.ts');

const args = benchArgs('node bench/schedulers.mjs [--runs 10] [--minutes]   (see bench/README.md)', {
  runs: { type: 'string', default: '10' },
  minutes: { type: 'boolean', default: false },
});
const RUNS = Number(args.runs);
const cronline = args.minutes ? '* * * * *' : '* * * * * *';
const folder = mkdtempSync(join(tmpdir(), 'bench-schedulers-'));
const url = process.env.DATABASE_URL;
const database = url
  ? await openPostgres({ url, schema: `bench_schedulers_${process.pid}` })
  : await openPglite({ dataDir: join(folder, 'pglite') });

console.log(
  `database: ${url ? 'PostgreSQL' : 'PGlite (embedded)'}; cron line '${cronline}' (${args.minutes ? 'real minutes' : 'accelerated: every second'}); ${RUNS} runs`,
);
console.log(`load average at start: ${loadAverage()}`);
try {
  const condo = await benchCondo(database);
  const now = () => new Date();
  const [scheduler] = await database.db
    .insert(schema.schedulers)
    .values({
      condoId: condo.id,
      name: 'Accuracy',
      service: 'auth',
      task: 'purge_expired_sign_in_codes',
      cronline,
      nextRunAt: firstFireAfter(cronline, {}, now()),
    })
    .returning({ id: schema.schedulers.id });

  const worker = createWorker({
    db: database.db,
    listen: database.listen,
    handlers: { [SCHEDULER_QUEUE]: schedulerRunHandler({ db: database.db, now }) },
  });
  const planner = createPlanner({ db: database.db, now });
  await worker.start();
  planner.start();
  const runsDone = async () =>
    (await database.db.select().from(schema.schedulerRuns))
      .filter((run) => run.schedulerId === scheduler.id)
      .sort((a, b) => a.plannedAt - b.plannedAt);
  const limit = Date.now() + (args.minutes ? (RUNS + 2) * 60_000 : (RUNS + 5) * 1000);
  let runs = [];
  while (Date.now() < limit) {
    runs = (await runsDone()).filter((run) => run.outcome === 'done');
    if (runs.length >= RUNS) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await planner.stop();
  await worker.stop();

  const delays = runs.slice(0, RUNS).map((run) => run.startedAt.getTime() - run.plannedAt.getTime());
  const finished = runs.slice(0, RUNS).map((run) => run.finishedAt.getTime() - run.plannedAt.getTime());
  for (const [index, run] of runs.slice(0, RUNS).entries()) {
    console.log(
      `run ${String(index + 1).padStart(2)}: fire ${run.plannedAt.toISOString()}  start +${delays[index]} ms  done +${finished[index]} ms`,
    );
  }
  const sorted = [...delays].sort((a, b) => a - b);
  console.log(
    `start delay over ${delays.length} runs: min ${sorted[0]} ms, median ${upperMedian(delays)} ms, max ${sorted.at(-1)} ms ` +
      `(target ≤ 2000 ms: ${delays.length === RUNS && (sorted.at(-1) ?? Infinity) <= 2000 ? 'met' : 'NOT met'})`,
  );
} finally {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
}
