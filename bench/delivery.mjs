#!/usr/bin/env node
// Delivery benchmark (issue "Independent delivery"): how long from `deploy use` until a reload shows the switched
// remote, and how many bytes a returning user downloads after one remote's version switch (it should be that
// remote's changed files only: everything else comes from the browser cache).
//
//   node bench/delivery.mjs [--runs 5]
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../scripts/build.mjs';
import { root } from '../scripts/pnpm.mjs';
import { benchArgs } from './kit/args.mjs';
import { launchChromium } from './kit/browser.mjs';
import { signedInContext, signInThroughApi } from './kit/session.mjs';
import { atCleanUp, runMain, startBenchStack, tempDir } from './kit/stack.mjs';
import { upperMedian as median } from './kit/stats.mjs';

const args = benchArgs('node bench/delivery.mjs [--runs 5]   (see bench/README.md)', {
  runs: { type: 'string', default: '5' },
});
const RUNS = Number(args.runs);
const REMOTE = 'mfe-condo-admin';
const USER = 'manager@demo.condo';

const work = tempDir('condo-bench-delivery-');
const registryDir = join(work, 'registry');
const environmentsDir = join(work, 'environments');
const dataDir = join(work, 'data');

function cli(...command) {
  return execFileSync(process.execPath, [join(root, 'deploy/cli/index.mjs'), ...command], {
    env: { ...process.env, REGISTRY_DIR: registryDir, ENVIRONMENTS_DIR: environmentsDir, DEPLOY_USER: 'bench' },
    encoding: 'utf8',
  });
}

async function main() {
  await build();
  cpSync(join(root, 'deploy/registry'), registryDir, { recursive: true });
  const local = JSON.parse(readFileSync(join(root, 'deploy/environments/local.json'), 'utf8'));
  mkdirSync(environmentsDir, { recursive: true });
  writeFileSync(join(environmentsDir, 'bench.json'), JSON.stringify({ ...local, name: 'bench' }));
  console.log(`Publishing ${REMOTE} 0.2.0 and 0.3.0 into a scratch registry …`);
  cli('publish', REMOTE, '--version', '0.2.0');
  cli('publish', REMOTE, '--version', '0.3.0');

  const { stack } = await startBenchStack('scratch environment', {
    dataDir,
    registryDir,
    environmentsDir,
    environment: 'bench',
  });
  const session = await signInThroughApi(stack.apiUrl, dataDir, USER);
  const browser = await launchChromium();
  atCleanUp(() => browser.close());
  const rows = [];
  const versions = ['0.1.0', '0.2.0', '0.3.0'];
  for (let run = 0; run < RUNS; run++) {
    // A returning user: a warm cache from the version before the switch.
    const from = versions[run % 3];
    const to = versions[(run + 1) % 3];
    cli('use', 'bench', REMOTE, from);
    const context = await signedInContext(browser, stack.url, USER, session);
    const page = await context.newPage();
    const release = page.locator(`.area-release[data-area="${REMOTE}"]`);
    await page.goto(`${stack.url}/condos`);
    await release.filter({ hasText: from }).waitFor();

    const downloaded = [];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map();
    cdp.on('Network.responseReceived', (e) =>
      urls.set(e.requestId, {
        url: e.response.url,
        cached: e.response.fromDiskCache || e.response.fromServiceWorker || e.response.status === 304,
      }),
    );
    cdp.on('Network.loadingFinished', (e) => {
      const response = urls.get(e.requestId);
      if (response && !response.cached && e.encodedDataLength > 0)
        downloaded.push({ url: response.url, bytes: e.encodedDataLength });
    });

    const switchedAt = Date.now();
    cli('use', 'bench', REMOTE, to);
    await page.reload();
    await release.filter({ hasText: to }).waitFor();
    const visibleMs = Date.now() - switchedAt;
    await page.waitForLoadState('networkidle');
    const total = downloaded.reduce((sum, d) => sum + d.bytes, 0);
    const fromRemote = downloaded
      .filter((d) => d.url.includes(`/registry/${REMOTE}/${to}/`))
      .reduce((sum, d) => sum + d.bytes, 0);
    const other = downloaded.filter((d) => !d.url.includes(`/registry/${REMOTE}/${to}/`));
    rows.push({ visibleMs, total, fromRemote, other });
    await context.close();
  }
  await browser.close();

  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  console.log(`\nDelivery (${RUNS} switches of ${REMOTE}, each: deploy use → reload → new version on screen)`);
  console.log(
    `  use → switch visible on reload   median ${median(rows.map((r) => r.visibleMs))} ms   min ${Math.min(...rows.map((r) => r.visibleMs))} ms   max ${Math.max(...rows.map((r) => r.visibleMs))} ms`,
  );
  console.log(
    `  bytes downloaded after a switch  median ${kb(median(rows.map((r) => r.total)))}, of which ${kb(median(rows.map((r) => r.fromRemote)))} from ${REMOTE}'s new release`,
  );
  const others = [...new Set(rows.flatMap((r) => r.other.map((o) => new URL(o.url).pathname)))];
  console.log(
    `  other downloads (uncacheable by design: no-cache documents and API calls):\n    ${others.join('\n    ') || 'none'}`,
  );
}

runMain(main);
