// Messaging shapes of spec part 1 §3 and §7 (notification groups, user reports, the condo's users), taken from the
// API's OpenAPI document (./openapi.d.ts) so they are never written twice.
import type { components, paths } from './openapi';

type Schemas = components['schemas'];
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
