import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { HEAVY_CALLS } from '../test/activity-heavy-calls';
import { DEMO, startTestApp, type TestApp } from '../test/harness';
import { captureStatements, explainStatement, type Statement } from '../test/query-plans';

// The heaviest report and analytics calls read the site-activity tables through an index: each call's SQL, captured
// as it runs on the demo data, is EXPLAINed with sequential scans priced out (as they are on a big table), so a
// sequential scan still chosen means no index serves it. bench/site-activity.mjs checks the same plans on a year of
// data, where the planner chooses freely.
let t: TestApp;
let overStay: number;

before(async () => {
  t = await startTestApp();
  const result = await t.database.db.execute(sql`SELECT id FROM alert_groups WHERE name = 'Over Stay'`);
  overStay = (result as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
});
after(() => t.close());

describe('query plans of the heaviest site-activity calls', () => {
  for (const call of HEAVY_CALLS) {
    test(`${call.name} reads through indexes`, async () => {
      const to = new Date();
      const from = new Date(to.getTime() - 30 * 86_400_000);
      const path = call.path.replace('{overStay}', String(overStay));
      const url = `/tenants/marina-bay${path}${path.includes('?') ? '&' : '?'}from_time=${from.toISOString()}&to_time=${to.toISOString()}`;
      const headers = await t.authAs(DEMO.admin);
      const statements: Statement[] = [];
      const stop = captureStatements(t.database, statements);
      const response = await t.app.inject({ method: 'GET', url, headers });
      stop();
      assert.equal(response.statusCode, 200, response.body);
      const activity = statements.filter((s) => /vehicle_entries|visits|visitors|alerts|invites/.test(s.text));
      assert.ok(activity.length > 0, 'the call reads site-activity tables');
      for (const statement of activity) {
        assert.deepEqual(await explainStatement(t.database, statement, { noSeqScan: true }), [], statement.text);
      }
    });
  }
});
