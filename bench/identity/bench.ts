// Identity benchmark (issue "Identity area"), in one process on embedded Postgres (PGlite), over HTTP:
// 10,000 users in one condo — p95 of the users list, its search and the role-filtered bots list (target ≤ 20 ms);
// and what the audit trail costs a device update: p95 with the trail against p95 without it (target ≤ +10 %).
//   node --import tsx bench/identity/bench.ts [--requests 200]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../api/src/app';
import { openPglite } from '../../api/src/db/database';
import { prepareDatabase } from '../../api/src/start/bootstrap';
import { benchArgs } from '../kit/args.mjs';
import { timeRequests } from '../kit/load.mjs';
import { percentile } from '../kit/stats.mjs';

const args = benchArgs('node bench/identity.mjs [--requests 200]   (see bench/README.md)', {
  requests: { type: 'string', default: '200' },
});
const REQUESTS = Number(args.requests);
const WARM_UP = 30;
const USERS = 10_000;
const BOTS = 2_000;

const ms = (x: number) => `${x.toFixed(1)} ms`.padStart(9);

const dataDir = mkdtempSync(join(tmpdir(), 'condo-bench-identity-'));
const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
await prepareDatabase(database, { seedDemo: true });
const { pglite } = database;
const condo = (await pglite.query<{ id: number }>(`SELECT id FROM condos WHERE alias_name = 'marina-bay'`)).rows[0];
if (!condo) throw new Error('marina-bay is missing');

console.log(`Seeding ${USERS.toLocaleString()} users and ${BOTS.toLocaleString()} bots into marina-bay …`);
// Bulk loads are nobody's change: the trail is off for this transaction (audit/triggers.ts).
await pglite.exec(`
  BEGIN;
  SELECT set_config('audit.off', 'on', true);
  INSERT INTO admin_users (email, first_name, last_name, phone, country_code, status)
  SELECT 'bench.user.' || g || '@marina-bay.bench',
         (ARRAY['Aarav','Mei Ling','Rahul','Siti','Wei Jie','Priya','Daniel','Nur','Arjun','Hui Min'])[1 + g % 10],
         'Bench ' || lpad(g::text, 5, '0'), lpad((80000000 + g)::text, 8, '0'), 65,
         CASE WHEN g % 12 = 0 THEN 'inactive' ELSE 'active' END
  FROM generate_series(1, ${USERS}) AS g;
  INSERT INTO condo_memberships (admin_user_id, condo_id, role_group_id)
  SELECT u.id, ${condo.id}, (SELECT id FROM role_groups WHERE name = (ARRAY['User','Admin','Viewer','Device Manager'])[1 + u.id % 4])
  FROM admin_users u WHERE u.email LIKE 'bench.user.%';
  INSERT INTO bots (condo_id, role_group_id, name, token_hash)
  SELECT ${condo.id}, (SELECT id FROM role_groups WHERE type = 'BotRoleGroup' ORDER BY name OFFSET g % 7 LIMIT 1),
         'Bench bot ' || lpad(g::text, 5, '0'), md5('bench-bot-' || g) || md5('salt-' || g)
  FROM generate_series(1, ${BOTS}) AS g;
  COMMIT;
`);
for (const table of ['admin_users', 'condo_memberships', 'bots']) await pglite.exec(`VACUUM ANALYZE ${table}`);

async function startApp(audit: boolean) {
  const app = await buildApp({ database, dataDir, audit });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const [manager] = (
    await pglite.query<{ id: number; email: string }>(
      `SELECT id, email FROM admin_users WHERE email = 'manager@demo.condo'`,
    )
  ).rows;
  const token = await app.tokens.issueAccess(manager as { id: number; email: string });
  return { app, base: `http://127.0.0.1:${address.port}/tenants/marina-bay/api/v1`, token };
}

const timed = (requests: number, call: () => Promise<Response>, warmUp = WARM_UP): Promise<number[]> =>
  timeRequests(call, { requests, warmUp });

const withTrail = await startApp(true);
const get = (url: string) => () => fetch(url, { headers: { Authorization: `JWT ${withTrail.token}` } });

console.log(`\nList calls over HTTP, ${REQUESTS} requests each (target p95 ≤ 20 ms)`);
const lists: [string, string][] = [
  ['users, page 1 (50)', `${withTrail.base}/users?page=1&per_page=50`],
  ['users, page 100 (50)', `${withTrail.base}/users?page=100&per_page=50`],
  ['users, search by name', `${withTrail.base}/users?page=1&per_page=50&query=${encodeURIComponent('Bench 0421')}`],
  ['users, search by e-mail', `${withTrail.base}/users?page=1&per_page=50&query=${encodeURIComponent('user.77')}`],
  ['bots, filter role_group[]', `${withTrail.base}/bots?page=1&per_page=50&role_group[]=LNPR-Bot`],
];
let misses = 0;
for (const [label, url] of lists) {
  const times = await timed(REQUESTS, get(url));
  const p95 = percentile(times, 95);
  if (p95 > 20) misses++;
  console.log(
    `  ${label.padEnd(28)} p50 ${ms(percentile(times, 50))}   p95 ${ms(p95)}   ${p95 <= 20 ? 'PASS' : 'MISS'}`,
  );
}

const camera = (
  await pglite.query<{ id: number }>(
    `SELECT id FROM devices WHERE condo_id = ${condo.id} AND kind = 'camera' ORDER BY id LIMIT 1`,
  )
).rows[0]?.id;
let timeout = 10;
const update = (target: { base: string; token: string }) => () =>
  fetch(`${target.base}/cameras/${camera}`, {
    method: 'PUT',
    headers: { Authorization: `JWT ${target.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ cameras: { timeout: String(10 + (timeout++ % 500)) } }),
  });

const withoutTrail = await startApp(false);
// Short rounds alternate between the two, so that a slow moment of the machine (or a garbage collection) weighs on
// both alike; each side is warmed up first.
const ROUNDS = 40;
const PER_ROUND = Math.max(5, Math.ceil((REQUESTS * 3) / ROUNDS));
const on: number[] = [];
const off: number[] = [];
const trail = async (enabled: boolean) =>
  pglite.exec(`ALTER TABLE devices ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER devices_audit`);
await trail(true);
await timed(0, update(withTrail));
await trail(false);
await timed(0, update(withoutTrail));
for (let round = 0; round < ROUNDS; round++) {
  await trail(true);
  on.push(...(await timed(PER_ROUND, update(withTrail), 0)));
  await trail(false);
  off.push(...(await timed(PER_ROUND, update(withoutTrail), 0)));
}
await pglite.exec('ALTER TABLE devices ENABLE TRIGGER devices_audit');
const recorded = (
  await pglite.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_events WHERE record_id = ${camera} AND resource = 'cameras'`,
  )
).rows[0]?.n;
const p95On = percentile(on, 95);
const p95Off = percentile(off, 95);
const added = (p95On / p95Off - 1) * 100;
console.log(
  `\nDevice update (PUT /api/v1/cameras/{id}), ${on.length} requests each (target: the trail adds ≤ 10 % to p95)`,
);
console.log(`  without the audit trail      p50 ${ms(percentile(off, 50))}   p95 ${ms(p95Off)}`);
console.log(
  `  with the audit trail         p50 ${ms(percentile(on, 50))}   p95 ${ms(p95On)}   (${recorded} changes recorded)`,
);
console.log(`  the trail adds to p95        ${added.toFixed(1)} %   ${added <= 10 ? 'PASS' : 'MISS'}`);

await withTrail.app.close();
await withoutTrail.app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
if (misses || added > 10) process.exitCode = 1;
