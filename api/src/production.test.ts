import assert from 'node:assert/strict';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD, hashPassword } from './auth/passwords';
import { readConfig } from './config';
import { openPglite } from './db/database';
import { rowsOf } from './db/rows';
import { adminUsers } from './db/schema';
import { TransportError } from './delivery/transports';
import { refusalToStart, safetyOptions } from './production';
import { freePort, startApiProcess } from './test/api-process';
import { DEMO, startTestApp, type TestApp } from './test/harness';

// NODE_ENV=production (the root README.md, Running in production): the configuration in-process, an app on a database
// seeded earlier (the demo accounts and their password are there), and once the real entry point on an empty one.
const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' };

let t: TestApp;
before(async () => {
  t = await startTestApp(safetyOptions(readConfig(PRODUCTION)));
});
after(() => t.close());

test('production defaults to no demo data and no /docs, and refuses the local mail sink unless allowed', () => {
  const development = readConfig({});
  assert.equal(development.seedDemo, true);
  assert.equal(development.apiDocs, true);
  assert.equal(refusalToStart(development), undefined, 'npm start keeps the local sink');

  const production = readConfig(PRODUCTION);
  assert.equal(production.seedDemo, false);
  assert.equal(production.apiDocs, false);
  assert.equal(refusalToStart(production), undefined, 'SMTP_URL set');
  const explicit = readConfig({ ...PRODUCTION, SEED_DEMO: '1', API_DOCS: 'on' });
  assert.deepEqual([explicit.seedDemo, explicit.apiDocs], [true, true], 'both can be turned on explicitly');

  const refusal = refusalToStart(readConfig({ NODE_ENV: 'production' }));
  assert.match(refusal ?? '', /^Refusing to start: .*Set SMTP_URL .*ALLOW_LOCAL_SINK=1/);
  assert.doesNotMatch(refusal ?? '', /\n/, 'one line');
  assert.equal(refusalToStart(readConfig({ NODE_ENV: 'production', ALLOW_LOCAL_SINK: '1' })), undefined);
  assert.throws(() => readConfig({ ALLOW_LOCAL_SINK: 'maybe' }), /ALLOW_LOCAL_SINK must be 1 or 0/);
});

test('in production the demo password signs no one in, even on a database seeded earlier; other passwords do', async () => {
  const login = (user_name: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/login', payload: { user_name, password } });
  for (const email of [DEMO.admin, DEMO.manager]) {
    const refused = await login(email, DEMO_PASSWORD);
    assert.equal(refused.statusCode, 401, email);
    assert.equal(refused.json().message, 'Invalid e-mail or password');
  }
  await t.database.db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword('a-password-of-their-own') })
    .where(eq(adminUsers.email, DEMO.manager));
  assert.equal((await login(DEMO.manager, 'a-password-of-their-own')).statusCode, 200);
});

test('in production /docs is served only with API_DOCS=1', async () => {
  for (const url of ['/docs', '/docs/json']) assert.equal((await t.app.inject({ url })).statusCode, 404, url);
  // An app with docs on serves them (app.test.ts).
  assert.equal(safetyOptions(readConfig({ ...PRODUCTION, API_DOCS: '1' })).docs, true);
});

test('in production the demo logos are served only with the demo data (SEED_DEMO=1)', async () => {
  assert.equal((await t.app.inject({ url: '/demo_logos/MB_0F766E.svg' })).statusCode, 404);
  assert.equal(safetyOptions(readConfig({ ...PRODUCTION, SEED_DEMO: '1' })).demoLogos, true);
});

test('in production /metrics is off (404) unless METRICS_TOKEN is set, and the token must be a real secret', async () => {
  assert.equal(readConfig(PRODUCTION).metricsToken, undefined);
  const off = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } });
  assert.equal(off.statusCode, 404);
  const token = 'f'.repeat(32);
  assert.equal(readConfig({ ...PRODUCTION, METRICS_TOKEN: token }).metricsToken, token);
  for (const weak of ['short', 'a long token with spaces']) {
    assert.throws(() => readConfig({ METRICS_TOKEN: weak }), /METRICS_TOKEN must be at least 16 printable/);
  }
});

test('in production SMS and the other mediums without a provider fail each message instead of printing it', async () => {
  await assert.rejects(
    t.app.transports.sms.send({ medium: 'sms', to: { phone: '+6591234567' }, text: 'Gate code 4821' }),
    (error) =>
      error instanceof TransportError && error.failure === 'permanent' && /ALLOW_LOCAL_SINK=1/.test(error.message),
  );
  assert.equal(safetyOptions(readConfig({ ...PRODUCTION, ALLOW_LOCAL_SINK: '1' })).transports, undefined);
});

test('the real entry point in production refuses the local sink, then starts on an empty database with SMTP_URL', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'condo-api-production-'));
  try {
    // A mailbox an older version left readable to all.
    writeFileSync(join(dataDir, 'mailbox.log'), 'code=123456\n');
    chmodSync(join(dataDir, 'mailbox.log'), 0o644);
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, HOST: '127.0.0.1' };
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'ALLOW_LOCAL_SINK', 'SEED_DEMO', 'API_DOCS', 'FIRST_ADMIN_EMAIL'])
      delete env[name];

    const refused = startApiProcess({ ...env, PORT: String(await freePort()) });
    try {
      assert.equal(await refused.outcome, 'exited', refused.output());
      assert.notEqual(refused.child.exitCode, 0);
      assert.match(refused.output(), /^Refusing to start: .*Set SMTP_URL/m);
    } finally {
      await refused.stop();
    }
    assert.equal(existsSync(join(dataDir, 'pglite')), false, 'refused before opening the database');

    const port = await freePort();
    // Nothing listens on this port; nothing connects to it at start.
    const smtp = `smtp://127.0.0.1:${await freePort()}`;
    const server = startApiProcess({
      ...env,
      PORT: String(port),
      SMTP_URL: smtp,
      FIRST_ADMIN_EMAIL: 'Owner@Example.com',
    });
    try {
      assert.equal(await server.outcome, 'listening', server.output());
      const api = `http://127.0.0.1:${port}`;
      for (const path of ['/docs', '/docs/json', '/demo_logos/MB_0F766E.svg']) {
        assert.equal((await fetch(api + path)).status, 404, path);
      }
      const demoLogin = await fetch(`${api}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_name: DEMO.admin, password: DEMO_PASSWORD }),
      });
      assert.equal(demoLogin.status, 401);
      assert.equal(statSync(join(dataDir, 'mailbox.log')).mode & 0o777, 0o600);
    } finally {
      await server.stop();
    }

    const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
    try {
      const count = async (table: string) =>
        rowsOf<{ n: number }>(await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]?.n;
      assert.deepEqual(
        { condos: await count('condos'), devices: await count('devices'), alert_users: await count('alert_users') },
        { condos: 0, devices: 0, alert_users: 0 },
        'no demo data',
      );
      const accounts = await database.db
        .select({
          email: adminUsers.email,
          isSuperAdmin: adminUsers.isSuperAdmin,
          passwordHash: adminUsers.passwordHash,
        })
        .from(adminUsers);
      assert.deepEqual(accounts, [{ email: 'owner@example.com', isSuperAdmin: true, passwordHash: null }]);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
