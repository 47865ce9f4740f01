#!/usr/bin/env node
// Report jobs: a 20-page report from POST /api/v1/bms_reports to its PDF downloaded (target ≤ 5 s), and the API
// process's memory (RSS, sampled every 100 ms) while three such reports render at once. The API runs as `npm start`
// runs it (api/src/server.ts, embedded PGlite, demo data) in a temp data folder on a free port, with Debian's
// Chromium; the benchmark signs in as the demo manager and talks HTTP to it.
//
//   node bench/report-jobs.mjs [--runs 3]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/pnpm.mjs';
import { benchArgs } from './kit/args.mjs';
import { descendants, memoryOf } from './kit/processes.mjs';
import { signInThroughApi } from './kit/session.mjs';
import { freePort, waitForUrl } from './kit/stack.mjs';
import { loadAverage, mb, upperMedian as median } from './kit/stats.mjs';

const args = benchArgs('node bench/report-jobs.mjs [--runs 3]   (see bench/README.md)', {
  runs: { type: 'string', default: '3' },
});
const RUNS = Number(args.runs);
const PAGES = 20;
const TARGET_MS = 5000;
const USER = 'manager@demo.condo';
const { extractText, getDocumentProxy } = await import(
  pathToFileURL(createRequire(join(root, 'api', 'package.json')).resolve('unpdf')).href
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** RSS of one process, and of every process below it (Chromium's browser, GPU, renderer processes). */
function rssOf(pid) {
  const rss = (id) => memoryOf(id)?.rss ?? 0;
  return { api: rss(pid), children: descendants(pid).reduce((sum, p) => sum + rss(p.pid), 0) };
}

/** A report whose long table fills `pages` A4 pages (about 43 rows a page at 14 px). */
function longReport(pages, title) {
  const rows = Array.from(
    { length: pages * 43 },
    (_, i) =>
      `<tr><td>${i + 1}</td><td>SGX${(4000 + i).toString().padStart(4, '0')}K</td><td>Block ${1 + (i % 9)}</td>` +
      `<td>2026-11-${String(1 + (i % 28)).padStart(2, '0')} 0${i % 10}:1${i % 6}</td><td>${i % 3 ? 'Resident' : 'Visitor'}</td></tr>`,
  );
  return (
    '<!doctype html><html><head><meta charset="utf-8"><style>body{font:14px sans-serif}' +
    'table{width:100%;border-collapse:collapse}td{border:1px solid #ccc;padding:4px}</style></head>' +
    `<body><h1>${title}</h1><table>${rows.join('')}</table></body></html>`
  );
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'condo-bench-report-jobs-'));
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  console.log(`load average at start: ${loadAverage()}`);
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForUrl(`${apiUrl}/docs/json`, { child: api, timeoutMs: 180_000, name: 'the API' });
    const session = await signInThroughApi(apiUrl, dataDir, USER);
    const base = `${apiUrl}/tenants/marina-bay/api/v1/bms_reports`;
    const headers = { Authorization: `JWT ${session.token}`, 'Content-Type': 'application/json' };

    /** POST → poll details (every 50 ms) → GET the file; the time of each step. */
    async function reportToFile(html) {
      const started = performance.now();
      const posted = await fetch(base, { method: 'POST', headers, body: JSON.stringify({ content: html }) });
      if (!posted.ok) throw new Error(`POST answered ${posted.status}: ${await posted.text()}`);
      const { data: id } = await posted.json();
      let details;
      for (;;) {
        details = (await (await fetch(`${base}/${id}/details`, { headers })).json()).data;
        if (details.s3_url || details.status === 'failed') break;
        await sleep(50);
      }
      if (details.status === 'failed') throw new Error(`report ${id} failed: ${details.error}`);
      const file = Buffer.from(await (await fetch(new URL(details.s3_url, apiUrl))).arrayBuffer());
      const ms = performance.now() - started;
      const { totalPages } = await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true });
      return { ms, pages: totalPages, bytes: file.byteLength, html: html.length };
    }

    const first = await reportToFile(longReport(1, 'Warm-up'));
    console.log(
      `first report after start (launches Chromium): ${first.ms.toFixed(0)} ms, ${first.pages} page(s)  info`,
    );

    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await reportToFile(longReport(PAGES, `Run ${run + 1}`)));
    const sample = runs[0];
    const time = median(runs.map((r) => r.ms));
    console.log(
      `\n${PAGES}-page report (${(sample.html / 1024).toFixed(0)} KB of HTML → ${sample.pages} pages, ${(sample.bytes / 1024).toFixed(0)} KB PDF), POST → file downloaded, ${RUNS} runs`,
    );
    console.log(
      `  median ${time.toFixed(0)} ms   min ${Math.min(...runs.map((r) => r.ms)).toFixed(0)} ms   max ${Math.max(...runs.map((r) => r.ms)).toFixed(0)} ms   target ≤ ${TARGET_MS} ms   ${time <= TARGET_MS && sample.pages >= PAGES ? 'PASS' : 'MISS'}`,
    );

    const idle = rssOf(api.pid);
    const samples = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        samples.push(rssOf(api.pid));
        await sleep(100);
      }
    })();
    const started = performance.now();
    const three = await Promise.all([1, 2, 3].map((n) => reportToFile(longReport(PAGES, `Concurrent ${n}`))));
    const wall = performance.now() - started;
    sampling = false;
    await sampler;
    const peakApi = Math.max(...samples.map((s) => s.api));
    const peakChildren = Math.max(...samples.map((s) => s.children));
    console.log(`\nThree ${PAGES}-page reports at once (${samples.length} samples, every 100 ms)`);
    console.log(
      `  all three ready and downloaded in ${wall.toFixed(0)} ms (each: ${three.map((r) => r.ms.toFixed(0)).join(', ')} ms)  info`,
    );
    console.log(`  API process RSS: idle ${mb(idle.api)}, peak ${mb(peakApi)}  info`);
    console.log(`  Chromium processes (below the API) RSS: idle ${mb(idle.children)}, peak ${mb(peakChildren)}  info`);
  } finally {
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await once(api, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nload average at end: ${loadAverage()}`);
}

await main();
