#!/usr/bin/env node
// Site-activity benchmark (issue "Site activity"): generates the --scale condo (a year of a busy site: ≥ 5,000,000
// vehicle entries, ≥ 1,000,000 alerts and visits) on PGlite and on PostgreSQL, prints the generation time, then the
// p50/p95 of the ten heaviest report and analytics calls over a 30-day and a 6-day range, and checks every query plan
// of those calls for a sequential scan of a site-activity table. Targets: p95 ≤ 100 ms on PostgreSQL, ≤ 300 ms on
// PGlite, for every call over 30 days.
//
//   node bench/site-activity.mjs [--requests 30] [--only pglite|postgres] [--reuse] [--postgres postgresql://postgres@127.0.0.1:5432/test]
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/pnpm.mjs';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '30' },
    only: { type: 'string' },
    // Keep the PostgreSQL database (bench_activity) and the PGlite folder (.tmp/bench-activity-pglite) between runs:
    // the year is generated once.
    reuse: { type: 'boolean', default: false },
    postgres: { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/test' },
  },
});
const pg = createRequire(join(root, 'api/package.json'))('pg');
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

function run(target) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/site-activity/run.ts', ...target, args.requests],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=4096' },
    },
  );
  if (result.status !== 0) throw new Error(`the ${target[0] === '--postgres' ? 'PostgreSQL' : 'PGlite'} run failed`);
}

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
  const admin = new pg.Client({ connectionString: args.postgres, user: new URL(args.postgres).username || 'postgres' });
  await admin.connect().catch((error) => {
    throw new Error(`PostgreSQL at ${args.postgres} is not reachable (${error.message}); pass --postgres <url>`);
  });
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = 'bench_activity'")).rowCount > 0;
  if (!args.reuse || !exists) {
    await admin.query('DROP DATABASE IF EXISTS bench_activity WITH (FORCE)');
    await admin.query('CREATE DATABASE bench_activity');
  }
  const url = new URL(args.postgres);
  url.pathname = '/bench_activity';
  try {
    console.log('\nPostgreSQL: generating the scale condo …');
    run(['--postgres', url.toString()]);
  } finally {
    if (!args.reuse) await admin.query('DROP DATABASE IF EXISTS bench_activity WITH (FORCE)');
    await admin.end();
  }
}
console.log(`\nload average at the end: ${load()}`);
