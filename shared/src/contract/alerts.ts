// Alert shapes of spec part 2 §3 and §7 (alert types, alert groups, alert screens), taken from the API's OpenAPI
// document so they are never written twice.
import type { components, paths } from './openapi';

type Schemas = components['schemas'];
type JsonBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : never;

/** A row of `GET /api/v1/alert_types`, with its alert group and notification group as `{id, name}`. */
export type AlertType = Schemas['AlertType'];
/** An alert type's WhatsApp or SMS texts: raised, resolved, false_alert. */
export type AlertTexts = Schemas['AlertTexts'];
/** `POST /api/v1/alert_types` body, wrapped as `{ alert_types: … }`. */
export type AlertTypeCreateInput = JsonBody<paths['/api/v1/alert_types']['post']>['alert_types'];
/** `PUT /api/v1/alert_types/{id}` body, wrapped as `{ alert_types: … }`: every field optional. */
export type AlertTypeUpdateInput = JsonBody<paths['/api/v1/alert_types/{id}']['put']>['alert_types'];
/** A row of `GET /api/v1/alert_groups` ("Over Stay", "Unauthorized"). */
export type AlertGroup = Schemas['AlertGroup'];

/** A row of `GET /api/v1/presentations`: an alert screen. */
export type Presentation = Schemas['Presentation'];
/** `POST /api/v1/presentations` body, wrapped as `{ presentations: … }`. */
export type PresentationCreateInput = JsonBody<paths['/api/v1/presentations']['post']>['presentations'];
/** `PUT /api/v1/presentations/{id}` body, wrapped as `{ presentations: … }`: every field optional. */
export type PresentationUpdateInput = JsonBody<paths['/api/v1/presentations/{id}']['put']>['presentations'];
