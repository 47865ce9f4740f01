import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outboxEvents, outboxes, suppressionLists } from '../db/schema';
import { type Job, type JobHandler, PermanentJobError } from '../jobs/worker';
import {
  type DeliveryOutcomes,
  type DeliverySecret,
  type OutboxStatus,
  outgoingOf,
  recipientNumber,
  recordStatus,
} from './outbox';
import type { Medium, SendResult, TransportError, Transports } from './transports';

/** A transport's permanent failure, carried through the worker to onFailure. */
class PermanentDeliveryError extends PermanentJobError {
  constructor(readonly transportError: TransportError) {
    super(transportError.message);
  }
}

const outboxIdOf = (job: Job) => Number(job.payload.outboxId);
/** The text that replaces the stored content for the transport only (NewMessage.secret). */
const secretOf = (job: Job) => (job.payload.secret ?? {}) as Partial<DeliverySecret>;

/**
 * The `delivery` queue: one job per outbox row. Walks the row queued → sending → sent (→ delivered when the transport
 * knows), or back to queued with the error and the retry time, or to failed/undelivered for good. `outcomes` hears
 * where each try left the row.
 */
export function deliveryHandler({
  db,
  transports,
  outcomes,
}: {
  db: Db;
  transports: Transports;
  outcomes?: DeliveryOutcomes | undefined;
}): JobHandler {
  return {
    async run(job) {
      const outboxId = outboxIdOf(job);
      const claimed = await claimRow(db, outboxId, job.attempts);
      if (!claimed) return;
      const { row, interrupted } = claimed;
      await db
        .insert(outboxEvents)
        .values({ outboxId, status: 'sending', detail: `Try ${job.attempts} of ${job.maxAttempts}` });
      const transport = transports[row.medium as Medium];
      if (!transport) throw new PermanentJobError(`No transport for medium ${row.medium}`);
      const message = { ...outgoingOf(row), ...secretOf(job) };
      // The try before died between the send and its record (kill -9): the transport says whether it got through.
      const earlier = interrupted && message.key ? await transport.find?.(message.key) : null;
      let result: SendResult;
      try {
        result = earlier ?? (await transport.send(message));
      } catch (error) {
        const failure = (error as Partial<TransportError>).failure;
        if (failure && failure !== 'transient') throw new PermanentDeliveryError(error as TransportError);
        throw error;
      }
      const accepted = `Accepted by the ${row.medium} transport as ${result.msgId}`;
      const steps: { status: OutboxStatus; detail: string }[] = [
        { status: 'sent', detail: earlier ? `${accepted} (by the interrupted try; not sent again)` : accepted },
      ];
      if (result.delivered) steps.push({ status: 'delivered', detail: 'Delivered' });
      await recordStatus(db, outboxId, steps, { msgId: result.msgId, lastError: null });
      outcomes?.(row.medium, result.delivered ? 'delivered' : 'sent');
    },

    async onRetry(tx, job, error, runAt) {
      const medium = await recordStatus(
        tx,
        outboxIdOf(job),
        [{ status: 'queued', detail: `${error.message}; next try at ${runAt.toISOString()}` }],
        { lastError: error.message },
      );
      if (medium) outcomes?.(medium, 'queued');
    },

    async onFailure(tx, job, error) {
      const outboxId = outboxIdOf(job);
      const failure = error instanceof PermanentDeliveryError ? error.transportError.failure : 'transient';
      const status: OutboxStatus = failure === 'carrier_rejected' ? 'undelivered' : 'failed';
      const detail = failure === 'transient' ? `${error.message} (gave up after ${job.attempts} tries)` : error.message;
      if (failure === 'invalid_number') await suppressNumber(tx, outboxId, error.message);
      const medium = await recordStatus(tx, outboxId, [{ status, detail }], { lastError: detail });
      if (medium) outcomes?.(medium, status);
    },
  };
}

/**
 * Moves the row to `sending`: from `queued`, or from `sending` when a try died mid-send (`interrupted`: it may have
 * handed the message over). A settled message is never sent again: undefined.
 */
async function claimRow(db: Db, outboxId: number, attempts: number) {
  for (const from of ['queued', 'sending'] as const) {
    const [row] = await db
      .update(outboxes)
      .set({ status: 'sending', attempts, updatedAt: sql`now()` })
      .where(and(eq(outboxes.id, outboxId), eq(outboxes.status, from)))
      .returning();
    if (row) return { row, interrupted: from === 'sending' };
  }
  return undefined;
}

/** A number the carrier says does not exist is never tried again: it goes on the condo's suppression list. */
async function suppressNumber(tx: Db, outboxId: number, reason: string) {
  const [row] = await tx
    .select({ condoId: outboxes.condoId, recipient: outboxes.recipient })
    .from(outboxes)
    .where(eq(outboxes.id, outboxId));
  const number = row ? recipientNumber(row.recipient) : null;
  if (!row?.condoId || !number) return;
  await tx
    .insert(suppressionLists)
    .values({
      condoId: row.condoId,
      countryCode: number.countryCode,
      phone: number.phone,
      reason: reason.slice(0, 255),
    })
    .onConflictDoNothing();
}
