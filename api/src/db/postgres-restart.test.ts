// Issue #29 item 3: the PostgreSQL server restarts under a running API. Requests in flight and those sent while it is
// down answer 503 with Retry-After (a write is not replayed), /ready says why, and once it is back the same API
// serves again, hears its notifications again (caller cache, job wake-ups) and says it is ready. The server is one
// this file starts itself (initdb, postgres), never the suite's.
import assert from 'node:assert/strict';
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { DELIVERY_QUEUE } from '../delivery/outbox';
import { JOBS_CHANNEL } from '../jobs/queue';
import { DATABASE_UNAVAILABLE } from '../plugins/errors';
import { readinessOf } from '../readiness';
import { prepareDatabase } from '../start/bootstrap';
import { freePort } from '../test/api-process';
import { attachApp, type TestApp, waitFor } from '../test/harness';
import { ACCESS_CHANGED_CHANNEL } from './access-changes';
import { type Database, openPostgres } from './database';

const ADMIN = 'ops@restart.test';
const PROBE = 'probe@restart.test';
/** Far longer than the test: a job is claimed within it only if a notification woke the worker. */
const POLL_MS = 60_000;
/** A cached caller outlives the test unless a notification drops it. */
const CACHE_SECONDS = 60;

/** The folder holding initdb and postgres: PG_BIN, /usr/local/bin, or the newest of Debian's. */
function postgresBinaries(): string | undefined {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  return [process.env.PG_BIN, '/usr/local/bin', ...debian].find(
    (dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres')),
  );
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` OS user, through runuser. */
function serverUser(): { uid: number; gid: number; runuser: string } | undefined {
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((path) => existsSync(path));
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return runuser ? { uid: id('-u'), gid: id('-g'), runuser } : undefined;
  } catch {
    return undefined;
  }
}

const bin = postgresBinaries();
const asRoot = process.getuid?.() === 0;
const user = asRoot ? serverUser() : undefined;
const skip = !process.env.DATABASE_URL
  ? 'PostgreSQL only: the PGlite run of the suite has no server to restart (set DATABASE_URL)'
  : !bin
    ? 'no initdb/postgres on this machine (set PG_BIN to their folder)'
    : asRoot && !user
      ? 'running as root without a postgres OS user and runuser to start the server as'
      : false;

/** A PostgreSQL server of this file's own, in a temporary folder, that can be stopped and started again. */
class OwnServer {
  private process: ChildProcess | undefined;
  private log = '';
  readonly url: string;

  private constructor(
    readonly folder: string,
    readonly port: number,
  ) {
    this.url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  }

  static async create(): Promise<OwnServer> {
    const folder = mkdtempSync(join(tmpdir(), 'condo-pg-restart-'));
    const server = new OwnServer(folder, await freePort());
    mkdirSync(server.dataDir);
    if (user) for (const path of [folder, server.dataDir]) chownSync(path, user.uid, user.gid);
    execFileSync(...server.command('initdb', ['-D', server.dataDir, '-U', 'postgres', '--auth=trust', '-N']), {
      stdio: 'pipe',
    });
    return server;
  }

  get dataDir() {
    return join(this.folder, 'data');
  }

  private command(program: string, args: string[]): [string, string[]] {
    const path = join(bin as string, program);
    return user ? [user.runuser, ['-u', 'postgres', '--', path, ...args]] : [path, args];
  }

  async start(): Promise<void> {
    const [file, args] = this.command('postgres', [
      ...['-D', this.dataDir, '-p', String(this.port), '-k', this.folder],
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_prepared_transactions=1'],
    ]);
    const child = spawn(file, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      this.log = (this.log + text).slice(-4000);
    });
    this.process = child;
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}):\n${this.log}`);
        const client = new pg.Client({ connectionString: this.url, user: 'postgres' });
        client.on('error', () => {});
        try {
          await client.connect();
          return true;
        } catch {
          return false;
        } finally {
          await client.end().catch(() => {});
        }
      },
      15_000,
      'the server to accept connections',
    );
  }

  /** A fast shutdown (SIGINT to the postmaster): sessions are ended, transactions rolled back. */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    // Under runuser the child is runuser; the postmaster's pid is the first line of postmaster.pid.
    const pid = Number(readFileSync(join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGINT');
    await exited;
    this.process = undefined;
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.folder, { recursive: true, force: true });
  }

  /** One statement through a connection of its own: another instance, psql, a migration. */
  async sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.url, user: 'postgres' });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }
}

describe('a PostgreSQL restart under a running API', { skip }, () => {
  let server: OwnServer;
  let database: Database;
  let t: TestApp;
  let dataDir: string;
  const headers = new Map<string, { authorization: string }>();
  // A dead connection's 'error' that nothing hears is an uncaught exception: it would end the API.
  const uncaught: Error[] = [];
  const monitor = (error: Error) => uncaught.push(error);
  process.on('uncaughtExceptionMonitor', monitor);

  before(async () => {
    server = await OwnServer.create();
    await server.start();
    database = await openPostgres({ url: server.url, max: 4 });
    // Migrations and the triggers, no demo data (a minute of seeding): two super admins, the second one to delete.
    await prepareDatabase(database, { seedDemo: false, firstAdminEmail: ADMIN });
    await server.sql(`INSERT INTO admin_users (email, is_super_admin) VALUES ($1, true)`, [PROBE]);
    dataDir = mkdtempSync(join(tmpdir(), 'condo-api-restart-'));
    t = await attachApp(
      {
        database,
        dataDir,
        openAnother: () => openPostgres({ url: server.url, max: 2 }),
        close: async () => {},
      },
      { workers: { pollMs: POLL_MS }, schedulers: false, callerCacheSeconds: CACHE_SECONDS },
    );
    await t.app.ready();
    // Made once: t.authAs reads the user from the database, which is locked, down, or without the user below.
    for (const email of [ADMIN, PROBE]) headers.set(email, await t.authAs(email));
  });

  after(async () => {
    process.off('uncaughtExceptionMonitor', monitor);
    await t?.app.close();
    await database?.close();
    await server?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, as = ADMIN) => t.app.inject({ url, headers: headers.get(as) });
  const newCondo = (alias: string) =>
    t.app.inject({
      method: 'POST',
      url: '/admin/condos',
      headers: headers.get(ADMIN),
      payload: {
        condos: {
          name: alias,
          alias_name: alias,
          default_country_code: 65,
          email: `owner@${alias}.example`,
          url_host: { web_ui: `https://${alias}.example`, service_ui: '' },
          location: 'https://maps.example/?q=1.3,103.8',
          web_apps: ['alerts'],
          logo_url: 'https://cdn.example/logo.png',
          guard_house: '+65 6123 4567',
        },
      },
    });
  const assertUnavailable = (response: Awaited<ReturnType<typeof get>>, what: string) => {
    assert.equal(response.statusCode, 503, `${what}: ${response.body}`);
    assert.deepEqual(response.json(), { message: DATABASE_UNAVAILABLE }, what);
    assert.equal(response.headers['retry-after'], '5', what);
  };
  const ready = async () => {
    const response = await t.app.inject({ url: '/ready' });
    return { status: response.statusCode, database: response.json().data.checks.database as string };
  };
  let search = 0;
  /** A condo list page no cache holds: it always reaches the database. */
  const uncachedList = () => get(`/admin/condos?query=nothing-${++search}`);

  test('before: requests are served, /ready is 200', async () => {
    assert.equal((await get('/admin/condos')).statusCode, 200);
    assert.deepEqual(await ready(), { status: 200, database: 'ok' });
  });

  test('stopped under two requests, then down: 503 with Retry-After, the write not applied, /ready 503', async () => {
    // Both requests wait on locks: the write inside its transaction (its caller is cached), the read as it resolves
    // a caller no cache holds. A prepared transaction holds them, as a session would drop its locks when the
    // shutdown ends it, and a request that got them before its own end would complete.
    await server.sql("BEGIN; LOCK TABLE condos, admin_users IN ACCESS EXCLUSIVE MODE; PREPARE TRANSACTION 'outage'");
    const write = newCondo('in-flight');
    const read = get('/admin/condos', PROBE);
    await waitFor(
      async () => {
        const [row] = await server.sql<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'",
        );
        return row?.n === 2;
      },
      5000,
      'both requests to wait on the locks',
    );

    await server.stop();
    assertUnavailable(await write, 'the write in flight');
    assertUnavailable(await read, 'the read in flight');

    assertUnavailable(await uncachedList(), 'a read while down');
    assertUnavailable(await newCondo('while-down'), 'a write while down');
    const down = await ready();
    assert.equal(down.status, 503);
    assert.match(down.database, /^unreachable: /);
    await waitFor(() => database.lostListens().length === 2, 5000, 'both LISTEN connections to notice');
    assert.deepEqual(database.lostListens().sort(), [ACCESS_CHANGED_CHANNEL, JOBS_CHANNEL]);
    assert.equal(t.app.callerCache.size, 0, 'no caller is served from the cache while notifications are missed');
    assert.deepEqual(uncaught, [], 'the connections the server ended raised nothing uncaught');
  });

  test('back on the same port and folder: the same API serves again and is ready once it LISTENs again', async () => {
    await server.start();
    await server.sql("ROLLBACK PREPARED 'outage'");
    await waitFor(async () => (await ready()).status === 200, 15_000, '/ready to answer 200');
    assert.deepEqual(await ready(), { status: 200, database: 'ok' });
    assert.deepEqual(database.lostListens(), []);
    assert.equal((await uncachedList()).statusCode, 200);
    assert.equal((await newCondo('after-restart')).statusCode, 200, 'a write succeeds again');
    const created = await server.sql<{ alias: string }>('SELECT alias_name AS alias FROM condos ORDER BY alias_name');
    assert.deepEqual(
      created.map((row) => row.alias),
      ['after-restart'],
      'the writes that met the outage were neither applied nor replayed',
    );
    assert.deepEqual(uncaught, []);
  });

  test('after the restart, a change made elsewhere still drops the cached caller', async () => {
    assert.equal((await get('/admin/condos', PROBE)).statusCode, 200);
    assert.ok(t.app.callerCache.size > 0, 'the caller is cached, for a minute');
    await server.sql('DELETE FROM admin_users WHERE email = $1', [PROBE]);
    await waitFor(
      async () => (await get('/admin/condos', PROBE)).statusCode === 401,
      3000,
      'the deleted user to be refused (the NOTIFY to drop the cache)',
    );
  });

  test('after the restart, a job enqueued elsewhere is claimed at once, long before the next poll', async () => {
    // Not through enqueue(): its in-process wake-up would wake this worker without any NOTIFY.
    const [job] = await server.sql<{ id: number }>(
      `WITH job AS (INSERT INTO jobs (queue, payload) VALUES ($1, '{"outboxId": 0}') RETURNING id)
       SELECT id, pg_notify($2, $1) FROM job`,
      [DELIVERY_QUEUE, JOBS_CHANNEL],
    );
    const status = async () =>
      (await server.sql<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [job?.id]))[0]?.status;
    await waitFor(async () => (await status()) === 'done', 3000, `the job to be run (the poll is every ${POLL_MS} ms)`);
  });

  test('a database that answers but has lost a LISTEN is not ready', async () => {
    const deaf = { ...database, lostListens: () => [JOBS_CHANNEL] };
    const readiness = await readinessOf({ database: deaf, worker: { running: true }, workers: true });
    assert.equal(readiness.ready, false);
    assert.equal(readiness.checks.database, `LISTEN not re-established yet: ${JOBS_CHANNEL}`);
  });
});
