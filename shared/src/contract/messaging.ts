// Messaging shapes of spec part 1 §3 and §7 (sent messages, notification groups, user reports, the condo's users,
// SMS and the suppression list), taken from the API's OpenAPI document so they are never written twice.
import type { components, paths } from './openapi';

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

type JsonBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : never;

/** A person of the condo as the pickers list them (`GET /api/v1/users`). */
export type CondoUser = Schemas['CondoUser'];

/** A notification group with its users joined (`users_json`). */
export type NotificationGroup = Schemas['NotificationGroup'];
export type NotificationRecipient = Schemas['NotificationRecipient'];
export type NotificationType = NotificationGroup['notification_type'];
/** `POST/PUT /api/v1/notifications` body, wrapped as `{ notifications: … }`. */
export type NotificationInput = JsonBody<paths['/api/v1/notifications']['post']>['notifications'];

/** A user report with its users' first names. */
export type UserReport = Schemas['UserReport'];
export type ReportType = UserReport['report_type'];
/** `POST/PUT /api/v1/reports` body, wrapped as `{ reports: … }`. */
export type ReportInput = JsonBody<paths['/api/v1/reports']['post']>['reports'];
