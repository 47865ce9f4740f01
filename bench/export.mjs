#!/usr/bin/env node
// Outbox export benchmark (issue #28, "Export on every list"): 1,000,000 messages in one condo (bench/outbox/seed-1m.ts,
// generate_series), then GET /api/v1/outboxes/export of a range that holds exactly 100,000 of them (the USER tab, the
// newest 100,000), read as it streams. Prints the time to the last byte (target ≤ 5 s, median of the runs), the time to
// the first byte, and the API process's resident memory (RSS from /proc, sampled every 20 ms): before, its peak during
// and after each export. "Memory flat": the peak during an export is at most 50 MB above the RSS before it (a file of
// 100,000 rows is ~10 MB of CSV, so an API that held the rows or the file would grow by far more). An info row exports
// the whole tab (~333,000 rows) once: its growth should be no larger than the 100,000-row export's.
// The API runs as `npm start` runs it (the bundle, its V8 and malloc flags: scripts/stack.mjs) on a free port.
//
//   node bench/export.mjs [--runs 3] [--rows 100000] [--postgres] [--strict]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiServerBundle, bundleApi } from '../scripts/build-api.mjs';
import { root } from '../scripts/pnpm.mjs';
import { SMALL_HEAP, SMALL_MALLOC } from '../scripts/stack.mjs';
import { benchArgs, positive } from './kit/args.mjs';
import { benchDatabase, LOCAL_POSTGRES } from './kit/postgres.mjs';
import { memoryOf } from './kit/processes.mjs';
import { log, printHeader, printNotes, printOutcome, printTable, result } from './kit/report.mjs';
import { signInThroughApi } from './kit/session.mjs';
import { atCleanUp, freePort, runMain, tempDir, waitForUrl } from './kit/stack.mjs';
import { loadAverage, mb, upperMedian as median } from './kit/stats.mjs';
import { runTsxOrFail } from './kit/tsx.mjs';

const USAGE = 'node bench/export.mjs [--runs 3] [--rows 100000] [--postgres] [--strict]   (see bench/README.md)';
const args = benchArgs(USAGE, {
  runs: { type: 'string', default: '3' },
  rows: { type: 'string', default: '100000' },
  postgres: { type: 'boolean', default: false },
  strict: { type: 'boolean', default: false },
});
const RUNS = positive(args.runs, '--runs', 'node bench/export.mjs');
const ROWS = positive(args.rows, '--rows', 'node bench/export.mjs');
const POSTGRES = args.postgres || Boolean(process.env.DATABASE_URL);
const TARGET_MS = 5000;
const TARGET_GROWTH = 50 * 1024 * 1024;
const USER = 'manager@demo.condo';
const DAY_MS = 86_400_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const rssOf = (pid) => memoryOf(pid)?.rss ?? 0;
/** User + system CPU time of a process in ms (/proc/<pid>/stat, clock ticks of 10 ms): less disturbed by load. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The API as npm start runs it, on a free port; stopped at the end. */
async function startApi(dataDir, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [...SMALL_HEAP, apiServerBundle], {
    cwd: join(root, 'api'),
    env: {
      ...process.env,
      ...SMALL_MALLOC,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  atCleanUp(stop);
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/public_key`, { child, timeoutMs: 300_000, name: 'the API' });
  return { url, pid: child.pid, stop };
}

/** Reads the export as it streams: bytes, lines, the first and last byte's times, the RSS peak while it ran. */
async function timedExport(url, token, pid) {
  let peak = rssOf(pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssOf(pid));
      await sleep(20);
    }
  })();
  const cpuBefore = cpuMsOf(pid);
  const started = performance.now();
  const response = await fetch(url, { headers: { Authorization: `JWT ${token}` } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  let firstByte;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    firstByte ??= performance.now() - started;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const total = performance.now() - started;
  const cpu = cpuMsOf(pid) - cpuBefore;
  sampling = false;
  await sampler;
  peak = Math.max(peak, rssOf(pid));
  return { total, cpu, firstByte, bytes, lines, peak, disposition: response.headers.get('content-disposition') };
}

async function measure(label, dataDir, env) {
  const api = await startApi(dataDir, env);
  log(`${label}: API up (pid ${api.pid}), RSS ${mb(rssOf(api.pid))}`);
  const session = await signInThroughApi(api.url, dataDir, USER);
  const base = `${api.url}/tenants/marina-bay/api/v1/outboxes`;
  const headers = { Authorization: `JWT ${session.token}` };
  const toTime = new Date(Date.now() + DAY_MS).toISOString();
  const tab = `recipient_type=user&toTime=${toTime}`;
  const whole = `${tab}&fromTime=${new Date(Date.now() - 200 * DAY_MS).toISOString()}`;
  // The USER tab's ROWS-th newest message: from its time (inclusive) the range holds exactly ROWS messages.
  const nth = await fetch(`${base}?${whole}&perPage=1&page=${ROWS}`, { headers }).then((r) => r.json());
  const from = nth.data?.[0]?.created_at;
  if (!from) throw new Error(`The USER tab has fewer than ${ROWS} messages (${nth.total_entries})`);
  const exportUrl = `${base}/export?${tab}&fromTime=${from}&tz=Asia/Singapore`;
  log(`${label}: the USER tab holds ${nth.total_entries} messages; exporting the newest ${ROWS} (from ${from})`);
  // Warm-up: the route's code compiled, the statement prepared, a small file.
  await timedExport(
    `${base}/export?${tab}&fromTime=${new Date(Date.now() - DAY_MS).toISOString()}`,
    session.token,
    api.pid,
  );
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    await sleep(1000);
    const before = rssOf(api.pid);
    const measured = await timedExport(exportUrl, session.token, api.pid);
    await sleep(2000);
    const after = rssOf(api.pid);
    runs.push({ ...measured, before, after, growth: measured.peak - before });
    log(
      `${label} run ${run}: ${s(measured.total)} (first byte ${s(measured.firstByte)}, API CPU ${s(measured.cpu)}), ` +
        `${measured.lines - 1} rows, ` +
        `${mb(measured.bytes, 1)}; RSS ${mb(before)} → peak ${mb(measured.peak)} → ${mb(after)}`,
    );
  }
  await sleep(1000);
  const wholeBefore = rssOf(api.pid);
  const wholeTab = await timedExport(`${base}/export?${whole}`, session.token, api.pid);
  log(`${label} whole tab: ${wholeTab.lines - 1} rows in ${s(wholeTab.total)}, peak ${mb(wholeTab.peak)}`);
  await api.stop();
  return { runs, wholeTab: { ...wholeTab, before: wholeBefore, growth: wholeTab.peak - wholeBefore } };
}

function rowsFor(label, { runs, wholeTab }) {
  const time = median(runs.map((run) => run.total));
  const growth = Math.max(...runs.map((run) => run.growth));
  const rowsOk = runs.every((run) => run.lines - 1 === ROWS);
  const worst = runs.find((run) => run.growth === growth);
  return [
    { heading: label },
    [
      `export ${ROWS.toLocaleString('en')} rows, to last byte (median)`,
      s(time),
      `first byte ${s(median(runs.map((run) => run.firstByte)))}; ${mb(runs[0].bytes, 1)}; rows ${rowsOk ? 'all' : 'WRONG COUNT'}`,
      `≤ ${s(TARGET_MS)}`,
      result(time <= TARGET_MS && rowsOk),
    ],
    [
      'API CPU time of the export (median)',
      s(median(runs.map((run) => run.cpu))),
      'user + system, the API process only (the database server apart on PostgreSQL)',
      '',
      result(undefined),
    ],
    [
      'API RSS growth during export (worst run)',
      mb(growth, 1),
      `before ${mb(worst.before)}, peak ${mb(worst.peak)}, after ${mb(worst.after)}`,
      `≤ ${mb(TARGET_GROWTH)}`,
      result(growth <= TARGET_GROWTH),
    ],
    [
      `the whole USER tab (${(wholeTab.lines - 1).toLocaleString('en')} rows), once`,
      s(wholeTab.total),
      `RSS growth ${mb(wholeTab.growth, 1)} (before ${mb(wholeTab.before)}, peak ${mb(wholeTab.peak)})`,
      '',
      result(undefined),
    ],
  ];
}

async function main() {
  const began = Date.now();
  const loadAtStart = loadAverage();
  await bundleApi();
  const results = [];
  const dataDir = tempDir('condo-bench-export-');
  log('PGlite: the demo data and 1,000,000 messages in marina-bay …');
  runTsxOrFail('bench/outbox/seed-1m.ts', [dataDir], 'seeding');
  results.push(['PGlite', await measure('PGlite', dataDir, { SEED_DEMO: '1' })]);
  if (POSTGRES) {
    const server = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
    const database = await benchDatabase(server, 'bench_export');
    atCleanUp(() => database.drop());
    const pgDataDir = tempDir('condo-bench-export-pg-');
    log('PostgreSQL: the demo data and 1,000,000 messages in marina-bay …');
    runTsxOrFail('bench/outbox/seed-1m.ts', ['--postgres', database.url], 'seeding');
    results.push([
      'PostgreSQL',
      await measure('PostgreSQL', pgDataDir, { SEED_DEMO: '1', DATABASE_URL: database.url }),
    ]);
  }
  printHeader('Outbox export', {
    detail: `${RUNS} runs of ${ROWS.toLocaleString('en')} rows of 1,000,000`,
    loadAtStart,
    loadAtEnd: loadAverage(),
    began,
  });
  const rows = results.flatMap(([label, measured]) => rowsFor(label, measured));
  printTable(['figure', 'value', 'detail', 'target', 'result'], rows, { rule: true, right: new Set([1]) });
  printNotes([
    'GET /api/v1/outboxes/export?recipient_type=user&fromTime=<the 100,000th newest>&toTime=<tomorrow>&tz=Asia/Singapore, read as it streams.',
    'RSS from /proc/<pid>/status (VmRSS), sampled every 20 ms; growth = peak during the export − RSS just before it.',
  ]);
  printOutcome(rows.filter((row) => Array.isArray(row) && row[4] === 'MISS').length, { strict: args.strict });
}

runMain(main);
