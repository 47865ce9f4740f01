import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { schedulerErrorLogs, schedulerRuns, schedulers } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
type Scheduler = {
  id: number;
  name: string;
  status: string;
  service: string;
  task: string;
  cronline: string;
  grace_time: number;
  state: string;
  working: boolean;
  done_at: string | null;
  next_run_at: string | null;
  time_zone: string;
};
type ErrorLog = { id: number; status_code: number; message: string; created_at: string; link: string };

async function call(as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(as), ...(payload ? { payload } : {}) });
}

let unique = 0;
const body = (extra: object = {}) => ({
  schedulers: {
    name: `Nightly ${++unique}`,
    status: 'active',
    service: 'auth',
    task: 'purge_expired_sign_in_codes',
    cronline: '*/5 * * * *',
    grace_time: 10,
    ...extra,
  },
});

async function listed(as: string = DEMO.manager, prefix = MB) {
  const response = await call(as, 'GET', `${prefix}/api/v1/schedulers?per_page=100`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { data: Scheduler[]; total_entries: number };
}

const demoFailing = async (prefix = MB) =>
  (await listed(DEMO.admin, prefix)).data.find((row) => row.task === 'always_fail') as Scheduler;

describe('GET /api/v1/schedulers', () => {
  test("this condo's schedulers by name with the spec's fields, paged, searchable", async () => {
    const { data, total_entries } = await listed();
    assert.equal(total_entries, 5);
    assert.deepEqual(
      data.map((row) => row.name),
      [
        'Demo failing task',
        'Purge expired reports',
        'Purge expired sign-in codes',
        'Refresh device connectivity',
        'Send user reports',
      ],
    );
    assert.deepEqual(Object.keys(data[0] as Scheduler).sort(), [
      'cronline',
      'done_at',
      'grace_time',
      'id',
      'name',
      'next_run_at',
      'service',
      'state',
      'status',
      'task',
      'time_zone',
      'working',
    ]);
    const page = (await call(DEMO.manager, 'GET', `${MB}/api/v1/schedulers?page=2&per_page=3`)).json();
    assert.equal(page.total_entries, 5);
    assert.deepEqual(
      page.data.map((row: Scheduler) => row.name),
      ['Refresh device connectivity', 'Send user reports'],
    );
    const found = (await call(DEMO.manager, 'GET', `${MB}/api/v1/schedulers?query=connectivity`)).json();
    assert.deepEqual(
      found.data.map((row: Scheduler) => row.name),
      ['Refresh device connectivity'],
    );
  });

  test('the registry of services and tasks for the form', async () => {
    const response = await call(DEMO.manager, 'GET', `${MB}/api/v1/schedulers/services`);
    assert.equal(response.statusCode, 200);
    const services = response.json().data as { service: string; tasks: { task: string }[] }[];
    assert.deepEqual(
      services.map((s) => [s.service, s.tasks.map((task) => task.task)]),
      [
        ['auth', ['purge_expired_sign_in_codes']],
        ['devices', ['refresh_device_connectivity']],
        ['reports', ['send_user_reports', 'purge_expired']],
        ['demo', ['always_fail']],
      ],
    );
  });
});

describe('POST and PUT /api/v1/schedulers', () => {
  test('creates with {schedulers: …}, plans the next fire time, and updates the fields sent', async () => {
    const created = await call(DEMO.manager, 'POST', `${MB}/api/v1/schedulers`, body({ name: '  Purge often ' }));
    assert.equal(created.statusCode, 200, created.body);
    const saved = created.json() as { data: Scheduler; message: string };
    assert.equal(saved.message, 'Scheduler created successfully');
    assert.equal(saved.data.name, 'Purge often');
    assert.equal(saved.data.working, false);
    assert.equal(saved.data.state, 'idle');
    assert.equal(saved.data.done_at, null);
    assert.equal(saved.data.time_zone, 'UTC');
    const next = new Date(saved.data.next_run_at as string);
    assert.ok(next.getTime() > t.clock.now().getTime());
    assert.equal(next.getUTCMinutes() % 5, 0);
    assert.equal(next.getUTCSeconds(), 0);

    const updated = await call(DEMO.manager, 'PUT', `${MB}/api/v1/schedulers/${saved.data.id}`, {
      schedulers: { status: 'inactive', cronline: '15 3 * * *' },
    });
    assert.equal(updated.statusCode, 200, updated.body);
    const after = updated.json().data as Scheduler;
    assert.equal(after.status, 'inactive');
    assert.equal(after.cronline, '15 3 * * *');
    assert.equal(after.name, 'Purge often');
    assert.equal(after.next_run_at, null, 'an inactive scheduler has no next run');
  });

  test('name, service, task and cronline are required; a bad cron line or task is a clear 422', async () => {
    for (const field of ['name', 'service', 'task', 'cronline']) {
      const input = body();
      delete (input.schedulers as Record<string, unknown>)[field];
      const response = await call(DEMO.manager, 'POST', `${MB}/api/v1/schedulers`, input);
      assert.equal(response.statusCode, 422, field);
      assert.match(response.json().message, new RegExp(field));
    }
    const cases: [object, RegExp][] = [
      [{ cronline: '61 * * * *' }, /cronline is not a valid 5-field cron line.*minute/],
      [{ cronline: '* * * * * *' }, /cronline is not a valid 5-field cron line/],
      [{ cronline: 'every minute' }, /cronline is not a valid 5-field cron line/],
      [{ task: 'always_fail' }, /task always_fail is not a task of the auth service/],
      [{ service: 'mail', task: 'send' }, /service mail is not a known service/],
      [{ name: '   ' }, /name must not be empty/],
    ];
    for (const [extra, message] of cases) {
      const response = await call(DEMO.manager, 'POST', `${MB}/api/v1/schedulers`, body(extra));
      assert.equal(response.statusCode, 422, JSON.stringify(extra));
      assert.match(response.json().message, message);
    }
    const existing = (await listed()).data.find((row) => row.service === 'auth') as Scheduler;
    const response = await call(DEMO.manager, 'PUT', `${MB}/api/v1/schedulers/${existing.id}`, {
      schedulers: { service: 'demo' },
    });
    assert.equal(response.statusCode, 422, 'the new service with the old task');
  });

  test("permissions: a viewer cannot read, an Admin reads but does not change; another condo's is 404", async () => {
    assert.equal((await call(DEMO.viewer, 'GET', `${MB}/api/v1/schedulers`)).statusCode, 403);
    assert.equal((await call(DEMO.condoAdmin, 'GET', `${MB}/api/v1/schedulers`)).statusCode, 200);
    assert.equal((await call(DEMO.condoAdmin, 'POST', `${MB}/api/v1/schedulers`, body())).statusCode, 403);
    const mine = (await listed()).data[0] as Scheduler;
    assert.equal((await call(DEMO.condoAdmin, 'PUT', `${MB}/api/v1/schedulers/${mine.id}`, body())).statusCode, 403);
    assert.equal((await call(DEMO.condoAdmin, 'POST', `${MB}/api/v1/schedulers/${mine.id}/run`)).statusCode, 403);
    // The manager of marina-bay has no orchid-gardens membership; the admin reads orchid-gardens' ids via marina-bay.
    assert.equal((await call(DEMO.manager, 'GET', `${OG}/api/v1/schedulers`)).statusCode, 404);
    const theirs = await demoFailing(OG);
    for (const [method, url, payload] of [
      ['PUT', `${MB}/api/v1/schedulers/${theirs.id}`, body()],
      ['GET', `${MB}/api/v1/schedulers/${theirs.id}/error_logs`, undefined],
      ['POST', `${MB}/api/v1/schedulers/${theirs.id}/run`, undefined],
    ] as const) {
      const response = await call(DEMO.manager, method, url, payload);
      assert.equal(response.statusCode, 404, `${method} ${url}`);
    }
    const [row] = await t.database.db.select().from(schedulers).where(eq(schedulers.id, theirs.id));
    assert.equal(row?.name, 'Demo failing task', 'unchanged');
  });
});

describe('error logs and Run now', () => {
  test('error logs newest first, 5 a page by default, each with a Detail Log link that opens without a session', async () => {
    const failing = await demoFailing();
    const response = await call(DEMO.condoAdmin, 'GET', `${MB}/api/v1/schedulers/${failing.id}/error_logs`);
    assert.equal(response.statusCode, 200, response.body);
    const { data, total_entries } = response.json() as { data: ErrorLog[]; total_entries: number };
    assert.equal(total_entries, 3);
    assert.deepEqual(Object.keys(data[0] as ErrorLog).sort(), ['created_at', 'id', 'link', 'message', 'status_code']);
    const times = data.map((row) => row.created_at);
    assert.deepEqual([...times].sort().reverse(), times);
    const log = data[0] as ErrorLog;
    assert.equal(log.status_code, 503);
    assert.match(log.link, /^\/api\/v1\/scheduler_error_logs\/\d+\/detail\?expires=\d+&signature=/);

    const page = await t.app.inject({ method: 'GET', url: log.link });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.headers['content-security-policy'] as string, /default-src 'none'/);
    assert.match(page.body, /Demo failing task/);
    assert.match(page.body, /The demo task always fails/);
    assert.match(page.body, /Planned at/);

    const tampered = log.link.replace(/signature=./, (m) =>
      m.endsWith('A') ? `${m.slice(0, -1)}B` : `${m.slice(0, -1)}A`,
    );
    assert.equal((await t.app.inject({ method: 'GET', url: tampered })).statusCode, 403);
    const otherLog = log.link.replace(/scheduler_error_logs\/\d+/, `scheduler_error_logs/${log.id + 1}`);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: otherLog })).statusCode,
      403,
      'a link opens its own log only',
    );
    t.clock.advance(2 * 3600_000);
    assert.equal((await t.app.inject({ method: 'GET', url: log.link })).statusCode, 410, 'an expired link');
    t.clock.advance(-2 * 3600_000);

    const small = await call(DEMO.manager, 'GET', `${MB}/api/v1/schedulers/${failing.id}/error_logs?per_page=2&page=2`);
    assert.equal(small.json().data.length, 1);
  });

  test('Run now queues a run that the worker runs: done_at on success, an error log on failure', async () => {
    const failing = await demoFailing();
    const purge = (await listed()).data.find((row) => row.task === 'purge_expired_sign_in_codes') as Scheduler;
    const ran = await call(DEMO.manager, 'POST', `${MB}/api/v1/schedulers/${purge.id}/run`);
    assert.equal(ran.statusCode, 200, ran.body);
    assert.equal(ran.json().message, 'Purge expired sign-in codes will run now');
    assert.equal((await call(DEMO.manager, 'POST', `${MB}/api/v1/schedulers/${failing.id}/run`)).statusCode, 200);
    await t.app.jobs.drain();

    const after = (await listed()).data;
    const purged = after.find((row) => row.id === purge.id) as Scheduler;
    assert.equal(purged.done_at, t.clock.now().toISOString());
    assert.equal(purged.working, false);
    const [run] = await t.database.db.select().from(schedulerRuns).where(eq(schedulerRuns.schedulerId, purge.id));
    assert.equal(run?.outcome, 'done');
    assert.equal(run?.trigger, 'manual');
    assert.equal(typeof run?.summary?.deleted, 'number');

    assert.equal((after.find((row) => row.id === failing.id) as Scheduler).done_at, null);
    const logs = await t.database.db
      .select()
      .from(schedulerErrorLogs)
      .where(eq(schedulerErrorLogs.schedulerId, failing.id));
    assert.equal(logs.length, 4);
    const listedLogs = (await call(DEMO.manager, 'GET', `${MB}/api/v1/schedulers/${failing.id}/error_logs`)).json();
    assert.equal(listedLogs.total_entries, 4);
    const fresh = listedLogs.data[0] as ErrorLog;
    assert.equal(fresh.status_code, 503);
    const page = await t.app.inject({ method: 'GET', url: fresh.link });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Run now/);
    assert.match(page.body, /TaskError/, 'the stack');
  });
});
