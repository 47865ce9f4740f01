import { and, eq, inArray, sql } from 'drizzle-orm';
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
      // Only a queued row is sent (or a sending one whose worker died mid-send): a settled message is never sent twice.
      const [row] = await db
        .update(outboxes)
        .set({ status: 'sending', attempts: job.attempts, updatedAt: sql`now()` })
        .where(and(eq(outboxes.id, outboxId), inArray(outboxes.status, ['queued', 'sending'])))
        .returning();
      if (!row) return;
      await db
        .insert(outboxEvents)
        .values({ outboxId, status: 'sending', detail: `Try ${job.attempts} of ${job.maxAttempts}` });
      const transport = transports[row.medium as Medium];
      if (!transport) throw new PermanentJobError(`No transport for medium ${row.medium}`);
      let result: SendResult;
      try {
        result = await transport.send({ ...outgoingOf(row), ...secretOf(job) });
      } catch (error) {
        const failure = (error as Partial<TransportError>).failure;
        if (failure && failure !== 'transient') throw new PermanentDeliveryError(error as TransportError);
        throw error;
      }
      const steps: { status: OutboxStatus; detail: string }[] = [
        { status: 'sent', detail: `Accepted by the ${row.medium} transport as ${result.msgId}` },
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
