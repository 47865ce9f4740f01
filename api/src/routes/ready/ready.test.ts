// The operations probes (issue #27): liveness says the process answers; readiness holds traffic back until the
// database answers with every migration of this version and the job worker runs.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openPglite } from '../../db/database';
import { attachApp, openTestEnvironment, type TestEnvironment } from '../../test/harness';

let env: TestEnvironment;
before(async () => {
  env = await openTestEnvironment();
});
after(() => env.close());

const probe = async (
  app: { inject: (options: { url: string }) => Promise<{ statusCode: number; json(): unknown }> },
  url: string,
) => {
  const response = await app.inject({ url });
  return { status: response.statusCode, body: response.json() as { data: Record<string, unknown> } };
};

describe('GET /health and GET /ready', () => {
  test('a migrated database and a running worker: alive and ready, every check ok', async () => {
    const { app } = await attachApp(env, { workers: { pollMs: 1000 } });
    try {
      await app.ready();
      assert.deepEqual(await probe(app, '/health'), { status: 200, body: { data: { status: 'ok' } } });
      assert.deepEqual(await probe(app, '/ready'), {
        status: 200,
        body: { data: { ready: true, checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } } },
      });
    } finally {
      await app.close();
    }
    const quiet = await attachApp(env, { workers: false });
    try {
      const { status, body } = await probe(quiet.app, '/ready');
      assert.equal(status, 200, 'an instance started without workers is ready without them');
      assert.deepEqual(body.data.checks, { database: 'ok', migrations: 'ok', jobs: 'off' });
    } finally {
      await quiet.app.close();
    }
  });

  test('a database without the migrations, then an unreachable one: alive, but 503 and why', async () => {
    const empty = await openPglite({});
    const { app } = await attachApp({ ...env, database: empty }, { workers: false });
    try {
      const missing = await probe(app, '/ready');
      assert.equal(missing.status, 503);
      const checks = missing.body.data.checks as { database: string; migrations: string };
      assert.equal(checks.database, 'ok');
      assert.match(checks.migrations, /^\d+ not applied: 0000_init, /);

      await empty.close();
      const gone = await probe(app, '/ready');
      assert.equal(gone.status, 503);
      const { database } = gone.body.data.checks as { database: string };
      assert.match(database, /^unreachable: /);
      assert.doesNotMatch(database, /127\.0\.0\.1|localhost|:\d{4}/, 'no address of the database on a public path');
      assert.equal((await probe(app, '/health')).status, 200, 'the process still answers');
    } finally {
      await app.close(); // with its database gone, as a stop during an outage
    }
  });
});
