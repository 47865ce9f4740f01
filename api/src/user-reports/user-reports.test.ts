import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { adminUsers, condos, outboxes, schedulerRuns, schedulers, userReports } from '../db/schema';
import { REPORT_TYPES } from '../routes/reports/kinds';
import { DEMO, startTestApp, type TestApp } from '../test/harness';
import { drawAs, ownLogo, userReportTypes } from './drawer';

const MB = '/tenants/marina-bay';
let t: TestApp;
let condoId: number;
let schedulerId: number;
const userId = async (email: string) =>
  (await t.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email)))[0]?.id;

before(async () => {
  t = await startTestApp({ schedulers: false });
  const db = t.database.db;
  condoId = (await db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, 'marina-bay')))[0]?.id ?? 0;
  await db
    .update(condos)
    .set({ configurations: sql`${condos.configurations} || '{"time_zone": "Asia/Singapore"}'::jsonb` })
    .where(eq(condos.id, condoId));
  // Only the reports a test makes are sent: the demo's own are switched off.
  await db.update(userReports).set({ status: 'inactive' }).where(eq(userReports.condoId, condoId));
  const [scheduler] = await db
    .update(schedulers)
    .set({ cronline: '0 8 * * 1' })
    .where(and(eq(schedulers.condoId, condoId), eq(schedulers.task, 'send_user_reports')))
    .returning({ id: schedulers.id });
  schedulerId = scheduler?.id ?? 0;
});
after(() => t.close());

async function createReport(reports: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${MB}/api/v1/reports`,
    headers: await t.authAs(DEMO.manager),
    payload: { reports },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { id: number };
}

/** Run now on the condo's "Send user reports" scheduler, then every job it leads to (draw, render, mail). */
async function runScheduler() {
  const response = await t.app.inject({
    method: 'POST',
    url: `${MB}/api/v1/schedulers/${schedulerId}/run`,
    headers: await t.authAs(DEMO.manager),
  });
  assert.equal(response.statusCode, 200, response.body);
  await t.app.jobs.drain();
  const [run] = await t.database.db
    .select()
    .from(schedulerRuns)
    .where(eq(schedulerRuns.schedulerId, schedulerId))
    .orderBy(desc(schedulerRuns.id))
    .limit(1);
  assert.ok(run, 'the scheduler ran');
  return run;
}

async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('User reports mailed on schedule (send_user_reports)', () => {
  test('every report type a user report may have is one the reports area can draw', async () => {
    assert.deepEqual([...(await userReportTypes())].sort(), [...REPORT_TYPES].sort());
  });

  test('each recipient gets the report as a PDF, listed in the Outbox; one who may not read its data is told why', async () => {
    const report = await createReport({
      name: 'Board weekly digest',
      report_type: 'consolidated',
      user_ids: [await userId(DEMO.manager), await userId(DEMO.viewer)],
    });
    const sentBefore = t.mail.sent.length;
    const run = await runScheduler();
    assert.equal(run.outcome, 'done', JSON.stringify(run.summary));
    assert.deepEqual(
      { ...(run.summary as object), from: undefined, to: undefined },
      {
        reports: 1,
        mails: 2,
        from: undefined,
        to: undefined,
      },
    );

    const mails = t.mail.sent.slice(sentBefore);
    assert.deepEqual(
      mails.map((mail) => mail.to.email),
      [DEMO.manager],
      'the Viewer may not read vehicle entries or alerts: no report is drawn for them',
    );
    const [mail] = mails;
    assert.match(mail?.subject ?? '', /^Your Weekly Update: Marina Bay .+, \d\d-\d\d-\d{4} to \d\d-\d\d-\d{4}$/);
    assert.match(mail?.text ?? '', /Board weekly digest/);
    const [attachment] = mail?.attachments ?? [];
    assert.match(attachment?.filename ?? '', /^Your Weekly Update \d\d-\d\d-\d{4} - \d\d-\d\d-\d{4}\.pdf$/);
    assert.equal(attachment?.contentType, 'application/pdf');
    const text = await pdfText(attachment?.content as Buffer);
    for (const expected of [
      'Your Weekly Update',
      'Marina Bay',
      'TOP ALERTS',
      // The weekly digest's footer is the company address (spec part 3 §2.2).
      'Harbourfront Avenue',
    ]) {
      assert.ok(text.includes(expected), `the PDF says "${expected}": ${text.slice(0, 400)}`);
    }

    const rows = await t.database.db
      .select({ email: outboxes.recipient, status: outboxes.status, lastError: outboxes.lastError })
      .from(outboxes)
      .where(and(eq(outboxes.condoId, condoId), like(outboxes.content, '%Board weekly digest%')));
    const byEmail = Object.fromEntries(rows.map((row) => [row.email.email, row]));
    assert.equal(byEmail[DEMO.manager]?.status, 'delivered');
    assert.equal(byEmail[DEMO.viewer]?.status, 'failed');
    assert.match(byEmail[DEMO.viewer]?.lastError ?? '', /^Report not made: .*You do not have permission/);
    await t.database.db.update(userReports).set({ status: 'inactive' }).where(eq(userReports.id, report.id));
  });

  test('run on a Monday at 08:00 (Singapore), it covers last Monday to Sunday of the condo time zone', async () => {
    const now = t.clock.now();
    const daysToMonday = (8 - now.getUTCDay()) % 7 || 7;
    const nextMonday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysToMonday);
    t.clock.advance(nextMonday - now.getTime());
    const run = await runScheduler();
    const { from, to } = run.summary as { from: string; to: string };
    const singapore = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000);
    assert.deepEqual(
      { from: singapore(from).toISOString(), to: singapore(to).toISOString() },
      {
        from: new Date(nextMonday - 7 * 86_400_000).toISOString(),
        to: new Date(nextMonday - 1).toISOString(),
      },
    );
  });

  test('an inactive report, or one with no users of the condo, sends nothing', async () => {
    await createReport({
      name: 'Switched off',
      report_type: 'alert',
      status: 'inactive',
      user_ids: [await userId(DEMO.manager)],
    });
    await createReport({ name: 'Nobody', report_type: 'alert', user_ids: [] });
    const sentBefore = t.mail.sent.length;
    const run = await runScheduler();
    assert.deepEqual((run.summary as { reports: number; mails: number }).mails, 0);
    assert.equal(t.mail.sent.length, sentBefore);
  });

  test('draws for two condos at the same time, each report with its own condo and only its data', async () => {
    const [other] = await t.database.db
      .select({ alias: condos.aliasName, name: condos.name })
      .from(condos)
      .where(sql`${condos.id} <> ${condoId}`)
      .limit(1);
    assert.ok(other, 'the demo has a second condo');
    const [marina] = await t.database.db
      .select({ alias: condos.aliasName, name: condos.name })
      .from(condos)
      .where(eq(condos.id, condoId));
    const admin = { id: (await userId(DEMO.admin)) ?? 0, email: DEMO.admin };
    const range = { from: new Date('2026-11-16T00:00:00Z'), to: new Date('2026-11-22T23:59:59.999Z') };
    const drawn = await Promise.all(
      [marina?.alias ?? '', other.alias, marina?.alias ?? '', other.alias].map((condo) =>
        drawAs(t.app, admin, { type: 'lnpr_vms', condo, range }),
      ),
    );
    assert.deepEqual(
      drawn.map((report) => report.condoName),
      [marina?.name, other.name, marina?.name, other.name],
    );
    assert.ok(drawn[0]?.html.includes(marina?.name ?? '?') && !drawn[0]?.html.includes(other.name));
    assert.ok(drawn[1]?.html.includes(other.name) && !drawn[1]?.html.includes(marina?.name ?? '?'));
    // The same condo drawn twice at once gives the same report (its text and tables: a chart's SVG names its instance).
    const html = (index: number) => drawn[index]?.html.replace(/<svg[\s\S]*?<\/svg>/g, '<svg/>');
    assert.equal(html(2), html(0));
    assert.equal(html(3), html(1));
  });

  test('a mailed report carries the demo condo’s logo inline; a logo elsewhere is left out, never fetched', async () => {
    const admin = { id: (await userId(DEMO.admin)) ?? 0, email: DEMO.admin };
    const range = { from: new Date('2026-11-16T00:00:00Z'), to: new Date('2026-11-22T23:59:59.999Z') };
    const [marina] = await t.database.db.select().from(condos).where(eq(condos.id, condoId));
    assert.match(marina?.logoUrl ?? '', /^\/gateway\/demo_logos\/MB_[0-9A-F]{6}\.svg$/);
    const drawn = await drawAs(t.app, admin, { type: 'lnpr_vms', condo: marina?.aliasName ?? '', range });
    const [, svg] =
      /<img src="data:image\/svg\+xml;base64,([^"]+)" alt="Marina Bay Residences logo"/.exec(drawn.html) ?? [];
    assert.match(Buffer.from(svg ?? '', 'base64').toString(), /<svg[^>]*>.*>MB<\/text><\/svg>$/);

    for (const elsewhere of ['https://cdn.example/logo.png', '/gateway/admin/condos', '/gateway/../public_key']) {
      assert.equal(await ownLogo(t.app, elsewhere), undefined, elsewhere);
    }
  });
});
