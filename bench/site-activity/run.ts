// One engine's half of bench/site-activity.mjs: loads the --scale condo (a year of a busy site) into a fresh database,
// then serves the API in this process and measures the heaviest report and analytics calls over HTTP, over a 30-day
// and a 6-day range. Each call's SQL is captured once and EXPLAINed: a sequential scan of a site-activity table is a
// missing index. Run with tsx:
//   node --import tsx bench/site-activity/run.ts <dataDir> [requests]          (PGlite in <dataDir>/pglite)
//   node --import tsx bench/site-activity/run.ts --postgres <url> [requests]    (a PostgreSQL database)
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
// bench/ has no drizzle of its own: the API's copy (the same module instance the API uses).
import { sql } from '../../api/node_modules/drizzle-orm/index.js';
import { buildApp } from '../../api/src/app';
import { type Database, openPglite, openPostgres } from '../../api/src/db/database';
import { createMemoryTransport } from '../../api/src/mail/transport';
import { seedScaleCondo } from '../../api/src/seed/activity/scale';
import { prepareDatabase } from '../../api/src/start/bootstrap';
import { HEAVY_CALLS } from '../../api/src/test/activity-heavy-calls';
import { captureStatements, explainStatement, type Statement } from '../../api/src/test/query-plans';
import { timeRequests } from '../kit/load.mjs';
import { percentile } from '../kit/stats.mjs';

const [first, second, third] = process.argv.slice(2);
if (!first) throw new Error('usage: run.ts <dataDir> | --postgres <url> [requests]');
const onPostgres = first === '--postgres';
const REQUESTS = Number((onPostgres ? third : second) ?? 30);
const WARM_UP = 5;
const TARGET_MS = onPostgres ? 100 : 300;
const engine = onPostgres ? 'PostgreSQL' : 'PGlite';

const fmt = (x: number) => `${x.toFixed(1)} ms`.padStart(10);

const database: Database = onPostgres
  ? await openPostgres({ url: second as string, max: 4 })
  : await openPglite({ dataDir: join(first, 'pglite') });
await prepareDatabase(database, { seedDemo: true });

const { reused } = await one<{ reused: boolean }>(
  sql`SELECT EXISTS (SELECT 1 FROM condos WHERE alias_name = 'scale-tower') AS reused`,
);
const loadStarted = performance.now();
const scale = await seedScaleCondo(database.db, {
  progress: (done, total) =>
    console.error(`  ${done}/${total} days (${Math.round((performance.now() - loadStarted) / 1000)} s)`),
});
const loadSeconds = (performance.now() - loadStarted) / 1000;
if (database.kind === 'pglite') {
  await database.pglite?.exec('VACUUM ANALYZE');
  await database.pglite?.exec('CHECKPOINT');
} else {
  await database.db.execute(sql`VACUUM ANALYZE`);
}
const analyzedSeconds = (performance.now() - loadStarted) / 1000 - loadSeconds;
console.log(
  reused
    ? `\n${engine}: the scale condo ${scale.alias} is already there (--reuse); VACUUM ANALYZE ${analyzedSeconds.toFixed(1)} s`
    : `\n${engine}: generated the scale condo ${scale.alias} in ${loadSeconds.toFixed(1)} s (then VACUUM ANALYZE ${analyzedSeconds.toFixed(1)} s)`,
);
for (const [table, count] of Object.entries(scale.counts)) {
  console.log(`  ${table.padEnd(24)} ${Number(count).toLocaleString('en-US').padStart(12)} rows`);
}

const statements: Statement[] = [];
const stopCapture = captureStatements(database, statements);
const app = await buildApp({ database, mailTransport: createMemoryTransport(), workers: false, schedulers: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/tenants/${scale.alias}`;
const token = await app.tokens.issueAccess(await superAdmin());
const headers = { Authorization: `JWT ${token}` };

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;
}
async function superAdmin() {
  return one<{ id: number; email: string }>(sql`SELECT id, email FROM admin_users WHERE email = 'admin@demo.condo'`);
}
const overStay = (await one<{ id: number }>(sql`SELECT id FROM alert_groups WHERE name = 'Over Stay'`)).id;

const timeCall = (url: string): Promise<number[]> =>
  timeRequests(() => fetch(url, { headers }), { requests: REQUESTS, warmUp: WARM_UP });

const now = new Date();
const ranges = [
  ['30 days', new Date(now.getTime() - 30 * 86_400_000)],
  ['6 days', new Date(now.getTime() - 6 * 86_400_000)],
] as const;

let misses = 0;
const scans: string[] = [];
for (const [label, from] of ranges) {
  console.log(`\n${engine}, ${label}: ${REQUESTS} requests per call (target p95 ≤ ${TARGET_MS} ms)`);
  for (const call of HEAVY_CALLS) {
    const range = `from_time=${from.toISOString()}&to_time=${now.toISOString()}`;
    const path = call.path.replace('{overStay}', String(overStay));
    const url = `${base}${path}${path.includes('?') ? '&' : '?'}${range}`;
    statements.length = 0;
    const times = await timeCall(url);
    const p95 = percentile(times, 95);
    const verdict = p95 <= TARGET_MS ? 'PASS' : 'MISS';
    if (verdict === 'MISS') misses++;
    console.log(`  ${call.name.padEnd(44)} p50 ${fmt(percentile(times, 50))}   p95 ${fmt(p95)}   ${verdict}`);
    if (label === '30 days') {
      const seen = new Set<string>();
      for (const statement of statements) {
        if (seen.has(statement.text)) continue;
        seen.add(statement.text);
        const seqScans = await explainStatement(database, statement);
        for (const table of seqScans) scans.push(`${call.name}: sequential scan of ${table}`);
      }
    }
  }
}
stopCapture();
console.log(
  scans.length
    ? `\n${engine}: query plans with a sequential scan of a site-activity table:\n  ${[...new Set(scans)].join('\n  ')}`
    : `\n${engine}: every captured query plan reads the site-activity tables through an index`,
);
console.log(`${engine}: ${misses ? `${misses} call(s) missed the target` : 'every call met the target'}`);
await app.close();
await database.close();
