// Condo set-up shapes (Create Condo, web apps, dashboard configuration), taken from the API's OpenAPI document.
import type { components, paths } from './openapi';

type Schemas = components['schemas'];
type JsonBody<P extends keyof paths, M extends 'post' | 'put'> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** `POST /admin/condos` body's `condos` (the Create Condo wizard). */
export type CondoCreateInput = JsonBody<'/admin/condos', 'post'>['condos'];
/** `GET /admin/webapps/available`: the web apps a new condo can run. */
export type AvailableWebApp =
  paths['/admin/webapps/available']['get']['responses'][200]['content']['application/json']['data'][number];
export type WebApp = Schemas['WebApp'];
export type WebAppStatus = WebApp['status'];
export type TileConfig = Schemas['TileConfig'];
export type TileType = TileConfig['tile_type'];
/** A rule group of `GET /api/v1/settings`. */
export type SettingGroup = Schemas['SettingGroup'];
/** One field of a rule group's or a condo config's schema: `{name, desc, data_type, allowed_values}`. */
export type SettingFieldDefinition = Schemas['SettingField'];
/** A group of `GET /condos/{ui_type}/condo_schema`. */
export type ConfigSchemaGroup = Schemas['ConfigSchemaGroup'];
export type UiType = 'ui' | 'service_ui';
/** `GET /condos/{ui_type}/condo_config`: values keyed by schema alias_name, then field key. */
export type CondoConfig = Record<string, Record<string, unknown>>;
