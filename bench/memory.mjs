#!/usr/bin/env node
// Memory benchmark (issue #25 "Lean"): the resident memory of everything `npm start` leaves running.
// Runs `node scripts/start.mjs` itself (free ports, a fresh data folder: the demo data is seeded as on a first start),
// then prints the RSS of each process it leaves running (the start process with the web server, the API, the
// simulator, anything else they started) after start, after signing in and opening every screen of the route table
// in Chromium, and after N minutes of the simulator. Targets: ≤ 600 MB in all, the API ≤ 300 MB, and from 3 minutes
// on the API growing ≤ 5 % from minute 2 to the last.
//
//   node bench/memory.mjs                 # 10 minutes of the simulator
//   node bench/memory.mjs --minutes 1     # a quick run
//   node bench/memory.mjs --strict        # exit code 1 when a target is missed
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../scripts/pnpm.mjs';
import { benchArgs } from './kit/args.mjs';
import { launchChromium } from './kit/browser.mjs';
import { descendants, memoryOf } from './kit/processes.mjs';
import { log, printHeader, printNotes, printOutcome, printTable, verdict } from './kit/report.mjs';
import { signInThroughForm } from './kit/session.mjs';
import { atCleanUp, cleanUp, freePort, runMain, tempDir } from './kit/stack.mjs';
import { loadAverage, mb } from './kit/stats.mjs';

const args = benchArgs(
  'node bench/memory.mjs [--minutes 10] [--user admin@demo.condo] [--condo marina-bay] [--strict]   (see bench/README.md)',
  {
    minutes: { type: 'string', default: '10' },
    strict: { type: 'boolean', default: false },
    user: { type: 'string', default: 'admin@demo.condo' },
    condo: { type: 'string', default: 'marina-bay' },
  },
);
const MINUTES = Number(args.minutes);
if (!(MINUTES >= 0)) {
  console.error(`--minutes must be a number ≥ 0, got ${args.minutes}`);
  process.exit(2);
}
const TARGET_TOTAL_MB = 600;
const TARGET_API_MB = 300;
/** The API's RSS growth from minute 2 to the last minute of the simulator (issue #29: memory flat under a soak). */
const SLOPE_TARGET = 0.05;
const MB = 1024 * 1024;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Processes ---------------------------------------------------------------------------------------------------------

// The bundles npm start runs (scripts/build-api.mjs), or the TypeScript through tsx.
const ROLES = [
  { role: 'api', test: (cmd) => /(?:dist\/server\.mjs|src\/server\.ts)\b/.test(cmd) },
  { role: 'simulator', test: (cmd) => /(?:dist\/simulator\.mjs|src\/simulator\/run\.ts)\b/.test(cmd) },
];

/** One sample: the start process, the API, the simulator and everything else below the start process. */
function sample(startPid) {
  const processes = [{ pid: startPid, cmd: 'scripts/start.mjs', role: 'start' }, ...descendants(startPid)];
  const byRole = { start: 0, api: 0, simulator: 0, other: 0 };
  const peaks = { start: 0, api: 0, simulator: 0, other: 0 };
  const others = [];
  for (const p of processes) {
    const memory = memoryOf(p.pid);
    if (!memory) continue;
    const role = p.role ?? ROLES.find((r) => r.test(p.cmd))?.role ?? 'other';
    byRole[role] += memory.rss;
    peaks[role] += memory.peak;
    if (role === 'other') others.push(`${p.pid} ${mb(memory.rss)} ${p.cmd.slice(0, 100)}`);
  }
  const total = byRole.start + byRole.api + byRole.simulator + byRole.other;
  return { ...byRole, total, peaks, others };
}

// The stack, as `npm start` runs it ------------------------------------------------------------------------------------

async function startAsNpmStart(dataDir) {
  const consolePort = await freePort();
  const apiPort = await freePort();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, CONSOLE_PORT: String(consolePort), API_PORT: String(apiPort), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  let running = false;
  const onData = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      output.push(line);
      if (line.includes('Smart Condo Management is running')) running = true;
      if (/^(Building|Built|Front end)/.test(line.trim())) log(`start: ${line.trim()}`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const started = Date.now();
  // A first start builds what changed and seeds 8 weeks of activity for every demo condo.
  while (!running) {
    if (child.exitCode !== null)
      throw new Error(`npm start exited with ${child.exitCode}:\n${output.slice(-30).join('\n')}`);
    if (Date.now() - started > 30 * 60_000)
      throw new Error(`npm start did not come up:\n${output.slice(-30).join('\n')}`);
    await sleep(200);
  }
  log(`npm start up in ${((Date.now() - started) / 1000).toFixed(1)} s (pid ${child.pid})`);
  return {
    child,
    url: `http://localhost:${consolePort}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      const tree = descendants(child.pid);
      child.kill('SIGTERM');
      await Promise.race([once(child, 'exit'), sleep(15_000)]);
      // Whatever the start process did not stop (it stops the API and the simulator on SIGTERM).
      for (const p of [{ pid: child.pid }, ...tree]) {
        try {
          process.kill(p.pid, 0);
          process.kill(p.pid, 'SIGKILL');
        } catch {}
      }
    },
  };
}

// The walk: sign in through the form, then every screen of the route table -------------------------------------------

/** The paths of host's route table, read from its source so that a new screen joins the walk. */
function screens(condo) {
  const source = readFileSync(join(root, 'host/src/routes/route-table.ts'), 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
  const walk = [];
  const skipped = [];
  for (const path of paths) {
    if (path === '/') continue;
    // The public report pages open one generated report by its id: none exists in a fresh data folder.
    if (path.startsWith('/html/report/') || path.startsWith('/patrolling-report/')) {
      skipped.push(path);
      continue;
    }
    walk.push(path.replace(':link', 'most-visiting-visitor').replace(':name', condo).replace(':id', condo));
  }
  return { walk, skipped };
}

async function walkEveryScreen(stack, dataDir) {
  const { walk, skipped } = screens(args.condo);
  const browser = await launchChromium();
  const problems = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 500) problems.push(`${response.url()} answered ${response.status()}`);
    });
    await signInThroughForm(page, { consoleUrl: stack.url, dataDir, email: args.user });
    await page.waitForURL((url) => url.pathname === '/condos', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    for (const path of walk) {
      const started = Date.now();
      await page.goto(`${stack.url}${path}`);
      // Every call of the screen answered (networkidle: no request for 500 ms).
      await page
        .waitForLoadState('networkidle', { timeout: 60_000 })
        .catch(() => problems.push(`${path}: busy after 60 s`));
      log(`  ${path} (${Date.now() - started} ms)`);
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return { walked: walk.length, skipped, problems };
}

// Main ----------------------------------------------------------------------------------------------------------------

const rows = [];
function record(phase, s) {
  rows.push({ phase, ...s });
  log(
    `${phase}: start ${mb(s.start)}, API ${mb(s.api)}, simulator ${mb(s.simulator)}` +
      `${s.other ? `, other ${mb(s.other)}` : ''}, total ${mb(s.total)}`,
  );
  for (const o of s.others) log(`  other: ${o}`);
}

function printPhases() {
  const head = ['Phase', 'start.mjs', 'API', 'simulator', 'other', 'total', 'API ≤ 300 MB', 'total ≤ 600 MB'];
  const cells = (r) => [
    r.phase,
    mb(r.start),
    mb(r.api),
    mb(r.simulator),
    mb(r.other),
    mb(r.total),
    verdict(r.api, TARGET_API_MB * MB),
    verdict(r.total, TARGET_TOTAL_MB * MB),
  ];
  printTable(head, rows.map(cells), { right: new Set([1, 2, 3, 4, 5, 6, 7]), rule: true });
}

async function main() {
  const loadAtStart = loadAverage(1);
  const began = Date.now();
  if (!existsSync(join(root, 'node_modules')))
    throw new Error('Run npm start (or node scripts/install.mjs) once first.');
  const dataDir = tempDir('condo-bench-memory-');
  log(`npm start with DATA_DIR=${dataDir} (builds what changed, seeds the demo data)`);
  const stack = await startAsNpmStart(dataDir);
  atCleanUp(() => stack.stop());
  await sleep(5_000);
  record('after start', sample(stack.child.pid));

  log(`walk: sign in as ${args.user}, then every screen of the route table`);
  const walk = await walkEveryScreen(stack, dataDir);
  await sleep(5_000);
  record(`after sign-in and ${walk.walked} screens`, sample(stack.child.pid));

  let highest = null;
  const apiByMinute = [];
  for (let minute = 1; minute <= MINUTES; minute++) {
    await sleep(60_000);
    const s = sample(stack.child.pid);
    apiByMinute.push(s.api);
    log(`  simulator minute ${minute}: API ${mb(s.api)}, total ${mb(s.total)}`);
    if (!highest || s.total > highest.total) highest = s;
    if (minute === MINUTES) record(`after ${MINUTES} min of the simulator`, s);
  }
  if (highest && MINUTES > 1) rows.push({ phase: `highest minute of the ${MINUTES}`, ...highest });
  const last = rows.at(-1);
  await cleanUp();

  printHeader('memory of npm start', { detail: 'RSS', loadAtStart, loadAtEnd: loadAverage(1), began });
  printPhases();
  // The soak's slope (issue #29): the API's RSS may not keep growing under the simulator.
  const slope = MINUTES >= 3 ? (apiByMinute.at(-1) - apiByMinute[1]) / apiByMinute[1] : null;
  if (slope !== null) {
    console.log(
      `\nAPI growth from minute 2 to ${MINUTES}: ${(slope * 100).toFixed(1)} % (${apiByMinute.map((rss) => mb(rss)).join(' ')})` +
        `  target ≤ ${SLOPE_TARGET * 100} %  ${verdict(slope, SLOPE_TARGET)}`,
    );
  }
  const notes = [
    'MB is 1,048,576 bytes; RSS is VmRSS of /proc/<pid>/status. start.mjs holds the web server (it runs in-process).',
    `Peak RSS (VmHWM) at the end: start ${mb(last.peaks.start)}, API ${mb(last.peaks.api)}, simulator ${mb(last.peaks.simulator)}.`,
    `Screens: every path of host/src/routes/route-table.ts with :id = ${args.condo}, as ${args.user}; not opened: ${walk.skipped.join(', ')} (they need a generated report's id).`,
    ...walk.problems.map((p) => `Problem during the walk: ${p}`),
  ];
  printNotes(notes);
  const missed = rows.filter((r) => r.api > TARGET_API_MB * MB || r.total > TARGET_TOTAL_MB * MB);
  printOutcome(missed.length + (slope !== null && slope > SLOPE_TARGET ? 1 : 0), { strict: args.strict });
}

runMain(main);
