#!/usr/bin/env node
// Load and soak (issue #29 item 6): staff sessions, each signed in once from an address of its own, doing what staff
// do (lists, a filter, a record, a save, with think time) through nginx in front of two API instances on one
// PostgreSQL database. Prints each call kind's latencies and errors, and each instance's memory by minute.
//
//   node bench/load.mjs [--minutes 10] [--sessions 200] [--postgres postgresql://…] [--strict]
import http from 'node:http';
import { startNginx } from '../deploy/nginx/run-local.mjs';
import { benchArgs, positive } from './kit/args.mjs';
import { benchDatabase, LOCAL_POSTGRES } from './kit/postgres.mjs';
import { memoryOf } from './kit/processes.mjs';
import { log, printHeader, printNotes, printOutcome, printTable, result } from './kit/report.mjs';
import { atCleanUp, runMain, startBenchStack } from './kit/stack.mjs';
import { loadAverage, mb, percentile } from './kit/stats.mjs';

const USAGE =
  'node bench/load.mjs [--minutes 10] [--sessions 200] [--postgres <url>] [--strict]   (see bench/README.md)';
const args = benchArgs(USAGE, {
  minutes: { type: 'string', default: '10' },
  sessions: { type: 'string', default: '200' },
  postgres: { type: 'string' },
  strict: { type: 'boolean', default: false },
});
const MINUTES = positive(args.minutes, '--minutes', USAGE);
const SESSIONS = positive(args.sessions, '--sessions', USAGE);
const TARGETS = { p95Ms: 200, memoryGrowth: 0.05 };
const CONDO = 'marina-bay';
const THINK_MS = [1000, 5000];
// What a session does next, by weight: staff read far more than they write.
const CALLS = [
  ['condo list', 2],
  ['outbox list', 3],
  ['outbox filter', 2],
  ['outbox detail', 2],
  ['condo detail', 1],
  ['holiday save', 1],
];
const SEARCHES = ['Marina', 'gate', 'visitor', 'parcel', 'lift', 'Tan'];

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([low, high]) => low + Math.random() * (high - low);

/** One HTTP call through `agent`, timed to the end of its body. */
function request(agent, url, { method = 'GET', token, body } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const call = http.request(
      url,
      {
        method,
        agent,
        headers: {
          Accept: 'application/json',
          ...(token ? { Authorization: `JWT ${token}` } : {}),
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          let json;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString());
          } catch {}
          resolve({ status: response.statusCode, ms: performance.now() - started, json });
        });
      },
    );
    call.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, error: error.message }));
    call.end(payload);
  });
}

/** Session `index`: its own client address (127.0.x.y), so each signs in within the per-address limits. */
async function signIn(base, index, email) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 1,
    localAddress: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`,
  });
  const answer = await request(agent, `${base}/gateway/login`, {
    method: 'POST',
    body: { user_name: email, password: 'demo-password-2026' },
  });
  if (answer.status !== 200)
    throw new Error(
      `Session ${index} could not sign in: ${answer.status} ${answer.error ?? JSON.stringify(answer.json)}`,
    );
  return { index, agent, token: answer.json.data.auth_token, outboxIds: [], holidayId: null };
}

/** A date of its own for each session's holiday (DD/MM/YYYY), from 2031 on: no demo holiday, no other session's. */
function holidayDate(index) {
  const date = new Date(Date.UTC(2031, 0, 1) + index * 86_400_000);
  const two = (n) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** One step of a session: the call kind and its answer. */
async function step(base, session) {
  const tenant = `${base}/gateway/tenants/${CONDO}`;
  const as = { token: session.token };
  const kind = weighted();
  if (kind === 'condo list')
    return [kind, await request(session.agent, `${base}/gateway/admin/condos?page=1&per_page=25`, as)];
  if (kind === 'condo detail') return [kind, await request(session.agent, `${tenant}/condos/${CONDO}`, as)];
  if (kind === 'outbox list' || kind === 'outbox filter' || (kind === 'outbox detail' && !session.outboxIds.length)) {
    const filter = kind === 'outbox filter' ? `&query=${encodeURIComponent(pick(SEARCHES))}` : '';
    const answer = await request(session.agent, `${tenant}/api/v1/outboxes?page=1&per_page=25${filter}`, as);
    if (Array.isArray(answer.json?.data) && answer.json.data.length)
      session.outboxIds = answer.json.data.map((m) => m.id);
    return [kind === 'outbox filter' ? kind : 'outbox list', answer];
  }
  if (kind === 'outbox detail')
    return [kind, await request(session.agent, `${tenant}/api/v1/outboxes/${pick(session.outboxIds)}`, as)];
  // A save, then at the session's next save the delete of what it saved: the data stays the size it was.
  if (session.holidayId) {
    const answer = await request(session.agent, `${tenant}/api/v1/public_holidays/${session.holidayId}`, {
      ...as,
      method: 'DELETE',
    });
    if (answer.status === 200) session.holidayId = null;
    return ['holiday delete', answer];
  }
  const answer = await request(session.agent, `${tenant}/api/v1/public_holidays`, {
    ...as,
    method: 'POST',
    body: { pub_holiday: { date: holidayDate(session.index), holiday: `Load test ${session.index}` } },
  });
  if (answer.status === 200 || answer.status === 201) session.holidayId = answer.json?.data?.id ?? null;
  return [kind, answer];
}

const totalWeight = CALLS.reduce((sum, [, weight]) => sum + weight, 0);
function weighted() {
  let roll = Math.random() * totalWeight;
  for (const [kind, weight] of CALLS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return CALLS[0][0];
}

async function main() {
  const began = Date.now();
  const loadAtStart = loadAverage();
  const database = await benchDatabase(args.postgres ?? process.env.DATABASE_URL ?? LOCAL_POSTGRES, 'condo_load');
  atCleanUp(() => database.drop());
  const apiEnv = { DATABASE_URL: database.url };
  const { stack, dataDir } = await startBenchStack('PostgreSQL, instance 1', { apiEnv });
  // A second instance as a deployment runs it: the same database and the same keys (DATA_DIR/keys); its own web
  // server is not used.
  const { stack: second } = await startBenchStack('PostgreSQL, instance 2', { apiEnv, dataDir });
  const nginx = await startNginx(`${stack.apiUrl},${second.apiUrl}`);
  atCleanUp(() => nginx.stop());
  const base = nginx.url.replace('localhost', '127.0.0.1');
  log(`nginx ${base} in front of ${stack.apiUrl} and ${second.apiUrl}`);

  // One at a time: the password lockout counts attempts per e-mail until one succeeds (api/src/routes/auth).
  const sessions = [];
  for (let i = 0; i < SESSIONS; i++) {
    sessions.push(await signIn(base, i, i % 10 < 7 ? 'admin@demo.condo' : 'manager@demo.condo'));
  }
  log(`${sessions.length} sessions signed in; ${MINUTES} min of staff work`);

  const calls = new Map();
  const failures = new Map();
  const instances = [
    { name: 'API instance 1', pid: stack.apiProcess.pid, byMinute: [] },
    { name: 'API instance 2', pid: second.apiProcess.pid, byMinute: [] },
  ];
  const end = Date.now() + MINUTES * 60_000;
  const sampler = setInterval(() => {
    for (const instance of instances) instance.byMinute.push(memoryOf(instance.pid)?.rss ?? 0);
    log(
      `minute ${instances[0].byMinute.length}: ${instances.map((i) => mb(i.byMinute.at(-1))).join(', ')}; ${[...calls.values()].reduce((n, c) => n + c.length, 0)} calls`,
    );
  }, 60_000);
  await Promise.all(
    sessions.map(async (session) => {
      await sleep(Math.random() * THINK_MS[1]);
      while (Date.now() < end) {
        const [kind, answer] = await step(base, session);
        if (!calls.has(kind)) calls.set(kind, []);
        calls.get(kind).push(answer.ms);
        if (answer.status < 200 || answer.status >= 300) {
          const key = `${kind}: ${answer.status || answer.error}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
        await sleep(between(THINK_MS));
      }
    }),
  );
  clearInterval(sampler);

  let misses = 0;
  const rows = [];
  for (const [kind, times] of [...calls].sort()) {
    const errors = [...failures].filter(([key]) => key.startsWith(`${kind}:`)).reduce((n, [, count]) => n + count, 0);
    const pass = percentile(times, 95) <= TARGETS.p95Ms && errors === 0;
    if (!pass) misses++;
    rows.push([
      kind,
      times.length,
      `${Math.round(percentile(times, 50))} ms`,
      `${Math.round(percentile(times, 95))} ms`,
      `${Math.round(percentile(times, 99))} ms`,
      errors,
      result(pass),
    ]);
  }
  const memoryRows = instances.map(({ name, byMinute }) => {
    const from = byMinute[Math.min(1, byMinute.length - 1)];
    const growth = from ? (byMinute.at(-1) - from) / from : 0;
    const pass = MINUTES >= 3 ? growth <= TARGETS.memoryGrowth : null;
    if (pass === false) misses++;
    return [name, byMinute.map((rss) => mb(rss)).join(' '), `${(growth * 100).toFixed(1)} %`, result(pass)];
  });
  printHeader('load and soak', {
    detail: `${SESSIONS} sessions, ${MINUTES} min, think time 1–5 s, nginx → 2 API instances → PostgreSQL`,
    loadAtStart,
    loadAtEnd: loadAverage(),
    began,
  });
  printTable(['call through nginx', 'count', 'p50', 'p95 (≤ 200 ms)', 'p99', 'errors (0)', 'result'], rows, {
    right: new Set([1, 2, 3, 4, 5]),
    rule: true,
    headingSpan: 7,
  });
  console.log('');
  printTable(
    ['resident memory', 'RSS at each full minute', `growth, minute 2 → ${MINUTES} (≤ 5 %)`, 'result'],
    memoryRows,
    {
      right: new Set([2]),
      rule: true,
    },
  );
  printNotes([
    ...[...failures].map(([key, count]) => `failed ${count}×: ${key}`),
    'Each session signs in once (POST /login) from an address of its own (127.0.x.y), then waits 1–5 s between calls.',
    MINUTES < 3
      ? 'Memory growth is judged only from 3 minutes on.'
      : `Memory: RSS at each full minute; growth compares minute 2 with minute ${MINUTES}.`,
  ]);
  printOutcome(misses, { strict: args.strict });
}

await runMain(main);
