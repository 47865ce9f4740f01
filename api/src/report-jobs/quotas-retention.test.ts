import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { and, asc, desc, eq, inArray, like } from 'drizzle-orm';
import {
  adminUsers,
  bmsReports,
  condoMemberships,
  condos,
  jobs,
  outboxes,
  roleGroups,
  schedulerRuns,
  schedulers,
} from '../db/schema';
import { DAY_MS } from '../db/time';
import { enqueueMany } from '../jobs';
import { CALL_LOG_REPORT_QUEUE } from '../routes/call-logs/report';
import { attachApp, DEMO, startTestApp, type TestApp } from '../test/harness';
import { callLogReportKey, s3Storage } from './storage';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
const RANGE = 'from_time=2020-03-02T00:00:00.000Z&to_time=2020-03-08T23:59:59.000Z';

/** Each user may ask for 2 of each kind a minute; each condo may have 3 of each kind waiting or running. */
let t: TestApp;
const condoIds: Record<string, number> = {};
before(async () => {
  t = await startTestApp({
    schedulers: false,
    rateLimits: { reportsPerUserPerMinute: 2, reportsQueuedPerCondo: 3 },
  });
  const { db } = t.database;
  for (const row of await db.select({ id: condos.id, alias: condos.aliasName }).from(condos)) {
    condoIds[row.alias] = row.id;
  }
  // The manager manages orchid-gardens too: one user in two condos.
  const [manager] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, DEMO.manager));
  const [group] = await db.select({ id: roleGroups.id }).from(roleGroups).where(eq(roleGroups.name, 'Condo Manager'));
  await db.insert(condoMemberships).values({
    adminUserId: manager?.id as number,
    condoId: condoIds['orchid-gardens'] as number,
    roleGroupId: group?.id as number,
  });
});
after(() => t.close());

async function postReport(as: string, condo = MB) {
  return t.app.inject({
    method: 'POST',
    url: `${condo}/api/v1/bms_reports`,
    headers: await t.authAs(as),
    payload: { content: '<!doctype html><p>Report</p>' },
  });
}
async function askCallLogReport(as: string, condo = MB) {
  return t.app.inject({
    method: 'GET',
    url: `${condo}/api/v1/call_logs/generate_report?${RANGE}`,
    headers: await t.authAs(as),
  });
}
/** No report and no job left by another test: each test counts its own. */
async function clearReports() {
  await t.database.db.delete(bmsReports);
  await t.database.db.delete(jobs);
}
const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

// The per-user counts run on from test to test within the minute: the manager uses up theirs, the condo admin asks
// once in each test of a kind, and the super admin's asks go to the condo caps.
describe('Quotas of report jobs and call-log reports', () => {
  test('a user’s 3rd report job in a minute is a 429 that says why, in any condo; another user is not limited', async () => {
    await clearReports();
    const mine = [await postReport(DEMO.manager), await postReport(DEMO.manager), await postReport(DEMO.manager)];
    assert.deepEqual(statuses(mine), [200, 200, 429]);
    assert.match(
      mine[2]?.json().message,
      /^You have asked for 2 reports in the last minute, the most allowed\. Try again in \d+ (second|minute)s?\.$/,
    );
    assert.equal((await postReport(DEMO.manager, OG)).statusCode, 429, 'the limit is the user’s, not the condo’s');
    assert.equal((await postReport(DEMO.condoAdmin)).statusCode, 200);
    const queued = await t.database.db.select().from(bmsReports);
    assert.equal(queued.length, 3, 'a refused request queues nothing');
  });

  test('a user’s 3rd call-log report in a minute is a 429 that says why', async () => {
    await clearReports();
    const mine = [
      await askCallLogReport(DEMO.manager),
      await askCallLogReport(DEMO.manager),
      await askCallLogReport(DEMO.manager),
    ];
    assert.deepEqual(statuses(mine), [200, 200, 429]);
    assert.match(mine[2]?.json().message, /^You have asked for 2 call log reports in the last minute/);
    assert.equal((await askCallLogReport(DEMO.condoAdmin)).statusCode, 200);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.queue, CALL_LOG_REPORT_QUEUE));
    assert.equal(queued.length, 3);
  });

  test('a condo with 3 reports waiting or rendering refuses another (429) until one is done; other condos do not', async () => {
    await clearReports();
    const condoId = condoIds['marina-bay'] as number;
    const report = (status: 'queued' | 'rendering' | 'ready' | 'failed') => ({ condoId, content: 'x', status });
    const [first] = await t.database.db
      .insert(bmsReports)
      .values([report('queued'), report('rendering'), report('queued'), report('ready'), report('failed')])
      .returning({ id: bmsReports.id });
    const refused = await postReport(DEMO.admin);
    assert.equal(refused.statusCode, 429);
    assert.equal(
      refused.json().message,
      'This condo already has 3 reports being prepared, the most allowed at once. Try again when one of them is done.',
    );
    assert.equal((await postReport(DEMO.admin, OG)).statusCode, 200);
    await t.database.db
      .update(bmsReports)
      .set({ status: 'ready' })
      .where(eq(bmsReports.id, first?.id as string));
    assert.equal((await postReport(DEMO.condoAdmin)).statusCode, 200);
  });

  test('a condo with 3 call-log reports waiting or being made refuses another (429) until one is mailed', async () => {
    await clearReports();
    const payload = { condoId: condoIds['marina-bay'] as number };
    const [first] = await enqueueMany(t.database.db, CALL_LOG_REPORT_QUEUE, [payload, payload, payload, payload]);
    await t.database.db
      .update(jobs)
      .set({ status: 'done' })
      .where(eq(jobs.id, (first as number) + 3));
    const refused = await askCallLogReport(DEMO.admin);
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().message, /^This condo already has 3 call log reports being prepared/);
    assert.equal((await askCallLogReport(DEMO.admin, OG)).statusCode, 200);
    await t.database.db
      .update(jobs)
      .set({ status: 'failed' })
      .where(eq(jobs.id, first as number));
    assert.equal((await askCallLogReport(DEMO.condoAdmin)).statusCode, 200);
  });
});

describe('Retention: the reports/purge_expired task', () => {
  test('deletes the reports older than 30 days with their PDFs, of every condo, and keeps the recent ones', async () => {
    await clearReports();
    const now = t.clock.now().getTime();
    const { storage } = t.app.reports;
    const stored = async (alias: string, ageDays: number) => {
      const id = randomUUID();
      const condoId = condoIds[alias] as number;
      const fileKey = `${condoId}/${id}.pdf`;
      await storage.put(fileKey, Buffer.from(`%PDF ${alias} ${ageDays}`));
      const createdAt = new Date(now - ageDays * DAY_MS);
      await t.database.db
        .insert(bmsReports)
        .values({ id, condoId, content: '<p>x</p>', status: 'ready', fileKey, createdAt, updatedAt: createdAt });
      return { id, fileKey };
    };
    const old = await stored('marina-bay', 31);
    const theirsOld = await stored('orchid-gardens', 45);
    const recent = await stored('marina-bay', 29);
    const failedOld = new Date(now - 40 * DAY_MS);
    const [failed] = await t.database.db
      .insert(bmsReports)
      .values({ condoId: condoIds['marina-bay'] as number, content: 'x', status: 'failed', createdAt: failedOld })
      .returning({ id: bmsReports.id });

    // The demo condos run it every night; Run now runs it at once.
    const [purge] = await t.database.db
      .select({ id: schedulers.id })
      .from(schedulers)
      .where(and(eq(schedulers.condoId, condoIds['marina-bay'] as number), eq(schedulers.task, 'purge_expired')));
    assert.ok(purge, 'the demo schedulers include the purge');
    const ran = await t.app.inject({
      method: 'POST',
      url: `${MB}/api/v1/schedulers/${purge.id}/run`,
      headers: await t.authAs(DEMO.manager),
    });
    assert.equal(ran.statusCode, 200, ran.body);
    await t.app.jobs.drain();

    const left = await t.database.db
      .select({ id: bmsReports.id })
      .from(bmsReports)
      .where(inArray(bmsReports.id, [old.id, theirsOld.id, recent.id, failed?.id as string]));
    assert.deepEqual(
      left.map((row) => row.id),
      [recent.id],
    );
    assert.equal(await storage.read?.(old.fileKey), null);
    assert.equal(await storage.read?.(theirsOld.fileKey), null);
    assert.equal(String(await storage.read?.(recent.fileKey)), '%PDF marina-bay 29');
    const [run] = await t.database.db.select().from(schedulerRuns).where(eq(schedulerRuns.schedulerId, purge.id));
    assert.equal(run?.outcome, 'done');
    assert.deepEqual({ deleted: run?.summary?.deleted, files: run?.summary?.files }, { deleted: 3, files: 2 });
  });

  test('deletes the call-log reports’ CSVs older than 30 days with their jobs, and keeps the recent ones', async () => {
    await clearReports();
    // Same database and report folder, without this file's low quotas.
    const other = await attachApp(t, { schedulers: false });
    try {
      const { db } = t.database;
      const { storage } = other.app.reports;
      for (let i = 0; i < 2; i++) {
        const asked = await other.app.inject({
          method: 'GET',
          url: `${MB}/api/v1/call_logs/generate_report?${RANGE}`,
          headers: await t.authAs(DEMO.manager),
        });
        assert.equal(asked.statusCode, 200, asked.body);
      }
      await other.app.jobs.drain();
      const [old, recent] = await db
        .select({ id: jobs.id, status: jobs.status })
        .from(jobs)
        .where(eq(jobs.queue, CALL_LOG_REPORT_QUEUE))
        .orderBy(asc(jobs.id));
      assert.deepEqual([old?.status, recent?.status], ['done', 'done']);
      const condoId = condoIds['marina-bay'] as number;
      const oldKey = callLogReportKey(condoId, old?.id as number);
      const recentKey = callLogReportKey(condoId, recent?.id as number);
      // The files the mails carry, as the Outbox keeps them.
      const mailed = await db
        .select({ attachments: outboxes.attachments })
        .from(outboxes)
        .where(like(outboxes.subject, 'Call log report:%'));
      const keys = mailed.flatMap((row) => row.attachments.map((attachment) => attachment.key));
      assert.ok(keys.includes(oldKey) && keys.includes(recentKey), `${keys}`);
      assert.match(String(await storage.read?.(oldKey)), /^\uFEFFResident name,/);

      const now = other.clock.now().getTime();
      const age = (id: number, days: number) =>
        db
          .update(jobs)
          .set({ createdAt: new Date(now - days * DAY_MS) })
          .where(eq(jobs.id, id));
      await age(old?.id as number, 31);
      await age(recent?.id as number, 29);
      // A report that failed before storing its CSV: nothing to delete, and no error.
      const [failedId] = await enqueueMany(db, CALL_LOG_REPORT_QUEUE, [{ condoId }]);
      await db
        .update(jobs)
        .set({ status: 'failed', createdAt: new Date(now - 40 * DAY_MS) })
        .where(eq(jobs.id, failedId as number));

      const [purge] = await db
        .select({ id: schedulers.id })
        .from(schedulers)
        .where(and(eq(schedulers.condoId, condoId), eq(schedulers.task, 'purge_expired')));
      const ran = await other.app.inject({
        method: 'POST',
        url: `${MB}/api/v1/schedulers/${purge?.id}/run`,
        headers: await t.authAs(DEMO.manager),
      });
      assert.equal(ran.statusCode, 200, ran.body);
      await other.app.jobs.drain();

      assert.equal(await storage.read?.(oldKey), null, 'the CSV of 31 days ago is deleted');
      assert.match(String(await storage.read?.(recentKey)), /^\uFEFFResident name,/, 'the one of 29 days is kept');
      const left = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.queue, CALL_LOG_REPORT_QUEUE));
      assert.deepEqual(
        left.map((row) => row.id),
        [recent?.id],
      );
      const [run] = await db
        .select()
        .from(schedulerRuns)
        .where(eq(schedulerRuns.schedulerId, purge?.id as number))
        .orderBy(desc(schedulerRuns.id))
        .limit(1);
      assert.equal(run?.outcome, 'done');
      assert.equal(run?.summary?.callLogReports, 2, 'the two expired call-log reports, the failed one without a file');
    } finally {
      await other.app.close();
    }
  });

  test('the S3 store deletes with a signed DELETE; a missing object is no error, a refusal is', async () => {
    const requests: Request[] = [];
    let status = 204;
    const storage = s3Storage({
      endpoint: 'http://s3.test',
      bucket: 'condo-reports',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      fetch: async (input) => {
        requests.push(input as Request);
        return new Response(null, { status });
      },
    });
    await storage.delete('1/report.pdf');
    assert.equal(requests[0]?.method, 'DELETE');
    assert.equal(requests[0]?.url, 'http://s3.test/condo-reports/reports/1/report.pdf');
    assert.match(requests[0]?.headers.get('authorization') ?? '', /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    status = 404;
    await storage.delete('1/report.pdf');
    status = 403;
    await assert.rejects(storage.delete('1/report.pdf'), /S3 DELETE 1\/report\.pdf: 403/);
  });
});
