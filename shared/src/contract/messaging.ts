// Messaging shapes of spec part 1 §3 and §7 (sent messages of the Outbox), from the API's OpenAPI document.
import type { components } from './openapi';

type Schemas = components['schemas'];

/** A row of `GET /api/v1/outboxes`. */
export type SentMessage = Schemas['SentMessage'];
/** `GET /api/v1/outboxes/{id}` → data: the message with every status it took. */
export type SentMessageDetail = Schemas['SentMessageDetail'];
export type MessageEvent = Schemas['MessageEvent'];
/** The Outbox list's `aggregation`: recipient.full_name, status and medium buckets. */
export type OutboxAggregation = Schemas['OutboxAggregation'];

/** A row of `GET /api/v1/suppression_lists`: a number never sent to, and why. */
export type SuppressionEntry = Schemas['SuppressionEntry'];
/** `GET /api/v1/residents/{phone}/phone` → data. */
export type ResidentByPhone = Schemas['ResidentByPhone'];
/** `POST /api/v1/outboxes/send_sms` → data: the queued message. */
export type QueuedMessage = Schemas['QueuedMessage'];
