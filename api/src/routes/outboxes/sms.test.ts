import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, desc, eq, notExists } from 'drizzle-orm';
import { condos, outboxEvents, outboxes, residents, suppressionLists } from '../../db/schema';
import { createRecordingTransport, TransportError } from '../../delivery/transports';
import { DEMO_SMS } from '../../seed/demo-messaging-people';
import { DEMO, startTestApp, type TestApp, waitFor } from '../../test/harness';

const MB = '/tenants/marina-bay';
const sms = createRecordingTransport();
let t: TestApp;
before(async () => {
  t = await startTestApp({ transports: { sms }, workers: { pollMs: 20, backoff: { baseMs: 50 } } });
});
after(() => t.close());

async function residentOf(alias: string, phone?: string) {
  const [row] = await t.database.db
    .select({ id: residents.id, phone: residents.phone, countryCode: residents.countryCode })
    .from(residents)
    .innerJoin(condos, eq(condos.id, residents.condoId))
    .where(and(eq(condos.aliasName, alias), phone ? eq(residents.phone, phone) : undefined))
    .orderBy(asc(residents.id))
    .limit(1);
  assert.ok(row, `a resident of ${alias}`);
  return row;
}

async function send(body: object, as: string = DEMO.manager, condo = MB) {
  return t.app.inject({
    method: 'POST',
    url: `${condo}/api/v1/outboxes/send_sms`,
    headers: await t.authAs(as),
    payload: body,
  });
}

const smsTo = (resident: { id: number; phone: string }, content = 'Your parcel is at the guard house') => ({
  phone: resident.phone,
  country_code: 65,
  recipient_type: 'resident',
  recipient_id: resident.id,
  content,
});

const outbox = async (id: number) => {
  const [row] = await t.database.db.select().from(outboxes).where(eq(outboxes.id, id));
  assert.ok(row, `outbox ${id}`);
  return row;
};
const history = async (id: number) =>
  (
    await t.database.db
      .select({ status: outboxEvents.status })
      .from(outboxEvents)
      .where(eq(outboxEvents.outboxId, id))
      .orderBy(asc(outboxEvents.id))
  ).map((event) => event.status);
const settled = (id: number) =>
  waitFor(
    async () => ['delivered', 'failed', 'undelivered'].includes((await outbox(id)).status),
    5000,
    `message ${id}`,
  );

describe('Send SMS', () => {
  test('looks a resident up by phone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${MB}/api/v1/residents/${DEMO_SMS.resident.phone}/phone`,
      headers: await t.authAs(DEMO.manager),
    });
    assert.equal(response.statusCode, 200, response.body);
    const resident = await residentOf('marina-bay', DEMO_SMS.resident.phone);
    assert.deepEqual(response.json().data, { id: resident.id, country_code: 65, name: DEMO_SMS.resident.name });
    const missing = await t.app.inject({
      method: 'GET',
      url: `${MB}/api/v1/residents/12345/phone`,
      headers: await t.authAs(DEMO.manager),
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'No resident with this phone number');
  });

  test('queues the SMS (body not wrapped) and walks it to delivered', async () => {
    const resident = await residentOf('marina-bay', DEMO_SMS.resident.phone);
    const response = await send(smsTo(resident));
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.message, 'SMS queued for delivery');
    assert.equal(body.data.status, 'queued');
    await settled(body.data.id);
    const row = await outbox(body.data.id);
    assert.equal(row.status, 'delivered');
    assert.equal(row.medium, 'sms');
    assert.equal(row.type, 'SmsSent');
    assert.equal(row.recipientType, 'resident');
    assert.equal(row.attempts, 1);
    assert.ok(row.msgId);
    assert.deepEqual(await history(row.id), ['queued', 'sending', 'sent', 'delivered']);
    const sent = sms.sent.find((message) => message.text === 'Your parcel is at the guard house');
    assert.equal(sent?.to.phone, `+65${DEMO_SMS.resident.phone}`);
  });

  test('refuses bad input with 422', async () => {
    const resident = await residentOf('marina-bay', DEMO_SMS.resident.phone);
    const bad = [
      { ...smsTo(resident), phone: '9123abcd' },
      { ...smsTo(resident), phone: '9123456789012' },
      { ...smsTo(resident), content: 'x'.repeat(401) },
      { ...smsTo(resident), content: '' },
      { ...smsTo(resident), country_code: 44 },
      { ...smsTo(resident), recipient_type: 'visitor' },
      {},
    ];
    for (const body of bad) {
      const response = await send(body);
      assert.equal(response.statusCode, 422, `${JSON.stringify(body).slice(0, 80)}: ${response.body}`);
      assert.ok(response.json().data?.length, 'names the field');
    }
    const ok = await send({ ...smsTo(resident), content: 'x'.repeat(400) });
    assert.equal(ok.statusCode, 200, '400 characters are allowed');
  });

  test('a viewer may not send (403)', async () => {
    const resident = await residentOf('marina-bay', DEMO_SMS.resident.phone);
    const response = await send(smsTo(resident), DEMO.viewer);
    assert.equal(response.statusCode, 403);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `${MB}/api/v1/residents/${resident.phone}/phone`,
      headers: await t.authAs(DEMO.viewer),
    });
    assert.equal(lookup.statusCode, 403);
  });

  test("another condo's resident is refused", async () => {
    const foreign = await residentOf('orchid-gardens');
    const response = await send(smsTo(foreign));
    assert.equal(response.statusCode, 422);
    assert.match(response.json().message, /^recipient_id \d+ must be a resident of this condo/);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `${MB}/api/v1/residents/${foreign.phone}/phone`,
      headers: await t.authAs(DEMO.manager),
    });
    assert.equal(lookup.statusCode, 404);
  });

  test("a number other than the resident's is refused", async () => {
    const resident = await residentOf('marina-bay', DEMO_SMS.resident.phone);
    const response = await send({ ...smsTo(resident), phone: '80000001' });
    assert.equal(response.statusCode, 422);
    assert.match(response.json().message, /has another phone number/);
  });

  test('a suppressed number is refused with its reason, recorded, and sent again once removed', async () => {
    const resident = await residentOf('marina-bay', DEMO_SMS.suppressed.phone);
    const before = sms.sent.length;
    const refused = await send(smsTo(resident, 'Suppressed?'));
    assert.equal(refused.statusCode, 422, refused.body);
    assert.equal(
      refused.json().message,
      '+65 98765432 is on the suppression list (Replied STOP); remove it from the Suppression list to send again',
    );
    const [recorded] = await t.database.db
      .select()
      .from(outboxes)
      .where(eq(outboxes.content, 'Suppressed?'))
      .orderBy(asc(outboxes.id));
    assert.ok(recorded);
    assert.equal(recorded.status, 'failed');
    assert.equal(recorded.lastError, 'Suppressed: Replied STOP');
    assert.deepEqual(await history(recorded.id), ['failed']);

    const [entry] = await t.database.db
      .select({ id: suppressionLists.id })
      .from(suppressionLists)
      .where(eq(suppressionLists.phone, DEMO_SMS.suppressed.phone));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${MB}/api/v1/suppression_lists/${entry?.id}`,
      headers: await t.authAs(DEMO.manager),
    });
    assert.equal(deleted.statusCode, 200);
    const allowed = await send(smsTo(resident, 'Suppressed no more'));
    assert.equal(allowed.statusCode, 200, allowed.body);
    await settled(allowed.json().data.id);
    assert.equal((await outbox(allowed.json().data.id)).status, 'delivered');
    assert.equal(sms.sent.length, before + 1, 'only the second one was sent');
  });

  test('a transient failure is retried with backoff, then delivered', async () => {
    const resident = await residentOf('marina-bay', DEMO_SMS.resident.phone);
    sms.failNext(new TransportError('Gateway timeout'), 2);
    const response = await send(smsTo(resident, 'Retried'));
    const id = response.json().data.id;
    await settled(id);
    const row = await outbox(id);
    assert.equal(row.status, 'delivered');
    assert.equal(row.attempts, 3);
    assert.equal(row.lastError, null);
    assert.deepEqual(await history(id), [
      'queued',
      'sending',
      'queued',
      'sending',
      'queued',
      'sending',
      'sent',
      'delivered',
    ]);
    const [retry] = await t.database.db
      .select({ detail: outboxEvents.detail })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.outboxId, id), eq(outboxEvents.status, 'queued')))
      .orderBy(asc(outboxEvents.id))
      .offset(1);
    assert.match(retry?.detail ?? '', /^Gateway timeout; next try at \d{4}-/);
  });

  test('a permanent failure fails the message; resend makes a new row that is delivered', async () => {
    const resident = await residentOf('marina-bay', DEMO_SMS.resident.phone);
    sms.failNext(new TransportError('Message rejected: content blocked', 'permanent'));
    const response = await send(smsTo(resident, 'Blocked once'));
    const id = response.json().data.id;
    await settled(id);
    const failed = await outbox(id);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.lastError, 'Message rejected: content blocked');

    const headers = await t.authAs(DEMO.manager);
    const resent = await t.app.inject({ method: 'POST', url: `${MB}/api/v1/outboxes/${id}/resend`, headers });
    assert.equal(resent.statusCode, 200, resent.body);
    assert.equal(resent.json().message, 'Message queued again');
    const newId = resent.json().data.id;
    assert.notEqual(newId, id);
    await settled(newId);
    const again = await outbox(newId);
    assert.equal(again.status, 'delivered');
    assert.equal(again.resendOfId, id);
    assert.equal(again.content, 'Blocked once');

    const notFailed = await t.app.inject({ method: 'POST', url: `${MB}/api/v1/outboxes/${newId}/resend`, headers });
    assert.equal(notFailed.statusCode, 422);
    assert.match(notFailed.json().message, /this one is delivered/);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/tenants/orchid-gardens/api/v1/outboxes/${id}/resend`,
      headers: await t.authAs(DEMO.admin),
    });
    assert.equal(foreign.statusCode, 404);
  });

  test('an invalid number fails the message and goes on the suppression list', async () => {
    const [resident] = await t.database.db
      .select({ id: residents.id, phone: residents.phone })
      .from(residents)
      .innerJoin(condos, eq(condos.id, residents.condoId))
      .where(
        and(
          eq(condos.aliasName, 'marina-bay'),
          eq(residents.status, 'active'),
          notExists(
            t.database.db
              .select({ id: suppressionLists.id })
              .from(suppressionLists)
              .where(and(eq(suppressionLists.condoId, condos.id), eq(suppressionLists.phone, residents.phone))),
          ),
        ),
      )
      .orderBy(desc(residents.id))
      .limit(1);
    assert.ok(resident);
    sms.failNext(new TransportError('Carrier: number not in service', 'invalid_number'));
    const response = await send(smsTo(resident, 'To a dead number'));
    const id = response.json().data.id;
    await settled(id);
    assert.equal((await outbox(id)).status, 'failed');
    const [entry] = await t.database.db
      .select({ reason: suppressionLists.reason })
      .from(suppressionLists)
      .where(
        and(
          eq(suppressionLists.phone, resident.phone),
          eq(suppressionLists.condoId, (await outbox(id)).condoId as number),
        ),
      );
    assert.equal(entry?.reason, 'Carrier: number not in service');
    const refused = await send(smsTo(resident, 'Again'));
    assert.equal(refused.statusCode, 422);
  });

  test('a carrier rejection marks the message undelivered', async () => {
    const resident = await residentOf('marina-bay', DEMO_SMS.resident.phone);
    sms.failNext(new TransportError('Carrier rejected the message', 'carrier_rejected'));
    const response = await send(smsTo(resident, 'Rejected'));
    const id = response.json().data.id;
    await settled(id);
    assert.equal((await outbox(id)).status, 'undelivered');
  });
});
