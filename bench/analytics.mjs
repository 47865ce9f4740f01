#!/usr/bin/env node
// Analytics benchmark (issue #14): on the site-activity --scale condo (Scale Tower, a year of a busy site) served
// from PostgreSQL, the time from navigating to /condos/scale-tower/analytics until all 22 cards of Overall Details
// show their figure, with the slowest card call; then, on every detail page, the time from Submit (or, for the
// cards without a Count selector, from the Details link) to the rows drawn. Targets: grid ≤ 1.5 s (median), each
// detail page ≤ 500 ms (median).
//
//   node bench/analytics.mjs [--runs 5] [--detail-runs 3] [--count 100] [--reuse] [--skip-build]
//                            [--postgres postgresql://postgres@127.0.0.1:5432/test]
import { join } from 'node:path';
import { build } from '../scripts/build.mjs';
import { root } from '../scripts/pnpm.mjs';
import { CARD_CALL, slowest } from './analytics/calls.mjs';
import { detailTimes, overviewTime } from './analytics/page.mjs';
import { benchArgs } from './kit/args.mjs';
import { launchChromium } from './kit/browser.mjs';
import { benchDatabase, LOCAL_POSTGRES } from './kit/postgres.mjs';
import { log, printHeader, printOutcome, verdict } from './kit/report.mjs';
import { signedInContext, signInThroughApi } from './kit/session.mjs';
import { atCleanUp, cleanUp, runMain, startBenchStack } from './kit/stack.mjs';
import { loadAverage, upperMedian as median, ms } from './kit/stats.mjs';
import { runTsxOrFail } from './kit/tsx.mjs';

const args = benchArgs(
  `node bench/analytics.mjs [--runs 5] [--detail-runs 3] [--count 100] [--reuse] [--skip-build]
                          [--postgres ${LOCAL_POSTGRES}]   (see bench/README.md)`,
  {
    runs: { type: 'string', default: '5' },
    'detail-runs': { type: 'string', default: '3' },
    count: { type: 'string', default: '100' },
    // Keep the database bench_analytics (the generated year) for the next run.
    reuse: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    postgres: { type: 'string', default: process.env.DATABASE_URL ?? LOCAL_POSTGRES },
  },
);
const RUNS = Number(args.runs);
const DETAIL_RUNS = Number(args['detail-runs']);
const COUNT = args.count;
const USER = 'admin@demo.condo';
const CONDO = 'scale-tower';
const DATABASE = 'bench_analytics';
const GRID_TARGET_MS = 1500;
const DETAIL_TARGET_MS = 500;

/** The bench's own database on the server of --postgres (never the tests' `test`), with Scale Tower in it. */
async function scaleDatabase() {
  const database = await benchDatabase(args.postgres, DATABASE, { reuse: args.reuse });
  if (!args.reuse) atCleanUp(() => database.drop());
  // Generates the year once (npm start -- --scale does the same); with --reuse and the condo there it only counts.
  log(`PostgreSQL: the scale condo in ${DATABASE} (about 4 minutes the first time) …`);
  const started = Date.now();
  runTsxOrFail('src/start/scale-run.ts', [], 'generating the scale condo', {
    cwd: join(root, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { DATABASE_URL: database.url, NODE_OPTIONS: '--max-old-space-size=4096' },
  });
  log(`  ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return database.url;
}

async function main() {
  const began = Date.now();
  const loadAtStart = loadAverage();
  if (!args['skip-build']) await build();
  const databaseUrl = await scaleDatabase();
  const { stack, dataDir } = await startBenchStack(`PostgreSQL, ${DATABASE}`, {
    apiEnv: { DATABASE_URL: databaseUrl },
  });

  const session = await signInThroughApi(stack.apiUrl, dataDir, USER);
  const browser = await launchChromium();
  atCleanUp(() => browser.close());
  const context = await signedInContext(browser, stack.url, USER, session);
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`page error: ${error.message}`));

  const overviewUrl = `${stack.url}/condos/${CONDO}/analytics`;
  log(`Overall Details: a first load (fills the HTTP cache), then ${RUNS} runs …`);
  await overviewTime(page, overviewUrl);
  const grid = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await overviewTime(page, overviewUrl);
    grid.push(result);
    log(`  run ${run + 1}: ${ms(result.ms)}, slowest call ${ms(slowest(result.calls).duration)}`);
  }
  const gridMedian = median(grid.map((run) => run.ms));
  const medianRun = grid.find((run) => run.ms === gridMedian);
  const detailsLinks = await page.locator('.analytics-card').evaluateAll((cards) =>
    cards.map((card) => ({
      name: card.querySelector('[id^="card-"]')?.textContent ?? '',
      href: card.querySelector('a[href*="/analytics_details/"]')?.getAttribute('href') ?? '',
    })),
  );

  log(`Detail pages: ${detailsLinks.length} cards, ${DETAIL_RUNS} runs each, count ${COUNT} …`);
  const details = [];
  for (const card of detailsLinks) {
    const runs = await detailTimes(page, { stackUrl: stack.url, overviewUrl, card, count: COUNT, runs: DETAIL_RUNS });
    const value = median(runs.map((run) => run.ms));
    const call = slowest(runs.flatMap((run) => run.calls));
    details.push({ ...card, ms: value, immediate: runs[0].immediate, call });
    log(`  ${card.name}: ${ms(value)} (${runs.map((run) => ms(run.ms)).join(', ')})`);
  }
  await cleanUp();

  const slowestGridCall = slowest(medianRun.calls);
  const byName = new Map();
  for (const call of grid.flatMap((run) => run.calls)) {
    const key = CARD_CALL.exec(call.url)?.[0] ?? call.url;
    byName.set(key, [...(byName.get(key) ?? []), call.duration]);
  }
  printHeader('analytics on Scale Tower, PostgreSQL', { loadAtStart, loadAtEnd: loadAverage(), began });
  console.log(`Overall Details, navigation → 22 figures drawn (${RUNS} runs, warm HTTP cache)`);
  const times = grid.map((run) => run.ms);
  console.log(
    `  median ${ms(gridMedian)}  min ${ms(Math.min(...times))}  max ${ms(Math.max(...times))}  ` +
      `target ≤ ${ms(GRID_TARGET_MS)}  ${verdict(gridMedian, GRID_TARGET_MS)}`,
  );
  console.log(
    `  slowest card call of the median run: ${ms(slowestGridCall.duration)} (server ${ms(slowestGridCall.server)}) ` +
      `${slowestGridCall.url}`,
  );
  const firstStart = Math.min(...medianRun.calls.map((call) => call.start));
  const lastEnd = Math.max(...medianRun.calls.map((call) => call.start + call.duration));
  console.log(
    `  median run: first card call sent at ${ms(firstStart)} (page, shell, sign-in check and area loaded), ` +
      `last answered at ${ms(lastEnd)}, figures drawn at ${ms(gridMedian)}`,
  );
  console.log('  card calls, median over the runs (browser start → response end):');
  for (const [call, durations] of [...byName].sort((a, b) => median(b[1]) - median(a[1])).slice(0, 5)) {
    console.log(`    ${ms(median(durations)).padStart(8)}  ${call}`);
  }
  console.log('');
  console.log(
    `Detail pages, Submit (count ${COUNT}) or Details link (no Count selector) → rows drawn, median of ${DETAIL_RUNS}`,
  );
  const sorted = [...details].sort((a, b) => b.ms - a.ms);
  for (const detail of sorted) {
    console.log(
      `  ${detail.name.padEnd(52)} ${ms(detail.ms).padStart(8)}  ${verdict(detail.ms, DETAIL_TARGET_MS)}` +
        `  ${detail.immediate ? '(link)  ' : '(Submit)'}  slowest call ${ms(detail.call.duration)}`,
    );
  }
  const worst = sorted.slice(0, 3);
  console.log('  the slowest calls behind the slowest pages:');
  for (const detail of worst) console.log(`    ${ms(detail.call.duration).padStart(8)}  ${detail.call.url}`);
  const misses = sorted.filter((detail) => detail.ms > DETAIL_TARGET_MS).length + (gridMedian > GRID_TARGET_MS);
  printOutcome(misses);
}

runMain(main);
