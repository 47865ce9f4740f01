// Foundation part 4 (bench/README.md): API throughput with autocannon, each rate judged as a share of a bare Fastify
// route's rate in the same run: /public_key and the condo list with the page cache on and off, on PGlite and, with
// --postgres, on a database of its own, with the floor of one prepared statement under the PostgreSQL row.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../../scripts/pnpm.mjs';
import { cannon } from '../kit/load.mjs';
import { benchDatabase, LOCAL_POSTGRES } from '../kit/postgres.mjs';
import { log } from '../kit/report.mjs';
import { signInThroughApi } from '../kit/session.mjs';
import { atCleanUp, startBenchStack, startPortChild } from '../kit/stack.mjs';
import { ADMIN, addRow, CONNECTIONS, DURATION, int, notes, POSTGRES, percent, ROUNDS, TARGETS } from './options.mjs';

const BENCH_DATABASE = 'condo_bench';

/** `ROUNDS` autocannon runs one after another: the median run's figures, the lowest and highest rate, every failure. */
async function run(url, headers) {
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) {
    runs.push(await cannon(url, { headers, connections: CONNECTIONS, duration: DURATION }));
  }
  const byRate = [...runs].sort((a, b) => a.rps - b.rps);
  const median = byRate[Math.floor(byRate.length / 2)];
  const bad = runs.reduce((sum, r) => sum + r.bad, 0);
  return { ...median, min: byRate[0].rps, max: byRate[byRate.length - 1].rps, bad };
}

function startBareFastify() {
  const fastify = pathToFileURL(createRequire(join(root, 'api/package.json')).resolve('fastify')).href;
  const code = `
    const { default: Fastify } = await import(${JSON.stringify(fastify)});
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log('PORT ' + app.server.address().port);`;
  return startPortChild(['--input-type=module', '-e', code], {}, 'The bare Fastify app');
}

/** A rate, its share of the bare route's rate in the same run, and a target share (`shareTarget`) if any. */
function addThroughput(section, figure, r, bare, shareTarget) {
  const share = bare ? r.rps / bare.rps : undefined;
  addRow({
    section,
    figure,
    median: `${int(r.rps)} req/s`,
    ...(ROUNDS > 1 ? { min: int(r.min), max: int(r.max) } : {}),
    target: shareTarget ? `≥ ${percent(shareTarget)} of bare` : '',
    pass: shareTarget ? share >= shareTarget && r.bad === 0 : r.bad === 0 ? null : false,
    detail:
      `${share === undefined ? '' : `${percent(share)} of bare${shareTarget ? ` (≥ ${int(bare.rps * shareTarget)} req/s)` : ''}, `}` +
      `p50 ${r.p50} ms, p99 ${r.p99} ms${r.bad ? `, ${r.bad} non-2xx/errors` : ''}`,
  });
}

/** The condo list's row: `cache` is `on` or `off`, the target the database's share of bare. */
function addCondoRow(section, label, rows, condos, bare, cache) {
  const target = label.startsWith('PGlite') ? TARGETS.condosShareOfBare.pglite : TARGETS.condosShareOfBare.postgres;
  addThroughput(
    section,
    `GET /admin/condos?page=1&per_page=25 (JWT; ${rows}; page cache ${cache})`,
    condos,
    bare,
    target,
  );
}

/** Signs in once and checks the condo list; returns what the throughput runs need. */
async function condoListCall(stack, dataDir, token) {
  token ??= (await signInThroughApi(stack.apiUrl, dataDir, ADMIN)).token;
  const auth = { Authorization: `JWT ${token}` };
  const condosUrl = `${stack.apiUrl}/admin/condos?page=1&per_page=25`;
  const check = await fetch(condosUrl, { headers: auth });
  const body = await check.json();
  if (!check.ok || !Array.isArray(body.data)) throw new Error(`GET /admin/condos answered ${check.status}`);
  return { token, auth, condosUrl, rows: `${body.data.length} of ${body.total_entries} rows` };
}

async function benchApi(stack, dataDir, label, bare) {
  log(`api (${label}): ${DURATION} s per route, ${CONNECTIONS} connections`);
  const { token, auth, condosUrl, rows } = await condoListCall(stack, dataDir);
  const section = `4. API on ${label} (autocannon, ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION} s)`;
  const publicKey = await run(`${stack.apiUrl}/public_key`);
  addThroughput(section, 'GET /public_key', publicKey, bare, TARGETS.publicKeyShareOfBare);
  addCondoRow(section, label, rows, await run(condosUrl, auth), bare, 'on');
  return { section, token };
}

/**
 * The condo list with the API's page cache off (CONDO_PAGE_CACHE=0, api/README.md): the same stack's data folder or
 * database, the API started again with the variable, so every call reads the page from the database. The token of
 * the first run still holds (same keys in the data folder).
 */
async function benchUncachedCondos(label, dataDir, apiEnv, bare, { section, token }) {
  const { stack } = await startBenchStack(`${label}, page cache off`, {
    apiEnv: { ...apiEnv, CONDO_PAGE_CACHE: '0' },
    dataDir,
  });
  const { auth, condosUrl, rows } = await condoListCall(stack, dataDir, token);
  addCondoRow(section, label, rows, await run(condosUrl, auth), bare, 'off');
  await stack.stop();
}

/**
 * The floor under the uncached PostgreSQL row: bare Fastify and node-postgres running the API's one statement of the
 * page per request, nothing else (bench/postgres-floor.mjs), with the API's default pool. No target: it says how much
 * of the row's target the database round trip of this page leaves for everything the API does.
 */
async function benchPostgresFloor(databaseUrl, bare, section) {
  const pool = String(Math.max(4, 2 * availableParallelism()));
  const floor = await startPortChild(
    [join(root, 'bench/postgres-floor.mjs')],
    { DATABASE_URL: databaseUrl, POOL: pool },
    'The floor app',
  );
  const result = await run(`${floor.url}admin/condos`);
  addThroughput(
    section,
    `floor: Fastify + the page's one prepared statement, no JWT or checks (pool ${pool})`,
    result,
    bare,
  );
  await floor.stop();
}

/**
 * Part 4 on the PGlite stack the run started (stopped here: the uncached row starts its API again on the same data
 * folder), then, with --postgres, on a stack of its own on a fresh database `condo_bench`.
 */
export async function benchThroughput(stack, dataDir) {
  log(`api: bare Fastify route, ${DURATION} s`);
  const server = await startBareFastify();
  const bare = await run(server.url);
  await server.stop();
  addThroughput(
    `4. Reference (autocannon, ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION} s, 127.0.0.1)`,
    'bare Fastify GET / → {ok:true} (own process)',
    bare,
  );
  notes.push(
    `API rates are judged as shares of the bare Fastify rate of the same run, each rate the median of ${ROUNDS} ` +
      `autocannon runs (min and max beside it); the machine is shared, so compare shares across runs, and re-run ` +
      'when the load average is high.',
  );
  const pglite = await benchApi(stack, dataDir, 'PGlite', bare);
  await stack.stop();
  await benchUncachedCondos('PGlite', dataDir, {}, bare, pglite);

  if (!POSTGRES) {
    notes.push('PostgreSQL not measured: pass --postgres or set DATABASE_URL.');
    return;
  }
  const database = await benchDatabase(process.env.DATABASE_URL ?? LOCAL_POSTGRES, BENCH_DATABASE);
  atCleanUp(() => database.drop());
  const pgEnv = { DATABASE_URL: database.url };
  const pgStack = await startBenchStack('PostgreSQL', { apiEnv: pgEnv });
  const label = `PostgreSQL (database ${BENCH_DATABASE})`;
  const postgres = await benchApi(pgStack.stack, pgStack.dataDir, label, bare);
  await pgStack.stack.stop();
  await benchUncachedCondos(label, pgStack.dataDir, pgEnv, bare, postgres);
  await benchPostgresFloor(database.url, bare, postgres.section);
  notes.push(
    `PostgreSQL: a fresh database ${BENCH_DATABASE} on ${new URL(database.url).host} (seeded by the API, dropped at the end).`,
  );
}
