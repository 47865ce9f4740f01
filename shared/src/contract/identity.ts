// Identity shapes of spec part 2 §3 and §7 (users and bots of a condo, admin users, alert users), taken from the
// API's OpenAPI document so they are never written twice. `CondoUser` (a user row) is exported from ./messaging.
import type { components, paths } from './openapi';

type Schemas = components['schemas'];
type JsonBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : never;

/** `POST /api/v1/users` body, wrapped as `{ users: … }`. */
export type UserCreateInput = JsonBody<paths['/api/v1/users']['post']>['users'];
/** `PUT /api/v1/users/{id}` body, wrapped as `{ users: … }`: every field optional. */
export type UserUpdateInput = JsonBody<paths['/api/v1/users/{id}']['put']>['users'];
export type UserStatus = Schemas['CondoUser']['status'];

/** A row of `GET /admin/admin_users`: login details and the condos of a console account. */
export type AdminUser = Schemas['AdminUser'];
/** `PUT /admin/admin_users/update` body (not wrapped): only slack_username changes. */
export type AdminUserUpdateInput = JsonBody<paths['/admin/admin_users/update']['put']>;

/** A row of `GET /api/v1/alert_users`. */
export type AlertUser = Schemas['AlertUser'];
/** `POST /api/v1/alert_users` body, wrapped as `{ alert_users: … }`. */
export type AlertUserCreateInput = JsonBody<paths['/api/v1/alert_users']['post']>['alert_users'];
/** `PUT /api/v1/alert_users/{id}` body, wrapped as `{ alert_users: … }`: every field optional. */
export type AlertUserUpdateInput = JsonBody<paths['/api/v1/alert_users/{id}']['put']>['alert_users'];
/** A row of `GET /api/v1/alert_users/all_condos`: a condo the caller may assign. */
export type AssignableCondo = Schemas['AssignableCondo'];
