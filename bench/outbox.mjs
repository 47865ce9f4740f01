#!/usr/bin/env node
// Outbox benchmark (issue "Messaging area"): 1,000,000 messages in one condo, bulk-loaded. Prints p50/p95 of the
// Outbox list call (a week's range, a tab, filters, search, with its aggregations) and of the detail call over HTTP,
// on PGlite and on PostgreSQL, and the time from a tab click to that tab's rows on screen.
// Targets: list p95 ≤ 150 ms on PGlite, ≤ 50 ms on PostgreSQL; rows ≤ 300 ms after a tab click.
//
//   node bench/outbox.mjs [--requests 50] [--clicks 6] [--postgres postgresql://postgres@127.0.0.1:5432/test]
import { build } from '../scripts/build.mjs';
import { benchArgs } from './kit/args.mjs';
import { launchChromium } from './kit/browser.mjs';
import { getWithToken, timeRequests } from './kit/load.mjs';
import { benchDatabase, LOCAL_POSTGRES } from './kit/postgres.mjs';
import { verdict } from './kit/report.mjs';
import { signedInContext, signInThroughApi } from './kit/session.mjs';
import { atCleanUp, runMain, startBenchStack, tempDir } from './kit/stack.mjs';
import { percentile } from './kit/stats.mjs';
import { runTsxOrFail } from './kit/tsx.mjs';

const args = benchArgs(
  `node bench/outbox.mjs [--requests 50] [--clicks 6] [--postgres ${LOCAL_POSTGRES}]   (see bench/README.md)`,
  {
    requests: { type: 'string', default: '50' },
    clicks: { type: 'string', default: '6' },
    postgres: { type: 'string', default: LOCAL_POSTGRES },
  },
);
const REQUESTS = Number(args.requests);
const CLICKS = Number(args.clicks);
const USER = 'manager@demo.condo';
const WARM_UP = 10;
const ms = (x) => `${x.toFixed(1)} ms`;

const latencies = (url, token) =>
  timeRequests(getWithToken(url, token), { requests: REQUESTS, warmUp: WARM_UP, read: (response) => response.json() });

const seed = (target) => runTsxOrFail('bench/outbox/seed-1m.ts', target, 'seeding');

async function measureCalls(stack, session, target) {
  const api = `${stack.apiUrl}/tenants/marina-bay/api/v1`;
  const to = new Date();
  const week = new Date(to.getTime() - 7 * 86_400_000).toISOString();
  const month = new Date(to.getTime() - 30 * 86_400_000).toISOString();
  const range = (from) => `fromTime=${from}&toTime=${to.toISOString()}`;
  const first = await fetch(`${api}/outboxes?${range(week)}&perPage=1&recipient_type=resident`, {
    headers: { Authorization: `JWT ${session.token}` },
  }).then((r) => r.json());
  const calls = [
    ['list: USER tab, this week', `${api}/outboxes?${range(week)}&perPage=25&page=1`],
    [
      'list: RESIDENT, week, 2 filters',
      `${api}/outboxes?${range(week)}&perPage=25&recipient_type=resident&selectedStatus=failed,undelivered&selectedMedium=sms`,
    ],
    [
      'list: VISITOR, this month, page 40',
      `${api}/outboxes?${range(month)}&perPage=25&page=40&recipient_type=invitee,visitor`,
    ],
    [
      'list: RESIDENT, week, search',
      `${api}/outboxes?${range(week)}&perPage=25&recipient_type=resident&search=Recipient%200042`,
    ],
    ['detail', `${api}/outboxes/${first.data[0].id}`],
  ];
  const target_ = target === 'PGlite' ? 150 : 50;
  console.log(`\n${target}: calls over HTTP, ${REQUESTS} requests each (list target p95 ≤ ${target_} ms)`);
  for (const [label, url] of calls) {
    const times = await latencies(url, session.token);
    const p95 = percentile(times, 95);
    const result = label === 'detail' ? 'info' : verdict(p95, target_);
    console.log(
      `  ${label.padEnd(36)} p50 ${ms(percentile(times, 50)).padStart(9)}   p95 ${ms(p95).padStart(9)}   ${result}`,
    );
  }
}

async function tabToRows(stack, session) {
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, stack.url, USER, session);
    const page = await context.newPage();
    await page.goto(`${stack.url}/condos/marina-bay/out-box`);
    await page.getByText(/^1-25 of \d+ results$/).waitFor({ timeout: 60_000 });
    const tabs = ['RESIDENT', 'VISITOR', 'USER'];
    const times = [];
    for (let i = 0; i < CLICKS; i++) {
      // In the page: from the click to the frame whose range text names another total (the new tab's rows).
      const inPage = page.evaluate(
        () =>
          new Promise((resolve) => {
            const text = () => document.querySelector('.ant-pagination-total-text')?.textContent ?? '';
            const before = text();
            document.addEventListener(
              'click',
              () => {
                const clickedAt = performance.now();
                const frame = () => {
                  const now = text();
                  if (now && now !== before) requestAnimationFrame(() => resolve(performance.now() - clickedAt));
                  else requestAnimationFrame(frame);
                };
                frame();
              },
              { capture: true, once: true },
            );
          }),
      );
      await page.getByRole('tab', { name: tabs[i % tabs.length], exact: true }).click();
      times.push(await inPage);
      await page.waitForTimeout(300);
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function run(target, apiEnv, dataDir) {
  const { stack } = await startBenchStack(target, { dataDir, apiEnv });
  const session = await signInThroughApi(stack.apiUrl, dataDir, USER);
  await measureCalls(stack, session, target);
  const clicks = await tabToRows(stack, session);
  const median = percentile(clicks, 50);
  console.log(
    `  tab click → rows on screen (${CLICKS} clicks)  median ${ms(median)}   max ${ms(Math.max(...clicks))}   ${verdict(median, 300)}`,
  );
  await stack.stop();
}

async function main() {
  await build();
  const dataDir = tempDir('condo-bench-outbox-');
  console.log('PGlite: loading 1,000,000 messages into marina-bay …');
  seed([dataDir]);
  await run('PGlite', { SEED_DEMO: '1' }, dataDir);

  const database = await benchDatabase(args.postgres, 'bench_outbox');
  atCleanUp(() => database.drop());
  console.log('\nPostgreSQL: loading 1,000,000 messages into marina-bay …');
  seed(['--postgres', database.url]);
  await run('PostgreSQL', { SEED_DEMO: '1', DATABASE_URL: database.url }, dataDir);
}

runMain(main);
