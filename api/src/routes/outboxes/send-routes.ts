import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { outboxes, residents } from '../../db/schema';
import { type EnqueueResult, enqueueMessage, type NewMessage, readableNumber } from '../../delivery/outbox';
import type { Medium } from '../../delivery/transports';
import { addedRoute } from '../../plugins/additions';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { OutboxParams } from './schemas';
import { QueuedMessageResponse, SendSmsBody } from './send-schemas';

const RESENDABLE = ['failed', 'undelivered'];
const OUTBOX_IS_THE_RECORD =
  'the Outbox is the record of every message: its sender (sent_by_id), time and status history';

/** A refused send is recorded (outbox row failed) and answered 422 with the reason and the way out. */
function refuseSuppressed(result: EnqueueResult, number: { countryCode: number; phone: string }) {
  if (result.status !== 'failed') return;
  const message =
    `${readableNumber(number)} is on the suppression list (${result.suppressed}); ` +
    'remove it from the Suppression list to send again';
  throw unprocessable(message, [message]);
}

/** Send SMS (spec part 2): send a resident an SMS (found by phone in residents/); and sending a failed message again. */
const smsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/outboxes/send_sms',
    {
      config: {
        permission: { resource: 'api/v1/outboxes', action: 'send_sms' },
        foreignIds: { recipient_id: 'resident' },
        audit: { skip: OUTBOX_IS_THE_RECORD },
      },
      schema: {
        tags: ['sms'],
        summary: 'Queues an SMS to a resident; 422 when the number is on the suppression list',
        body: SendSmsBody,
        response: { 200: QueuedMessageResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const user = requireUser(request);
      const { phone, country_code: countryCode, recipient_id: residentId, content } = request.body;
      const [resident] = await app.db
        .select({ name: residents.name, phone: residents.phone, countryCode: residents.countryCode })
        .from(residents)
        .where(and(eq(residents.id, residentId), eq(residents.condoId, condo.id)));
      if (!resident) throw notFound('No resident with this id');
      if (resident.phone !== phone || resident.countryCode !== countryCode) {
        const message = `recipient_id ${residentId} has another phone number; look the number up again`;
        throw unprocessable(message, [message]);
      }
      const number = { countryCode, phone };
      const result = await enqueueMessage(app.db, {
        condoId: condo.id,
        medium: 'sms',
        from: condo.name,
        recipient: { full_name: resident.name, phone, country_code: countryCode, id: residentId },
        recipientType: 'resident',
        content,
        sentById: user.id,
      });
      refuseSuppressed(result, number);
      return { data: { id: result.id, status: result.status }, message: 'SMS queued for delivery' };
    },
  );

  app.post(
    '/api/v1/outboxes/:id/resend',
    {
      config: { permission: { resource: 'api/v1/outboxes', action: 'resend' }, audit: { skip: OUTBOX_IS_THE_RECORD } },
      schema: {
        ...addedRoute('Not in the spec: sends a failed message again'),
        tags: ['sms'],
        summary: 'Sends a failed or undelivered message again, as a new outbox row pointing at the original',
        params: OutboxParams,
        response: { 200: QueuedMessageResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const user = requireUser(request);
      const [original] = await app.db
        .select()
        .from(outboxes)
        .where(and(eq(outboxes.id, request.params.id), eq(outboxes.condoId, condo.id)));
      if (!original) throw notFound('Message not found');
      if (!RESENDABLE.includes(original.status)) {
        const message = `Only a failed or undelivered message can be sent again; this one is ${original.status}`;
        throw unprocessable(message, [message]);
      }
      const again: NewMessage = {
        condoId: condo.id,
        medium: original.medium as Medium,
        type: original.type,
        from: original.from,
        subject: original.subject,
        recipient: original.recipient,
        recipientType: original.recipientType,
        content: original.content,
        sentById: user.id,
        resendOfId: original.id,
      };
      const result = await enqueueMessage(app.db, again);
      const number = { countryCode: Number(original.recipient.country_code), phone: String(original.recipient.phone) };
      refuseSuppressed(result, number);
      return { data: { id: result.id, status: result.status }, message: 'Message queued again' };
    },
  );
};

export default smsRoutes;
