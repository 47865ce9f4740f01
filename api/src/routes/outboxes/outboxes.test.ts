import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { adminUsers, condoMemberships, condos, outboxes, roleGroups } from '../../db/schema';
import { DAY_MS } from '../../db/time';
import { HOSTILE_MAIL_SUBJECT } from '../../seed/demo-messages';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

const MB = '/tenants/marina-bay';
let t: TestApp;
let marinaBayId: number;

before(async () => {
  t = await startTestApp();
  const [condo] = await t.database.db.select().from(condos).where(eq(condos.aliasName, 'marina-bay'));
  marinaBayId = condo?.id as number;
});
after(() => t.close());

async function get(path: string, email: string = DEMO.manager) {
  return t.app.inject({ method: 'GET', url: `${MB}${path}`, headers: await t.authAs(email) });
}

const weekRange = () => {
  const to = t.clock.now();
  return { from: new Date(to.getTime() - 7 * DAY_MS), to };
};

/** The messages of the range and types straight from the table, counted here rather than by the route's query. */
async function rowsIn(from: Date, to: Date, types: string[]) {
  return t.database.db
    .select({ status: outboxes.status, medium: outboxes.medium, name: outboxes.recipientName })
    .from(outboxes)
    .where(
      and(
        eq(outboxes.condoId, marinaBayId),
        gte(outboxes.createdAt, from),
        lt(outboxes.createdAt, to),
        inArray(outboxes.recipientType, types),
      ),
    );
}

function tally(values: string[]) {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe('GET /api/v1/outboxes (camelCase query of spec part 1 §7)', () => {
  test('pages the range newest first with total_entries and aggregations equal to independent counts', async () => {
    const { from, to } = weekRange();
    const query = `fromTime=${from.toISOString()}&toTime=${to.toISOString()}&perPage=10&page=2&recipient_type=resident`;
    const response = await get(`/api/v1/outboxes?${query}`);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    const rows = await rowsIn(from, to, ['resident']);
    assert.ok(rows.length > 100, 'the demo week has resident messages');
    assert.equal(body.total_entries, rows.length);
    assert.equal(body.data.length, 10);
    assert.ok(body.data.every((m: { recipient_type: string }) => m.recipient_type === 'resident'));
    const times = body.data.map((m: { created_at: string }) => Date.parse(m.created_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );

    const statusCounts = tally(rows.map((row) => row.status));
    assert.deepEqual(
      new Map(body.aggregation.status.buckets.map((b: { key: string; doc_count: number }) => [b.key, b.doc_count])),
      statusCounts,
    );
    const mediumCounts = tally(rows.map((row) => row.medium));
    assert.deepEqual(
      new Map(body.aggregation.medium.buckets.map((b: { key: string; doc_count: number }) => [b.key, b.doc_count])),
      mediumCounts,
    );
    const names = tally(rows.map((row) => row.name ?? ''));
    const recipients = body.aggregation['recipient.full_name'].buckets as { key: string; doc_count: number }[];
    assert.ok(recipients.length > 0 && recipients.length <= 50);
    for (const bucket of recipients) assert.equal(bucket.doc_count, names.get(bucket.key));
    const top = Math.max(...names.values());
    assert.equal(recipients[0]?.doc_count, top);
  });

  test('defaults to the user tab; the visitor tab sends invitee and visitor', async () => {
    const { from, to } = weekRange();
    const range = `fromTime=${from.toISOString()}&toTime=${to.toISOString()}&perPage=100`;
    const users = (await get(`/api/v1/outboxes?${range}`)).json();
    assert.ok(users.data.every((m: { recipient_type: string }) => m.recipient_type === 'user'));
    assert.equal(users.total_entries, (await rowsIn(from, to, ['user'])).length);

    const visitors = (await get(`/api/v1/outboxes?${range}&recipient_type=invitee,visitor`)).json();
    const types = new Set(visitors.data.map((m: { recipient_type: string }) => m.recipient_type));
    assert.deepEqual([...types].sort(), ['invitee', 'visitor']);
    assert.equal(visitors.total_entries, (await rowsIn(from, to, ['invitee', 'visitor'])).length);
  });

  test('column filters narrow the rows and the total, but not the aggregations', async () => {
    const { from, to } = weekRange();
    const base = `fromTime=${from.getTime()}&toTime=${to.getTime()}&recipient_type=resident&perPage=500`;
    const all = (await get(`/api/v1/outboxes?${base}`)).json();
    const filtered = (
      await get(`/api/v1/outboxes?${base}&selectedStatus=failed,undelivered&selectedMedium=sms`)
    ).json();
    const rows = await rowsIn(from, to, ['resident']);
    const expected = rows.filter((r) => ['failed', 'undelivered'].includes(r.status) && r.medium === 'sms').length;
    assert.ok(expected > 0);
    assert.equal(filtered.total_entries, expected);
    assert.ok(
      filtered.data.every(
        (m: { status: string; medium: string }) => ['failed', 'undelivered'].includes(m.status) && m.medium === 'sms',
      ),
    );
    assert.deepEqual(filtered.aggregation, all.aggregation);

    const name = all.aggregation['recipient.full_name'].buckets[0].key;
    const byRecipient = (await get(`/api/v1/outboxes?${base}&selectedRecipient=${encodeURIComponent(name)}`)).json();
    assert.equal(byRecipient.total_entries, all.aggregation['recipient.full_name'].buckets[0].doc_count);
    assert.ok(byRecipient.data.every((m: { recipient: { full_name: string } }) => m.recipient.full_name === name));
  });

  test('search matches the recipient and the subject', async () => {
    const response = await get(`/api/v1/outboxes?search=${encodeURIComponent('embedded content')}`);
    const { data, total_entries } = response.json();
    assert.equal(total_entries, 1);
    assert.equal(data[0].subject, HOSTILE_MAIL_SUBJECT);
  });

  test('bad times and ranges are 422 with a message', async () => {
    const bad = await get('/api/v1/outboxes?fromTime=yesterday');
    assert.equal(bad.statusCode, 422);
    const reversed = await get('/api/v1/outboxes?fromTime=2026-11-20T00:00:00Z&toTime=2026-11-01T00:00:00Z');
    assert.equal(reversed.statusCode, 422);
    assert.equal(reversed.json().message, 'fromTime must not be after toTime');
    assert.equal((await get('/api/v1/outboxes?perPage=501')).statusCode, 422);
  });
});

describe('GET /api/v1/outboxes/sent_messages (snake_case arrays)', () => {
  test('filters by medium[], status[], recipient_type[] and pages by per_page', async () => {
    const { from, to } = weekRange();
    const query = `from_time=${from.toISOString()}&to_time=${to.toISOString()}&medium[]=mail&status[]=delivered&recipient_type[]=user&recipient_type[]=resident&per_page=25`;
    const response = await get(`/api/v1/outboxes/sent_messages?${query}`);
    assert.equal(response.statusCode, 200);
    const { data, total_entries } = response.json();
    const rows = (await rowsIn(from, to, ['user', 'resident'])).filter(
      (r) => r.medium === 'mail' && r.status === 'delivered',
    );
    assert.equal(total_entries, rows.length);
    assert.equal(data.length, Math.min(25, rows.length));
    assert.ok(data.every((m: { medium: string; status: string }) => m.medium === 'mail' && m.status === 'delivered'));
  });
});

describe('GET /api/v1/outboxes/{id}', () => {
  test('a mail: from as a list, recipient e-mail, msg_id, and its status history oldest first', async () => {
    const [mail] = await t.database.db.select().from(outboxes).where(eq(outboxes.subject, HOSTILE_MAIL_SUBJECT));
    const response = await get(`/api/v1/outboxes/${mail?.id}`);
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.ok(Array.isArray(data.from));
    assert.equal(data.recipient.email, 'admin@demo.condo');
    assert.equal(data.msg_id, '<newsletter-2026-11@smartcondo.local>');
    assert.deepEqual(
      data.history.map((event: { status: string }) => event.status),
      ['queued', 'sending', 'sent', 'delivered'],
    );
    assert.match(data.content, /<script>/, 'the body is returned as stored; the console renders it inert');
  });

  test("another condo's message is 404, and a stranger to the condo gets 404", async () => {
    const [other] = await t.database.db
      .select({ id: outboxes.id })
      .from(outboxes)
      .innerJoin(condos, eq(condos.id, outboxes.condoId))
      .where(eq(condos.aliasName, 'orchid-gardens'))
      .limit(1);
    assert.equal((await get(`/api/v1/outboxes/${other?.id}`)).statusCode, 404);
    const stranger = await t.app.inject({
      url: '/tenants/orchid-gardens/api/v1/outboxes',
      headers: await t.authAs(DEMO.manager),
    });
    assert.equal(stranger.statusCode, 404);
  });

  test('a member whose role lacks outboxes index/show is refused with 403', async () => {
    const [group] = await t.database.db
      .insert(roleGroups)
      .values({ name: 'No Messages', type: 'UserRoleGroup', permissions: { 'api/v1/condos': ['show'] } })
      .returning();
    const [viewer] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.email, DEMO.viewer));
    await t.database.db
      .update(condoMemberships)
      .set({ roleGroupId: group?.id as number })
      .where(and(eq(condoMemberships.adminUserId, viewer?.id as number), eq(condoMemberships.condoId, marinaBayId)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal((await get('/api/v1/outboxes', DEMO.viewer)).statusCode, 403);
    assert.equal((await get('/api/v1/outboxes/1', DEMO.viewer)).statusCode, 403);
  });
});
