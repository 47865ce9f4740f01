import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type OutboxAttachment, type OutboxRecipient, outboxEvents, outboxes, suppressionLists } from '../db/schema';
import { enqueue } from '../jobs/queue';
import { MESSAGE_TYPES, type Medium, type OutgoingMessage, PHONE_MEDIUMS, type Transport } from './transports';

export const DELIVERY_QUEUE = 'delivery';

/** Lower-case on the wire. The spec's whole list; this API itself walks queued → sending → sent → delivered. */
export const OUTBOX_STATUSES = [
  'accepted',
  'queued',
  'sending',
  'sent',
  'failed',
  'delivered',
  'received',
  'unknown',
  'undelivered',
  'read',
  'receiving',
] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface NewMessage {
  /** Null for messages of no condo (sign-in codes). */
  condoId: number | null;
  medium: Medium;
  /** Defaults to the medium's (SmsSent, MailSent, …). */
  type?: string;
  from: string[] | string;
  subject?: string | null;
  /** Phone mediums: `phone` (digits) and `country_code`; mail: `email`. */
  recipient: OutboxRecipient;
  recipientType: string;
  content: string;
  /** Mail only: files in the report store the mail carries. */
  attachments?: OutboxAttachment[];
  sentById?: number | null;
  resendOfId?: number | null;
  /**
   * What the transport sends instead of `content` (and the sink's tags), kept only in the delivery job, never in the
   * Outbox: an invitation's link. A resend sends `content`.
   */
  secret?: DeliverySecret;
}

export interface DeliverySecret {
  text: string;
  subject?: string;
  tags?: Record<string, string>;
}

export type EnqueueResult = { id: number; status: 'queued' } | { id: number; status: 'failed'; suppressed: string };

/** `{country_code, phone}` of a phone recipient. */
export function recipientNumber(recipient: OutboxRecipient): { countryCode: number; phone: string } | null {
  const countryCode = Number(recipient.country_code);
  const phone = typeof recipient.phone === 'string' ? recipient.phone : '';
  return Number.isInteger(countryCode) && /^\d+$/.test(phone) ? { countryCode, phone } : null;
}

/** `+65 91234567`, as people read it. */
export const readableNumber = (number: { countryCode: number; phone: string }) =>
  `+${number.countryCode} ${number.phone}`;

export async function suppressionOf(db: Db, condoId: number, number: { countryCode: number; phone: string }) {
  const [entry] = await db
    .select({ id: suppressionLists.id, reason: suppressionLists.reason })
    .from(suppressionLists)
    .where(
      and(
        eq(suppressionLists.condoId, condoId),
        eq(suppressionLists.countryCode, number.countryCode),
        eq(suppressionLists.phone, number.phone),
      ),
    );
  return entry;
}

function rowOf(message: NewMessage, status: OutboxStatus, lastError: string | null = null) {
  return {
    condoId: message.condoId,
    from: message.from,
    subject: message.subject ?? null,
    recipient: message.recipient,
    content: message.content,
    attachments: message.attachments ?? [],
    medium: message.medium,
    status,
    type: message.type ?? MESSAGE_TYPES[message.medium],
    recipientType: message.recipientType,
    sentById: message.sentById ?? null,
    resendOfId: message.resendOfId ?? null,
    lastError,
  };
}

/** Records a message that is not sent (failed, with the reason as its error and event), so the Outbox shows why. */
export async function recordUnsent(db: Db, message: NewMessage, reason: string): Promise<number> {
  const [row] = await db
    .insert(outboxes)
    .values(rowOf(message, 'failed', reason))
    .returning({ id: outboxes.id });
  const id = (row as { id: number }).id;
  await db.insert(outboxEvents).values({ outboxId: id, status: 'failed', detail: reason });
  return id;
}

/**
 * Records a message and queues its delivery: the outbox row (queued), its first event and the `delivery` job in one
 * transaction. A phone message to a number on the condo's suppression list is not queued: the refusal is recorded
 * (status failed, `Suppressed: <reason>`) and returned, and the caller tells its user.
 */
export async function enqueueMessage(db: Db, message: NewMessage): Promise<EnqueueResult> {
  return db.transaction(async (tx) => {
    const number = PHONE_MEDIUMS.includes(message.medium) ? recipientNumber(message.recipient) : null;
    const suppression = number && message.condoId ? await suppressionOf(tx, message.condoId, number) : undefined;
    if (suppression) {
      const id = await recordUnsent(tx, message, `Suppressed: ${suppression.reason}`);
      return { id, status: 'failed', suppressed: suppression.reason };
    }
    const [row] = await tx.insert(outboxes).values(rowOf(message, 'queued')).returning({ id: outboxes.id });
    const id = (row as { id: number }).id;
    await tx.insert(outboxEvents).values({
      outboxId: id,
      status: 'queued',
      detail: message.resendOfId ? `Sent again (message ${message.resendOfId})` : 'Queued for delivery',
    });
    await enqueue(tx, DELIVERY_QUEUE, { outboxId: id, ...(message.secret ? { secret: message.secret } : {}) });
    return { id, status: 'queued' };
  });
}

export interface StatusStep {
  status: OutboxStatus;
  detail: string;
}

/**
 * Told the status each try of a message ends in (sent, delivered, queued for another try, failed, undelivered) and
 * its medium; GET /metrics counts them (plugins/metrics.ts). buildApp passes one when metrics are on.
 */
export type DeliveryOutcomes = (medium: string, status: OutboxStatus) => void;

/**
 * Moves a message to the last of `steps` and appends one event per step (e.g. sent, then delivered); returns the
 * message's medium (undefined when the row is gone).
 */
export async function recordStatus(
  db: Db,
  outboxId: number,
  steps: StatusStep[],
  patch: { msgId?: string; lastError?: string | null; attempts?: number } = {},
): Promise<string | undefined> {
  const last = steps.at(-1);
  if (!last) return undefined;
  // One transaction: a reader that sees the new status sees its history too.
  return db.transaction(async (tx) => {
    await tx
      .insert(outboxEvents)
      .values(steps.map((step) => ({ outboxId, status: step.status, detail: step.detail.slice(0, 2000) })));
    const [row] = await tx
      .update(outboxes)
      .set({
        status: last.status,
        updatedAt: sql`now()`,
        ...(patch.msgId !== undefined ? { msgId: patch.msgId } : {}),
        ...(patch.lastError !== undefined ? { lastError: patch.lastError } : {}),
        ...(patch.attempts !== undefined ? { attempts: patch.attempts } : {}),
      })
      .where(eq(outboxes.id, outboxId))
      .returning({ medium: outboxes.medium });
    return row?.medium;
  });
}

/** What a transport gets for an outbox row. */
export function outgoingOf(row: typeof outboxes.$inferSelect): OutgoingMessage {
  const recipient = row.recipient;
  const number = recipientNumber(recipient);
  const medium = row.medium as Medium;
  return {
    medium,
    to: {
      ...(recipient.email ? { email: recipient.email } : {}),
      ...(number ? { phone: `+${number.countryCode}${number.phone}` } : {}),
      ...(typeof recipient.device_token === 'string' ? { device: recipient.device_token } : {}),
      ...(recipient.full_name ? { name: recipient.full_name } : {}),
    },
    subject: row.subject,
    text: row.content,
    ...(row.attachments.length ? { attachments: row.attachments } : {}),
    key: `outbox-${row.id}-${row.createdAt.getTime().toString(36)}`,
  };
}

/**
 * Sends one message now, on the caller's request, recording it exactly as the queue does (row, queued → sending →
 * sent → delivered, or failed with the error). `secret` replaces the stored content for the transport only: the
 * sign-in mail's code reaches the mail transport but never the database.
 */
export async function sendNow(
  db: Db,
  transport: Transport,
  message: NewMessage,
  secret: DeliverySecret,
  outcomes?: DeliveryOutcomes,
): Promise<{ id: number; error?: Error }> {
  const [row] = await db
    .insert(outboxes)
    .values({ ...rowOf(message, 'sending'), attempts: 1 })
    .returning();
  const stored = row as typeof outboxes.$inferSelect;
  await db.insert(outboxEvents).values([
    { outboxId: stored.id, status: 'queued', detail: 'Sent at once' },
    { outboxId: stored.id, status: 'sending', detail: 'Try 1 of 1' },
  ]);
  try {
    const result = await transport.send({ ...outgoingOf(stored), ...secret });
    const steps: StatusStep[] = [
      { status: 'sent', detail: `Accepted by the ${message.medium} transport as ${result.msgId}` },
    ];
    if (result.delivered) steps.push({ status: 'delivered', detail: 'Delivered' });
    await recordStatus(db, stored.id, steps, { msgId: result.msgId });
    outcomes?.(message.medium, result.delivered ? 'delivered' : 'sent');
    return { id: stored.id };
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    await recordStatus(db, stored.id, [{ status: 'failed', detail: error.message }], { lastError: error.message });
    outcomes?.(message.medium, 'failed');
    return { id: stored.id, error };
  }
}
