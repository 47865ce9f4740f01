#!/usr/bin/env node
// Metrics benchmark (issue #27, Metrics): what GET /metrics costs the API. The authenticated condo list (page cache on,
// as foundation.mjs measures it) under autocannon, with metrics off and on (METRICS_TOKEN set, /metrics scraped every
// second during the run), the API started again for each run on one data folder, the order alternating by round.
// Target: the rate with metrics on ≥ 97 % of the rate with them off (medians over the rounds).
//
//   node bench/metrics.mjs [--rounds 7] [--duration 10] [--connections 10]
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startStack } from '../scripts/stack.mjs';
import { signInThroughApi } from './kit/session.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log('node bench/metrics.mjs [--rounds 7] [--duration 10] [--connections 10]   (see bench/README.md)');
  process.exit(0);
}
const positive = (value, name) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`${name} must be a positive integer, got ${value}`);
    process.exit(2);
  }
  return n;
};
const ROUNDS = positive(args.rounds, '--rounds');
const DURATION = positive(args.duration, '--duration');
const CONNECTIONS = positive(args.connections, '--connections');
const TARGET = 0.97;
const TOKEN = 'bench-metrics-token-0123456789abcdef';
const ADMIN = 'admin@demo.condo';
const CONDOS = '/admin/condos?page=1&per_page=25';
const ROUTE_SERIES = 'condo_http_request_duration_seconds_count{method="GET",route="/admin/condos",status_code="200"}';

const log = (...line) => console.error('·', ...line);
const int = (x) => Math.round(x).toLocaleString('en-US');
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const cleanups = [];
async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('cleanup:', error.message);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

/** The API on `dataDir`, with metrics on or off; a stop that runs once. */
async function startApi(dataDir, metrics) {
  const started = Date.now();
  const stack = await startStack({ dataDir, quiet: true, apiEnv: metrics ? { METRICS_TOKEN: TOKEN } : {} });
  let stopping;
  const stop = () => {
    stopping ??= stack.stop();
    return stopping;
  };
  cleanups.push(stop);
  log(`API (metrics ${metrics ? 'on' : 'off'}) up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stack.apiUrl}`);
  return { apiUrl: stack.apiUrl, stop };
}

async function scrape(apiUrl) {
  const response = await fetch(`${apiUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  return { status: response.status, text: await response.text() };
}

/** One run: three seconds of warm-up (a fresh process's JIT), then DURATION s counted; with metrics on, a scrape every second meanwhile. */
async function run(apiUrl, token, metrics) {
  const probe = await scrape(apiUrl);
  if (probe.status !== (metrics ? 200 : 404)) {
    throw new Error(`GET /metrics answered ${probe.status} with metrics ${metrics ? 'on' : 'off'}`);
  }
  const options = {
    url: `${apiUrl}${CONDOS}`,
    headers: { Authorization: `JWT ${token}` },
    connections: CONNECTIONS,
    pipelining: 1,
  };
  await autocannon({ ...options, duration: 3 });
  const scrapes = { ok: 0, bad: 0, ms: [] };
  const timer = metrics
    ? setInterval(async () => {
        const began = performance.now();
        const { status } = await scrape(apiUrl).catch(() => ({ status: 0 }));
        scrapes.ms.push(performance.now() - began);
        if (status === 200) scrapes.ok++;
        else scrapes.bad++;
      }, 1000)
    : undefined;
  const result = await autocannon({ ...options, duration: DURATION });
  clearInterval(timer);
  const bad = result.non2xx + result.errors + result.timeouts;
  let counted;
  if (metrics) {
    const { text } = await scrape(apiUrl);
    counted = Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${ROUTE_SERIES} `))
        ?.split(' ')[1] ?? 0,
    );
  }
  log(
    `  metrics ${metrics ? 'on ' : 'off'}: ${int(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms${bad ? `, ${bad} non-2xx/errors` : ''}` +
      (metrics ? `; ${scrapes.ok} scrapes (median ${median(scrapes.ms).toFixed(1)} ms), ${int(counted)} counted` : ''),
  );
  return { rps: result.requests.average, p99: result.latency.p99, bad, scrapes, counted, total: result.requests.total };
}

async function main() {
  const load = loadavg();
  const began = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'condo-bench-metrics-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

  // The first start seeds the demo data; the token it signs in holds for every later start (same keys).
  let api = await startApi(dataDir, false);
  const { token } = await signInThroughApi(api.apiUrl, dataDir, ADMIN);
  const runs = { off: [], on: [] };
  for (let round = 0; round < ROUNDS; round++) {
    log(`round ${round + 1} of ${ROUNDS}`);
    // off, on, then on, off: a drift of the machine's load hits both alike.
    for (const metrics of round % 2 === 0 ? [false, true] : [true, false]) {
      api ??= await startApi(dataDir, metrics);
      runs[metrics ? 'on' : 'off'].push(await run(api.apiUrl, token, metrics));
      await api.stop();
      api = undefined;
    }
  }
  await cleanUp();

  const off = median(runs.off.map((r) => r.rps));
  const on = median(runs.on.map((r) => r.rps));
  const ratio = on / off;
  const bad = [...runs.off, ...runs.on].reduce((sum, r) => sum + r.bad, 0);
  const scrapeBad = runs.on.reduce((sum, r) => sum + r.scrapes.bad, 0);
  const uncounted = runs.on.filter((r) => r.counted < r.total);
  const pass = ratio >= TARGET && bad === 0 && scrapeBad === 0 && uncounted.length === 0;
  const rates = (list) => list.map((r) => int(r.rps)).join(', ');
  console.log('');
  console.log(
    `Smart Condo Management — metrics cost (GET ${CONDOS}, JWT, page cache on; autocannon ${CONNECTIONS} connections, ` +
      `${DURATION} s × ${ROUNDS} rounds; ${cpus().length} CPUs; load average ${load.map((x) => x.toFixed(1)).join(' ')} ` +
      `at start, ${loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')} at end; ${((Date.now() - began) / 1000).toFixed(0)} s)`,
  );
  console.log('');
  console.log(`metrics off: ${int(off)} req/s median (${rates(runs.off)})`);
  console.log(`metrics on:  ${int(on)} req/s median (${rates(runs.on)}), scraped every second`);
  console.log(`on / off:    ${(100 * ratio).toFixed(1)} %   target ≥ ${100 * TARGET} %   ${pass ? 'PASS' : 'MISS'}`);
  if (bad) console.log(`- ${bad} non-2xx answers or errors under load`);
  if (scrapeBad) console.log(`- ${scrapeBad} scrapes did not answer 200`);
  if (uncounted.length) console.log('- a run with metrics on counted fewer condo-list requests than autocannon made');
}

main().catch(async (error) => {
  console.error(error.stack ?? error);
  await cleanUp();
  process.exit(1);
});
