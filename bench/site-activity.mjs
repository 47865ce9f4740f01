#!/usr/bin/env node
// Site-activity benchmark (issue "Site activity"): generates the --scale condo (a year of a busy site: ≥ 5,000,000
// vehicle entries, ≥ 1,000,000 alerts and visits) on PGlite and on PostgreSQL, prints the generation time, then the
// p50/p95 of the ten heaviest report and analytics calls over a 30-day and a 6-day range, and checks every query plan
// of those calls for a sequential scan of a site-activity table. Targets: p95 ≤ 100 ms on PostgreSQL, ≤ 300 ms on
// PGlite, for every call over 30 days.
//
//   node bench/site-activity.mjs [--requests 30] [--only pglite|postgres] [--reuse] [--postgres postgresql://postgres@127.0.0.1:5432/test]
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/pnpm.mjs';
import { benchArgs } from './kit/args.mjs';
import { benchDatabase, LOCAL_POSTGRES } from './kit/postgres.mjs';
import { loadAverage as load } from './kit/stats.mjs';
import { runTsxOrFail } from './kit/tsx.mjs';

const args = benchArgs(
  `node bench/site-activity.mjs [--requests 30] [--only pglite|postgres] [--reuse] [--postgres ${LOCAL_POSTGRES}]`,
  {
    requests: { type: 'string', default: '30' },
    only: { type: 'string' },
    // Keep the PostgreSQL database (bench_activity) and the PGlite folder (.tmp/bench-activity-pglite) between runs:
    // the year is generated once.
    reuse: { type: 'boolean', default: false },
    postgres: { type: 'string', default: LOCAL_POSTGRES },
  },
);

const run = (target) =>
  runTsxOrFail(
    'bench/site-activity/run.ts',
    [...target, args.requests],
    `the ${target[0] === '--postgres' ? 'PostgreSQL' : 'PGlite'} run`,
    { env: { NODE_OPTIONS: '--max-old-space-size=4096' } },
  );

console.log(`load average at start: ${load()}`);
if (args.only !== 'postgres') {
  const dataDir = args.reuse
    ? join(root, '.tmp/bench-activity-pglite')
    : mkdtempSync(join(tmpdir(), 'condo-bench-activity-'));
  mkdirSync(dataDir, { recursive: true });
  try {
    console.log('PGlite: generating the scale condo …');
    run([dataDir]);
  } finally {
    if (!args.reuse) rmSync(dataDir, { recursive: true, force: true });
  }
}
if (args.only !== 'pglite') {
  const database = await benchDatabase(args.postgres, 'bench_activity', { reuse: args.reuse });
  try {
    console.log('\nPostgreSQL: generating the scale condo …');
    run(['--postgres', database.url]);
  } finally {
    if (!args.reuse) await database.drop();
  }
}
console.log(`\nload average at the end: ${load()}`);
