// Scheduler shapes of spec part 2 §3 and §7, taken from the API's OpenAPI document so they are never written twice.
import type { components, paths } from './openapi';

type Schemas = components['schemas'];
type JsonBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : never;

/** A row of `GET /api/v1/schedulers`. */
export type Scheduler = Schemas['Scheduler'];
/** A row of `GET /api/v1/schedulers/{id}/error_logs`; `link` is a signed path from the API root. */
export type SchedulerErrorLog = Schemas['SchedulerErrorLog'];
/** A service of `GET /api/v1/schedulers/services` with its tasks. */
export type SchedulerService = Schemas['SchedulerService'];
/** What `POST /api/v1/schedulers/{id}/run` (Run now) answers. */
export type SchedulerRun = Schemas['SchedulerRun'];
/** `POST /api/v1/schedulers` body, wrapped as `{ schedulers: … }`. */
export type SchedulerCreateInput = JsonBody<paths['/api/v1/schedulers']['post']>['schedulers'];
/** `PUT /api/v1/schedulers/{id}` body, wrapped as `{ schedulers: … }`: every field optional. */
export type SchedulerUpdateInput = JsonBody<paths['/api/v1/schedulers/{id}']['put']>['schedulers'];
