// Foundation parts 1 and 2 (bench/README.md): the login route's first contentful paint against a one-word page
// served by the same web server, the time to a usable e-mail field, and the login route's JavaScript (on the wire,
// gzip, by package).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { log } from '../kit/report.mjs';
import { atCleanUp, freePort } from '../kit/stack.mjs';
import { ms, stats } from '../kit/stats.mjs';
import { coldLoad } from './cold-load.mjs';
import { gzipByPackage } from './js-packages.mjs';
import { addRow, args, fmt, GZIP_LEVEL, KB, kb, notes, percent, RUNS, TARGETS } from './options.mjs';

/** Packages of the login route's JS listed one per row; the rest share one row. */
const LOGIN_PACKAGES_SHOWN = 14;

/** The same web server as the console (Fastify + @fastify/static), serving a page with one word; its URL. */
export async function startFloorServer(apiUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'condo-bench-floor-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body>Hello</body></html>\n',
  );
  const { startWebServer } = await import('../../deploy/web/web-server.mjs');
  const port = await freePort();
  const web = await startWebServer({ port, apiUrl, environment: 'local', hostDir: dir });
  atCleanUp(async () => {
    await web.close();
    await rm(dir, { recursive: true, force: true });
  });
  return `http://localhost:${port}`;
}

/** Which packages a built file holds, from its source map when the server has one (largest first). */
async function contentsOf(url) {
  try {
    const response = await fetch(`${url}.map`);
    if (!response.ok) return '(no source map)';
    const map = await response.json();
    const sizes = new Map();
    map.sources.forEach((source, i) => {
      const pkg =
        /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
        (/webpack\/runtime|webpack\/bootstrap/.test(source) ? 'webpack runtime' : 'workspace source');
      sizes.set(pkg, (sizes.get(pkg) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
    });
    return [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([pkg, n]) => `${pkg} ${Math.round(n / KB)}k src`)
      .join(', ');
  } catch {
    return '';
  }
}

export async function benchLogin(browser, stack, floorUrl) {
  log(`login: ${RUNS} cold loads of ${stack.url}/ and of the one-word page ${floorUrl}/`);
  const floor = [];
  const fcp = [];
  const emailUsable = [];
  const jsWire = [];
  const runs = [];
  let js;
  // One load of each first, not counted: the browser's own first-navigation costs (processes, fonts) are not the
  // page's. Every counted load still starts with an empty cache in a fresh context.
  await coldLoad(browser, `${floorUrl}/`, { login: false });
  await coldLoad(browser, `${stack.url}/`, { login: true });
  for (let i = 0; i < RUNS; i++) {
    // Interleaved, in alternating order, so a change in the machine's load hits both series alike.
    const floorRun = () => coldLoad(browser, `${floorUrl}/`, { login: false });
    const loginRun = () => coldLoad(browser, `${stack.url}/`, { login: true });
    let run;
    if (i % 2) {
      run = await loginRun();
      floor.push((await floorRun()).fcp);
    } else {
      floor.push((await floorRun()).fcp);
      run = await loginRun();
    }
    fcp.push(run.fcp);
    emailUsable.push(run.emailUsable);
    runs.push(run);
    jsWire.push(run.js.reduce((sum, f) => sum + f.wire, 0));
    js ??= run.js;
    log(
      `  run ${i + 1}: floor FCP ${ms(floor.at(-1))}, login FCP ${ms(run.fcp)}, e-mail usable ${ms(run.emailUsable)}`,
    );
  }

  const floorStats = stats(floor);
  const fcpStats = stats(fcp);
  const ratio = fcpStats.median / floorStats.median;
  const section = `1. Login first contentful paint (${RUNS} cold loads each)`;
  addRow({ section, figure: 'FCP, one-word page (floor)', ...fmt(floorStats, ms) });
  addRow({ section, figure: 'FCP, login route /', ...fmt(fcpStats, ms) });
  addRow({
    section,
    figure: 'FCP ratio login / floor',
    detail: 'ratio of the medians',
    median: `${ratio.toFixed(2)}×`,
    target: `≤ ${TARGETS.fcpRatio}×`,
    pass: ratio <= TARGETS.fcpRatio,
  });

  const files = js.map((f) => ({ ...f, gzip: gzipSync(f.body, { level: GZIP_LEVEL }).length, raw: f.body.length }));
  const compressed = files.filter((f) => f.encoding !== 'identity');
  const gzipTotal = files.reduce((sum, f) => sum + f.gzip, 0);
  const rawTotal = files.reduce((sum, f) => sum + f.raw, 0);
  const usableStats = stats(emailUsable);
  const section2 = '2. Login route: e-mail field and JavaScript (cold load of /)';
  addRow({
    section: section2,
    figure: 'Email field usable (nav start → typing)',
    ...fmt(usableStats, ms),
    target: `≤ ${TARGETS.emailUsableMs} ms`,
    pass: usableStats.median <= TARGETS.emailUsableMs,
  });
  addRow({ section: section2, figure: 'JS requests', median: String(files.length) });
  addRow({
    section: section2,
    figure: 'JS on the wire',
    ...fmt(stats(jsWire), kb),
    detail: `server compressed: ${compressed.length ? `${compressed[0].encoding} (${compressed.length} files)` : 'no'}`,
  });
  addRow({ section: section2, figure: 'JS uncompressed', median: kb(rawTotal) });
  addRow({
    section: section2,
    figure: 'JS gzip',
    detail: `each body gzipped with zlib level ${GZIP_LEVEL}, as deploy/nginx does`,
    median: kb(gzipTotal),
    target: `≤ ${TARGETS.jsGzipKB} KB`,
    pass: gzipTotal <= TARGETS.jsGzipKB * KB,
  });
  // Where the weight is: the gzip figure split by package, for the next cut.
  const byPackage = await gzipByPackage(files);
  const shown = byPackage.slice(0, LOGIN_PACKAGES_SHOWN);
  const rest = byPackage.slice(LOGIN_PACKAGES_SHOWN);
  for (const [pkg, bytes] of shown) {
    addRow({
      section: section2,
      figure: `  ${pkg}`,
      median: kb(bytes),
      detail: `${percent(bytes / gzipTotal)} of JS gzip`,
    });
  }
  if (rest.length) {
    const bytes = rest.reduce((sum, [, n]) => sum + n, 0);
    addRow({
      section: section2,
      figure: `  ${rest.length} more packages`,
      median: kb(bytes),
      detail: `${rest
        .slice(0, 8)
        .map(([pkg, n]) => `${pkg} ${kb(n)}`)
        .join(', ')}${rest.length > 8 ? ', … (--verbose lists all)' : ''}`,
    });
  }
  if (args.verbose && rest.length > 8) {
    notes.push(`JS gzip by package, the rest:\n${rest.map(([pkg, n]) => `  ${kb(n).padStart(9)}  ${pkg}`).join('\n')}`);
  }
  notes.push(
    "JS gzip by package: each file's gzip size shared out over the packages its source map attributes the file's " +
      'generated bytes to (host and mfe-* are the workspaces’ own code, @condo/shared the shared package).',
  );
  if (compressed.length === 0) {
    notes.push(
      `The local web server (deploy/web/web-server.mjs) sent the JS uncompressed; "JS gzip" is each body gzipped with ` +
        `zlib level ${GZIP_LEVEL} (deploy/nginx compresses with gzip_comp_level ${GZIP_LEVEL}).`,
    );
  }

  if (args.verbose) {
    // The run whose e-mail time is the median: when each resource finished, against the page's milestones.
    const typical = [...runs].sort((a, b) => a.emailUsable - b.emailUsable)[Math.floor(runs.length / 2)];
    const t = typical.timeline;
    const marks = [
      ['index.html received', t.html],
      ['first contentful paint', typical.fcp],
      ['DOMContentLoaded', t.domContentLoaded],
      ['load', t.load],
      ['Email field usable', typical.emailUsable],
      ...t.resources.map((r) => [`${r.path} (requested at ${ms(r.start)})`, r.end]),
    ].sort((a, b) => a[1] - b[1]);
    notes.push(
      `Timeline of the median run (ms since navigation start):\n${marks
        .map(([what, at]) => `  ${ms(at).padStart(8)}  ${what}`)
        .join('\n')}`,
    );
  }

  const overTarget = gzipTotal > TARGETS.jsGzipKB * KB;
  if (args.verbose || overTarget) {
    const sorted = [...files].sort((a, b) => b.gzip - a.gzip);
    const list = args.verbose ? sorted : sorted.slice(0, 6);
    const lines = [];
    for (const f of list) {
      const path = new URL(f.url).pathname;
      const contents = await contentsOf(f.url);
      lines.push(
        `  ${kb(f.gzip).padStart(9)} gzip ${kb(f.raw).padStart(10)} raw  ${path}${contents ? `  — ${contents}` : ''}`,
      );
    }
    notes.push(
      `${args.verbose ? 'JS of the login route' : `Largest JS of the login route (${list.length} of ${files.length}; --verbose lists all)`}:\n${lines.join('\n')}`,
    );
  }
}
