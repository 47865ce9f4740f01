// Units import benchmark (issue #11), in one process on embedded Postgres (PGlite), over HTTP: a valid CSV of
// 20,000 units (50 blocks × 40 floors × 10 units) and a 20,000-row file with 1,000 bad rows, each posted as
// multipart under `import` like the console does. Prints the time to the answer (target ≤ 5 s each) and the peak
// RSS of the process during the request (the API runs in this process; its baseline is printed beside it).
//   node --import tsx bench/units-import/bench.ts [--units 20000] [--bad 1000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../api/src/app';
import { openPglite } from '../../api/src/db/database';
import { prepareDatabase } from '../../api/src/start/bootstrap';
import { benchArgs } from '../kit/args.mjs';
import { loadAverage, mb } from '../kit/stats.mjs';

const args = benchArgs('node bench/units-import.mjs [--units 20000] [--bad 1000]   (see bench/README.md)', {
  units: { type: 'string', default: '20000' },
  bad: { type: 'string', default: '1000' },
});
const UNITS = Number(args.units);
const BAD = Number(args.bad);
const TARGET_MS = 5000;

console.log(`load average at start: ${loadAverage()}`);
const dataDir = mkdtempSync(join(tmpdir(), 'condo-bench-units-'));
const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
await prepareDatabase(database, { seedDemo: true });
const app = await buildApp({ database, dataDir });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const [manager] = (
  await database.pglite.query<{ id: number; email: string }>(
    `SELECT id, email FROM admin_users WHERE email = 'manager@demo.condo'`,
  )
).rows;
const token = await app.tokens.issueAccess(manager as { id: number; email: string });
const url = `http://127.0.0.1:${port}/tenants/marina-bay/api/v1/units/import`;

/** `Bench-01,1,#01-01` … : blocks of 40 floors × 10 units, so 20,000 units make 50 new blocks. */
function unitLines(count: number, prefix: string) {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const block = `${prefix}-${String(Math.floor(i / 400) + 1).padStart(2, '0')}`;
    const floor = Math.floor((i % 400) / 10) + 1;
    const unit = `#${String(floor).padStart(2, '0')}-${String((i % 10) + 1).padStart(2, '0')}`;
    lines.push(`${block},${floor},${unit}`);
  }
  return lines;
}

async function post(name: string, csv: string) {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const form = new FormData();
  form.append('import', new Blob([csv], { type: 'text/csv' }), name);
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form });
  const body = (await response.json()) as { message: string; rows?: unknown[]; data?: unknown };
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { status: response.status, body, elapsed, baseline, peak };
}

const good = ['block,floor,unit', ...unitLines(UNITS, 'Bench')].join('\n');
const badLines = unitLines(UNITS, 'Broken');
for (let i = 0; i < BAD; i++) {
  const at = Math.floor((i * badLines.length) / BAD);
  badLines[at] = i % 2 ? (badLines[at] as string).replace(/,[^,]*$/, ',') : `,${i},#x`;
}
const bad = ['block,floor,unit', ...badLines].join('\n');

console.log(`\nUnits import over HTTP on PGlite (target ≤ ${TARGET_MS / 1000} s to the answer)`);
let misses = 0;
for (const [label, name, csv, expected] of [
  [`${UNITS.toLocaleString()} valid units`, 'units.csv', good, 200],
  [`${UNITS.toLocaleString()} rows, ${BAD.toLocaleString()} bad`, 'broken.csv', bad, 422],
  [`the valid file again (all present)`, 'units.csv', good, 200],
] as const) {
  const result = await post(name, csv);
  if (result.status !== expected)
    throw new Error(`${label}: ${result.status} ${JSON.stringify(result.body).slice(0, 300)}`);
  const pass = result.elapsed <= TARGET_MS;
  if (!pass) misses++;
  const detail = result.status === 422 ? `${(result.body.rows ?? []).length} bad rows named` : result.body.message;
  console.log(
    `  ${label.padEnd(36)} ${(result.elapsed / 1000).toFixed(2).padStart(6)} s   RSS ${mb(result.baseline)} → peak ${mb(result.peak)}   ${pass ? 'PASS' : 'MISS'}   (${(csv.length / 1024).toFixed(0)} KB; ${detail})`,
  );
}
const list = await (async () => {
  const started = performance.now();
  const response = await fetch(url.replace('/import', '/list'), { headers: { Authorization: `JWT ${token}` } });
  const blocks = ((await response.json()) as { data: unknown[] }).data.length;
  return { elapsed: performance.now() - started, blocks };
})();
console.log(`  units list afterwards (${list.blocks} blocks)      ${(list.elapsed / 1000).toFixed(2).padStart(6)} s`);
console.log(`load average at end: ${loadAverage()}`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(misses ? 1 : 0);
