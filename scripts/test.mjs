// `npm test`: every check of the project in one run — types, lint, the contract, unit, API and end to end.
//   node scripts/test.mjs            everything
//   node scripts/test.mjs api        only the API suite (CI runs it again with DATABASE_URL set)
import './node-lts.mjs';
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installIfNeeded } from './install.mjs';
import { root } from './pnpm.mjs';

const bin = (name) => join(root, 'node_modules/.bin', name);
const typedPackages = [
  'api',
  'shared',
  'report-kit',
  'host',
  'mfe-auth',
  'mfe-condo-admin',
  'mfe-devices',
  'mfe-messaging',
  'mfe-reports',
  'mfe-analytics',
  'e2e',
];
const totals = { passed: 0, failed: 0, flaky: 0 };

function run(title, command, args, options = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  const ok = result.status === 0;
  console.log(`━━ ${title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function count(passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs a Node test-runner suite, shows its output and adds its counts to the totals. */
function nodeTests(title, cwd, args) {
  const result = spawnSync(process.execPath, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  console.log(`\n━━ ${title}`);
  process.stdout.write(result.stdout);
  const passed = Number(/ℹ pass (\d+)/.exec(result.stdout)?.[1] ?? 0);
  const failed = Number(/ℹ fail (\d+)/.exec(result.stdout)?.[1] ?? 0);
  count(passed, failed);
  const ok = result.status === 0 && passed > 0;
  console.log(`━━ ${title}: ${ok ? 'ok' : 'FAILED'}`);
  return ok;
}

const steps = {
  types: () => typedPackages.every((pkg) => run(`types: ${pkg}`, bin('tsc'), ['-p', pkg])),
  lint: () =>
    run('lint and format (biome)', bin('biome'), ['ci', '.']) &&
    run('docs: table widths and links', process.execPath, ['scripts/check-docs.mjs']),
  contract: () =>
    run('contract types match the API', process.execPath, ['scripts/gen-contract.mjs', '--check']) &&
    run('the OpenAPI document passes the linter (Redocly)', process.execPath, ['scripts/lint-contract.mjs']),
  unit: () => {
    const report = join(tmpdir(), `condo-jest-${process.pid}.json`);
    const ok = run('unit and component (jest)', bin('jest'), ['--ci', '--json', `--outputFile=${report}`]);
    const json = readJson(report);
    if (json) count(json.numPassedTests, json.numFailedTests);
    rmSync(report, { force: true });
    return ok && json !== null;
  },
  api: () =>
    nodeTests(`API (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'})`, join(root, 'api'), [
      'scripts/run-tests.mjs',
      '--test-reporter=spec',
    ]),
  delivery: () =>
    nodeTests('delivery: compatibility gate', root, [
      '--test',
      '--test-reporter=spec',
      'deploy/cli/compatibility.test.mjs',
      'deploy/cli/environments.test.mjs',
      'scripts/start.test.mjs',
      'scripts/node-lts.test.mjs',
      'scripts/supervise.test.mjs',
      'scripts/stack-restart.test.mjs',
    ]) &&
    run('front end build', process.execPath, ['scripts/build.mjs']) &&
    nodeTests('images: the Dockerfiles’ steps replayed without an engine', root, [
      '--test',
      '--test-reporter=spec',
      'deploy/docker/images.test.mjs',
    ]) &&
    run('images: built and started where a container engine runs (SMOKE=1)', process.execPath, [
      'deploy/docker/smoke.mjs',
      '--in-npm-test',
    ]) &&
    run('delivery: every environment runs remotes its host can load', process.execPath, [
      'deploy/cli/index.mjs',
      'check',
    ]),
  e2e: () => {
    const report = join(tmpdir(), `condo-e2e-${process.pid}.json`);
    const ok = run(
      'end to end (Playwright, Chromium)',
      bin('playwright'),
      ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      },
    );
    const json = readJson(report);
    if (json) {
      count(json.stats.expected, json.stats.unexpected);
      totals.flaky += json.stats.flaky;
    }
    rmSync(report, { force: true });
    return ok && json !== null;
  },
};

installIfNeeded();
const only = process.argv.slice(2);
const chosen = only.length ? only : Object.keys(steps);
const timings = [];
const failedSteps = chosen.filter((name) => {
  if (!steps[name]) throw new Error(`Unknown step ${name}; steps: ${Object.keys(steps).join(', ')}`);
  const started = Date.now();
  const ok = steps[name]();
  timings.push([name, (Date.now() - started) / 1000, ok]);
  return !ok;
});

// Where the time went, as the README's test section tabulates it.
console.log('\nstep       seconds');
for (const [name, seconds, ok] of timings) {
  console.log(`${name.padEnd(10)} ${seconds.toFixed(0).padStart(7)}${ok ? '' : '  FAILED'}`);
}
console.log(
  `${'total'.padEnd(10)} ${timings
    .reduce((sum, [, seconds]) => sum + seconds, 0)
    .toFixed(0)
    .padStart(7)}`,
);

console.log(`\nNode.js ${process.versions.node}`);
console.log(`${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'Every step passed.'}`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed` +
    (totals.flaky ? `, ${totals.flaky} flaky (failed, then passed on the retry: see "What the page did" above)` : ''),
);
process.exit(failedSteps.length ? 1 : 0);
