#!/usr/bin/env node
// Report export benchmark (issue "Reports export"): in Chromium, a 5,000-row alert report to PDF and a 50,000-row one
// to XLS, written by the same modules the Download PDF / Download XLS buttons load (mfe-reports/src/export), built
// with webpack into a throw-away page. Prints each time (the first run, which also loads the lazy chunks, and the
// median of the next ones) and the page's JS heap (CDP Runtime.getHeapUsage: the peak sampled during the runs and
// what is left after a GC). Targets: PDF ≤ 3 s, XLS ≤ 2 s (median).
//
//   node bench/report-export.mjs [--runs 3] [--pdf-rows 5000] [--xls-rows 50000]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { root } from '../scripts/pnpm.mjs';
import { benchArgs } from './kit/args.mjs';
import { launchChromium } from './kit/browser.mjs';
import { verdict } from './kit/report.mjs';
import { atCleanUp, runMain, tempDir } from './kit/stack.mjs';
import { loadAverage as load, mb as mebibytes, upperMedian as median } from './kit/stats.mjs';

const args = benchArgs(
  'node bench/report-export.mjs [--runs 3] [--pdf-rows 5000] [--xls-rows 50000]   (see bench/README.md)',
  {
    runs: { type: 'string', default: '3' },
    'pdf-rows': { type: 'string', default: '5000' },
    'xls-rows': { type: 'string', default: '50000' },
  },
);
const RUNS = Number(args.runs);
const ORIGIN = 'http://export-bench.local';
const requireRoot = createRequire(join(root, 'package.json'));
const webpack = requireRoot('webpack');

const mb = (bytes) => mebibytes(bytes, 1);
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The page, built in production mode (minified, split into lazy chunks as the remote is). */
function buildPage(outDir) {
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: join(root, 'bench/report-export/page.ts'),
    output: { path: outDir, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', publicPath: '/' },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: requireRoot.resolve('swc-loader'),
            options: { jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true } } },
          },
        },
      ],
    },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(stats);
    }),
  );
}

const TYPES = { '.js': 'text/javascript', '.html': 'text/html' };

async function measure(page, cdp, format, rows) {
  const times = [];
  let peak = 0;
  let result;
  for (let run = 0; run <= RUNS; run += 1) {
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, (await cdp.send('Runtime.getHeapUsage')).usedSize);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    result = await page.evaluate(([f, n]) => window.exportBench.run(f, n), [format, rows]);
    sampling = false;
    await sampler;
    peak = Math.max(peak, (await cdp.send('Runtime.getHeapUsage')).usedSize);
    times.push(result.ms);
    await cdp.send('HeapProfiler.collectGarbage');
    const kept = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    console.error(`  ${format} run ${run}: ${s(result.ms)}, JS heap after GC ${mb(kept)}`);
  }
  await cdp.send('HeapProfiler.collectGarbage');
  const after = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const memory = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
  return { first: times[0], median: median(times.slice(1)), peak, after, memory, result };
}

async function main() {
  console.log(`load average at start: ${load()}`);
  const outDir = tempDir('condo-bench-export-');
  const browser = await launchChromium();
  atCleanUp(() => browser.close());
  console.error('Building the bench page …');
  await buildPage(outDir);
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Export bench</title><script defer src="/main.js"></script><body></body></html>',
      });
    }
    try {
      return route.fulfill({
        contentType: TYPES[extname(path)] ?? 'application/octet-stream',
        body: readFileSync(join(outDir, path)),
      });
    } catch {
      return route.fulfill({ status: 404 });
    }
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  const cdp = await page.context().newCDPSession(page);
  const baseline = (await cdp.send('Runtime.getHeapUsage')).usedSize;

  const pdfRows = Number(args['pdf-rows']);
  const xlsRows = Number(args['xls-rows']);
  console.error(`PDF of ${pdfRows} rows, ${RUNS} runs after a first …`);
  const pdf = await measure(page, cdp, 'pdf', pdfRows);
  console.error(`XLS of ${xlsRows} rows, ${RUNS} runs after a first …`);
  const xls = await measure(page, cdp, 'xls', xlsRows);

  console.log(`\nReport export in Chromium (JS heap before any export: ${mb(baseline)})`);
  console.log(
    `  PDF, ${pdfRows} rows: first ${s(pdf.first)}, median ${s(pdf.median)} (target ≤ 3 s) ${verdict(pdf.median, 3000)}` +
      `   ${pdf.result.pages} pages, ${pdf.result.jpegs} JPEG charts, ${mb(pdf.result.bytes)}`,
  );
  console.log(`    JS heap: peak ${mb(pdf.peak)}, after GC ${mb(pdf.after)} (performance.memory ${mb(pdf.memory)})`);
  console.log(
    `  XLS, ${xlsRows} rows: first ${s(xls.first)}, median ${s(xls.median)} (target ≤ 2 s) ${verdict(xls.median, 2000)}` +
      `   ${mb(xls.result.bytes)}`,
  );
  console.log(`    JS heap: peak ${mb(xls.peak)}, after GC ${mb(xls.after)} (performance.memory ${mb(xls.memory)})`);
  console.log(`load average at the end: ${load()}`);
}

runMain(main);
