#!/usr/bin/env node
// Devices benchmark (issue "Devices area"): 10,000 devices in one condo on embedded Postgres (PGlite).
// Prints p50/p95 of the list calls (page, deep page, filter, search) measured over HTTP against the API started as
// `npm start` starts it, and the time from a tab click to its rows on screen. Targets: p95 ≤ 20 ms, rows ≤ 200 ms.
//
//   node bench/devices.mjs [--requests 100] [--clicks 9]
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../scripts/build.mjs';
import { benchArgs } from './kit/args.mjs';
import { launchChromium } from './kit/browser.mjs';
import { getWithToken, timeRequests } from './kit/load.mjs';
import { verdict } from './kit/report.mjs';
import { signedInContext, signInThroughApi } from './kit/session.mjs';
import { runMain, startBenchStack, tempDir } from './kit/stack.mjs';
import { percentile } from './kit/stats.mjs';
import { runTsxOrFail } from './kit/tsx.mjs';

const args = benchArgs('node bench/devices.mjs [--requests 100] [--clicks 9]   (see bench/README.md)', {
  requests: { type: 'string', default: '100' },
  clicks: { type: 'string', default: '9' },
});
const REQUESTS = Number(args.requests);
const CLICKS = Number(args.clicks);
const USER = 'manager@demo.condo';

const ms = (x) => `${x.toFixed(1)} ms`;
/** Requests before the measured ones, per call: the API has just started (JIT, PGlite's caches). */
const WARM_UP = 20;

const latencies = (url, token) =>
  timeRequests(getWithToken(url, token), {
    requests: REQUESTS,
    warmUp: WARM_UP,
    read: (response) => response.json(),
    check: (body) => {
      if (!body.data?.length) throw new Error(`${url} returned no rows`);
    },
  });

async function tabToRows(stack, session) {
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, stack.url, USER, session);
    const page = await context.newPage();
    page.on('crash', () => console.error('the page crashed'));
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${stack.url}/condos/marina-bay/devices`);
    await page
      .getByText(/Camera \d{5}/)
      .first()
      .waitFor({ timeout: 30_000 });
    const tabs = [
      { name: /KIOSK/, row: 'Kiosk \\d{5}' },
      { name: /VIZITIN/, row: 'Vizitin \\d{5}' },
      { name: /CAMERA/, row: 'Camera \\d{5}' },
    ];
    const times = [];
    const outside = [];
    for (let i = 0; i < CLICKS; i++) {
      const tab = tabs[i % tabs.length];
      // In the page: from the click event to the first frame that shows a row of the tab, found on every DOM
      // change and every animation frame (what the user waits for). Outside: Playwright's click to its locator
      // seeing the row (its own round trips included, an upper bound).
      const inPage = page.evaluate(
        (rowPattern) =>
          new Promise((resolve) => {
            const pattern = new RegExp(rowPattern);
            let clickedAt = 0;
            const shows = () =>
              [...document.querySelectorAll('[role="tabpanel"]:not([aria-hidden="true"]) tr')].some(
                (row) => row.checkVisibility() && pattern.test(row.textContent ?? ''),
              );
            document.addEventListener(
              'click',
              () => {
                clickedAt = performance.now();
                const frame = () => {
                  if (shows()) requestAnimationFrame(() => resolve(performance.now() - clickedAt));
                  else requestAnimationFrame(frame);
                };
                frame();
              },
              { capture: true, once: true },
            );
          }),
        tab.row,
      );
      const rows = page.getByRole('tabpanel').getByRole('row', { name: new RegExp(tab.row) });
      const started = performance.now();
      await page.getByRole('tab', { name: tab.name }).click();
      await rows
        .first()
        .waitFor({ state: 'visible' })
        .catch(async (error) => {
          await page.screenshot({ path: join(tmpdir(), 'bench-devices-failure.png') });
          throw error;
        });
      outside.push(performance.now() - started);
      times.push(await inPage);
      await page.waitForTimeout(300);
    }
    return { times, outside };
  } finally {
    await browser.close();
  }
}

async function main() {
  await build();
  const dataDir = tempDir('condo-bench-devices-');
  console.log('Seeding 10,000 devices into marina-bay …');
  runTsxOrFail('bench/devices/seed-10k.ts', [dataDir], 'seeding');
  const { stack } = await startBenchStack('PGlite, 10,000 devices', { dataDir, apiEnv: { SEED_DEMO: '1' } });
  const session = await signInThroughApi(stack.apiUrl, dataDir, USER);
  const api = `${stack.apiUrl}/tenants/marina-bay/api/v1`;
  const calls = [
    ['cameras, page 1', `${api}/cameras?page=1&per_page=25`],
    ['cameras, page 200', `${api}/cameras?page=200&per_page=25`],
    ['cameras, filter camera_type[]', `${api}/cameras?page=1&per_page=25&camera_type[]=visitor_exit_cam`],
    ['cameras, search by name', `${api}/cameras?page=1&per_page=25&query=${encodeURIComponent('Camera 0421')}`],
    ['kiosks, filter type[]', `${api}/kiosks?page=1&per_page=25&type[]=webcheckin`],
    ['vizitins, search by MAC', `${api}/vizitins?page=1&per_page=25&search=${encodeURIComponent('00:01:00:2')}`],
  ];
  console.log(`\nList calls over HTTP, ${REQUESTS} requests each (target p95 ≤ 20 ms)`);
  for (const [label, url] of calls) {
    const times = await latencies(url, session.token);
    const p95 = percentile(times, 95);
    console.log(
      `  ${label.padEnd(32)} p50 ${ms(percentile(times, 50)).padStart(9)}   p95 ${ms(p95).padStart(9)}   ${verdict(p95, 20)}`,
    );
  }
  const { times: clicks, outside } = await tabToRows(stack, session);
  const median = percentile(clicks, 50);
  console.log(`\nTab click → rows on screen, ${CLICKS} clicks (target ≤ 200 ms)`);
  console.log(
    `  in the page (click event → frame with the rows)   median ${ms(median)}   min ${ms(Math.min(...clicks))}   max ${ms(Math.max(...clicks))}   ${verdict(median, 200)}`,
  );
  console.log(
    `  from Playwright (click call → locator sees a row)  median ${ms(percentile(outside, 50))}   min ${ms(Math.min(...outside))}   max ${ms(Math.max(...outside))}   info`,
  );
}

runMain(main);
