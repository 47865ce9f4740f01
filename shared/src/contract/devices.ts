// Device shapes of spec part 1 §3 and §7 (cameras, kiosks, vizitins, bots, workflows, face-id images), taken from
// the API's OpenAPI document (./openapi.d.ts) so they are never written twice.
import type { components, paths } from './openapi';

type Schemas = components['schemas'];
type JsonBody<Operation> = Operation extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : never;

export type Camera = Schemas['Camera'];
export type Kiosk = Schemas['Kiosk'];
export type Vizitin = Schemas['Vizitin'];
/** What every device row carries, whatever its kind. */
export type DeviceBase = Omit<Vizitin, 'device_type'>;
/** An operational state an active device reports (null before it ever reported). */
export type DeviceState = NonNullable<DeviceBase['state']>;
export type PendingCommand = Schemas['DeviceCommandSummary'];
export type NamedRef = Schemas['Facility'];

/** `POST/PUT /api/v1/cameras` body, wrapped as `{ cameras: … }`. */
export type CameraInput = JsonBody<paths['/api/v1/cameras']['post']>['cameras'];
/** `POST/PUT /api/v1/kiosks` body, wrapped as `{ kiosks: … }`. */
export type KioskInput = JsonBody<paths['/api/v1/kiosks']['post']>['kiosks'];
/** `POST/PUT /api/v1/vizitins` body, wrapped as `{ vizitins: … }`. */
export type VizitinInput = JsonBody<paths['/api/v1/vizitins']['post']>['vizitins'];
/** `PUT /api/v1/vizitins/device_in_app_update` body (not wrapped). */
export type DeviceUpdateInput = JsonBody<paths['/api/v1/vizitins/device_in_app_update']['put']>;

export type Bot = Schemas['Bot'];
/** `POST /api/v1/bots` body, wrapped as `{ bots: … }`; without `auth_token` the server makes one. */
export type BotCreateInput = Omit<JsonBody<paths['/api/v1/bots']['post']>['bots'], 'send_welcome'>;
/** `PUT /api/v1/bots/{id}` body, wrapped as `{ bots: … }`: the fields sent. */
export type BotUpdateInput = Omit<JsonBody<paths['/api/v1/bots/{id}']['put']>['bots'], 'send_welcome'>;
export type RoleGroup = Schemas['RoleGroupItem'];
export type Facility = Schemas['Facility'];

/** A workflow uploaded to a kiosk or a v1 vizitin. */
export type Workflow = Schemas['Workflow'];
/** A v2 settings group: alias_name, name and its typed settings. */
export type WorkflowSchemaGroup = Schemas['SettingsGroup'];
export type WorkflowSetting = WorkflowSchemaGroup['schema'][number];
/** v2 save: `{ content: { <alias>: { <setting>: value } }, name }` (JSON, not wrapped). */
export type WorkflowSettingsInput = JsonBody<paths['/api/v1/vizitins/{id}/workflow']['put']>;

/**
 * `GET /api/v1/vizitins/{id}/workflow` as the console reads it: the groups (the envelope's `data`) with who saved
 * them last (beside `data` in the envelope).
 */
export interface WorkflowSchema {
  groups: WorkflowSchemaGroup[];
  name?: string;
  updated_by: { name: string } | null;
  updated_at: string | null;
}

/** A row of the resident or employee face-id images (one of the two names is set). */
export type FaceIdImage = Omit<Schemas['ResidentImage'], 'resident_name'> & {
  resident_name?: string;
  employee_name?: string;
};
