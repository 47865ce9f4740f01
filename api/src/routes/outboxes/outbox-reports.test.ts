import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, gte, lte } from 'drizzle-orm';
import { condos, outboxes } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
// The fixture lives in a week of 2020, where the demo generator (the weeks before today) never writes.
const RANGE = 'from_time=2020-03-02&to_time=2020-03-08';

type Fixture = [medium: 'sms' | 'mail' | 'whatsapp' | 'ivr' | 'fcm', at: string];
const TYPES = { sms: 'SmsSent', mail: 'MailSent', whatsapp: 'WhatsappSent', ivr: 'IvrCall', fcm: 'FcmSent' };
const MINE: Fixture[] = [
  ['sms', '2020-03-01T23:59:59Z'], // the day before the range
  ['sms', '2020-03-02T10:00:00Z'],
  ['sms', '2020-03-02T11:00:00Z'],
  ['mail', '2020-03-02T12:00:00Z'],
  ['whatsapp', '2020-03-04T09:00:00Z'],
  ['ivr', '2020-03-04T23:59:59Z'],
  ['sms', '2020-03-05T00:00:00Z'],
  ['fcm', '2020-03-06T08:00:00Z'], // counted in the total, not a report medium
  ['mail', '2020-03-08T23:00:00Z'],
  ['sms', '2020-03-09T00:30:00Z'], // the day after the range
];
const THEIRS: Fixture[] = [
  ['sms', '2020-03-02T10:00:00Z'],
  ['sms', '2020-03-03T10:00:00Z'],
  ['mail', '2020-03-03T11:00:00Z'],
];

let t: TestApp;
const condoIds: Record<string, number> = {};
const mineIds: number[] = [];

async function insertFixture(alias: string, fixture: Fixture[]) {
  const rows = await t.database.db
    .insert(outboxes)
    .values(
      fixture.map(([medium, at]) => ({
        condoId: condoIds[alias] as number,
        from: medium === 'mail' ? ['noreply@demo.condo'] : 'SmartCondo',
        recipient: { full_name: 'Fixture Person', phone: '6590000000' },
        medium,
        status: 'delivered',
        type: TYPES[medium],
        recipientType: 'resident',
        createdAt: new Date(at),
        updatedAt: new Date(at),
      })),
    )
    .returning({ id: outboxes.id });
  return rows.map((row) => row.id);
}

before(async () => {
  t = await startTestApp();
  for (const alias of ['marina-bay', 'orchid-gardens']) {
    const [condo] = await t.database.db.select().from(condos).where(eq(condos.aliasName, alias));
    condoIds[alias] = condo?.id as number;
  }
  mineIds.push(...(await insertFixture('marina-bay', MINE)));
  await insertFixture('orchid-gardens', THEIRS);
});
after(() => t.close());

async function get(url: string, email: string = DEMO.admin) {
  return t.app.inject({ method: 'GET', url, headers: await t.authAs(email) });
}

const zeros = { sms: 0, mail: 0, whatsapp: 0, ivr: 0 };

describe('GET /api/v1/outboxes/total', () => {
  test('counts every message of the inclusive days, whatever the medium', async () => {
    const response = await get(`${MB}/api/v1/outboxes/total?${RANGE}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { data: { count: 8 } });
  });

  test('takes date-times as they are, and the other condo counts only its own', async () => {
    const narrow = await get(`${MB}/api/v1/outboxes/total?from_time=2020-03-02T10:30:00Z&to_time=2020-03-04T23:59:59Z`);
    assert.deepEqual(narrow.json(), { data: { count: 4 } });
    assert.deepEqual((await get(`${OG}/api/v1/outboxes/total?${RANGE}`)).json(), { data: { count: 3 } });
  });

  test('static paths do not clash with /api/v1/outboxes/:id', async () => {
    const message = await get(`${MB}/api/v1/outboxes/${mineIds[1]}`);
    assert.equal(message.statusCode, 200);
    assert.equal(message.json().data.medium, 'sms');
  });
});

describe('GET /api/v1/outboxes/outbox_report', () => {
  test('every day of the range, in order, with its messages per medium', async () => {
    const response = await get(`${MB}/api/v1/outboxes/outbox_report?${RANGE}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data, [
      { date: '2020-03-02', ...zeros, sms: 2, mail: 1 },
      { date: '2020-03-03', ...zeros },
      { date: '2020-03-04', ...zeros, whatsapp: 1, ivr: 1 },
      { date: '2020-03-05', ...zeros, sms: 1 },
      { date: '2020-03-06', ...zeros },
      { date: '2020-03-07', ...zeros },
      { date: '2020-03-08', ...zeros, mail: 1 },
    ]);
  });

  test("orchid-gardens' report holds only its own messages", async () => {
    const { data } = (await get(`${OG}/api/v1/outboxes/outbox_report?from_time=2020-03-02&to_time=2020-03-03`)).json();
    assert.deepEqual(data, [
      { date: '2020-03-02', ...zeros, sms: 1 },
      { date: '2020-03-03', ...zeros, sms: 1, mail: 1 },
    ]);
  });
});

describe('GET /api/v1/outboxes/aggs', () => {
  test('all four medium buckets, zeros included, by doc_count then key', async () => {
    const response = await get(`${MB}/api/v1/outboxes/aggs?${RANGE}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      data: {
        medium: {
          medium: {
            buckets: [
              { key: 'Sms', doc_count: 3 },
              { key: 'Mail', doc_count: 2 },
              { key: 'Ivr', doc_count: 1 },
              { key: 'WhatsApp', doc_count: 1 },
            ],
          },
        },
      },
    });
    const empty = (await get(`${MB}/api/v1/outboxes/aggs?from_time=2020-03-06&to_time=2020-03-07`)).json();
    assert.deepEqual(
      empty.data.medium.medium.buckets,
      ['Ivr', 'Mail', 'Sms', 'WhatsApp'].map((key) => ({ key, doc_count: 0 })),
    );
  });
});

describe('GET /api/v1/outboxes/count (analytics "Most Sms Count")', () => {
  test('a bare number: the SMS messages of the range', async () => {
    assert.deepEqual((await get(`${MB}/api/v1/outboxes/count?${RANGE}`)).json(), { data: 3 });
    assert.deepEqual((await get(`${OG}/api/v1/outboxes/count?${RANGE}`)).json(), { data: 2 });
  });

  test('without a range, the current UTC month up to now', async () => {
    const now = t.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const expected = await t.database.db.$count(
      outboxes,
      and(
        eq(outboxes.condoId, condoIds['marina-bay'] as number),
        eq(outboxes.medium, 'sms'),
        gte(outboxes.createdAt, monthStart),
        lte(outboxes.createdAt, now),
      ),
    );
    const response = await get(`${MB}/api/v1/outboxes/count`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { data: expected });
  });
});

describe('outbox report calls: refusals', () => {
  const paths = ['total', 'outbox_report', 'aggs', 'count'];

  test('the viewer role has outboxes index and show only: 403', async () => {
    for (const path of paths) {
      const response = await get(`${MB}/api/v1/outboxes/${path}?${RANGE}`, DEMO.viewer);
      assert.equal(response.statusCode, 403, path);
    }
  });

  test('more than 30 days, or more than 6 for a week, is 422', async () => {
    for (const path of paths) {
      const month = await get(`${MB}/api/v1/outboxes/${path}?from_time=2020-03-01&to_time=2020-04-01`);
      assert.equal(month.statusCode, 422, path);
      const week = await get(`${MB}/api/v1/outboxes/${path}?from_time=2020-03-02&to_time=2020-03-09&date_type=week`);
      assert.equal(week.statusCode, 422, path);
      const six = await get(`${MB}/api/v1/outboxes/${path}?${RANGE}&date_type=week`);
      assert.equal(six.statusCode, 200, path);
    }
  });

  test('an unknown condo is 404', async () => {
    for (const path of paths) {
      assert.equal((await get(`/tenants/no-such-condo/api/v1/outboxes/${path}?${RANGE}`)).statusCode, 404, path);
    }
  });
});
