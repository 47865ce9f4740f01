#!/usr/bin/env node
// Foundation benchmarks (see bench/README.md): login paint against a one-word page, the login route's JS weight and
// time to a usable e-mail field, one copy of every shared singleton in a page that has mounted two remotes, and API
// throughput next to a bare Fastify route. Starts its own stack exactly as `npm start` does (fresh temp data folder,
// free ports, 127.0.0.1 only) and prints a table of figures with their targets. The parts are in bench/foundation/.
//
//   node bench/foundation.mjs [--runs 7] [--verbose] [--postgres] [--only login,singletons,api]
//                             [--duration 10] [--connections 10] [--skip-build] [--strict]
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../scripts/build.mjs';
import { root } from '../scripts/pnpm.mjs';
import { benchThroughput } from './foundation/api.mjs';
import { benchLogin, startFloorServer } from './foundation/login.mjs';
import { args, notes, ONLY, printFigures, RUNS, rows } from './foundation/options.mjs';
import { benchSingletons } from './foundation/singletons.mjs';
import { CHROMIUM, launchChromium } from './kit/browser.mjs';
import { printHeader, printNotes, printOutcome } from './kit/report.mjs';
import { atCleanUp, cleanUp, runMain, startBenchStack } from './kit/stack.mjs';
import { loadAverage } from './kit/stats.mjs';

async function main() {
  const loadAtStart = loadAverage(1);
  const began = Date.now();
  const browserParts = ONLY.has('login') || ONLY.has('singletons');
  if (browserParts && !args['skip-build']) await build();
  // The stack's web server serves host/dist; the API parts alone need no build.
  if (browserParts && !existsSync(join(root, 'host/dist/index.html')))
    throw new Error('host/dist is missing: run without --skip-build.');

  const { stack, dataDir } = await startBenchStack('PGlite');
  if (browserParts) {
    const browser = await launchChromium();
    atCleanUp(() => browser.close());
    if (ONLY.has('login')) await benchLogin(browser, stack, await startFloorServer(stack.apiUrl));
    if (ONLY.has('singletons')) await benchSingletons(browser, stack, dataDir);
    await browser.close();
    notes.push(
      `Browser: Chromium ${browser.version()} (${CHROMIUM}), fresh context per cold run, HTTP cache disabled.`,
    );
  }
  if (ONLY.has('api')) await benchThroughput(stack, dataDir);
  await stack.stop();

  await cleanUp();
  printHeader('foundation benchmarks', {
    detail: `${RUNS} cold runs`,
    loadAtStart,
    loadAtEnd: loadAverage(1),
    began,
  });
  printFigures();
  printNotes(notes);
  printOutcome(rows.filter((r) => r.pass === false).length, { strict: args.strict });
}

runMain(main);
