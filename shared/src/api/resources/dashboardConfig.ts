import type { CondoConfig, TileConfig, TileType, UiType } from '../../contract';
import type { BodyOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

/** One tile of a reordered list (`PUT /api/v1/tile_configs/position`). */
export type TilePosition = BodyOf<'/api/v1/tile_configs/position', 'PUT'>['tiles'][number];

/** Spec part 2 §7 "Dashboard configuration": tiles and charts, rule settings, ui / service_ui configs. */
export const tileConfigs = ({ send }: Client) => ({
  /** `GET /api/v1/tile_configs?tile_type={tiles|charts}` → data. */
  list: (tileType: TileType, options?: CallOptions) =>
    send({ path: '/api/v1/tile_configs' }, { query: { tile_type: tileType } }, options),
  /** `PUT /api/v1/tile_configs/{id}/status` `{ status }` → message. */
  updateStatus: (id: Id, status: TileConfig['status'], options?: CallOptions) =>
    send({ path: '/api/v1/tile_configs/{id}/status', method: 'PUT' }, { params: { id }, body: { status } }, options),
  /** `PUT /api/v1/tile_configs/position` `{ tiles: reordered list }` → message. */
  updatePositions: (tiles: TilePosition[], options?: CallOptions) =>
    send({ path: '/api/v1/tile_configs/position', method: 'PUT' }, { body: { tiles } }, options),
});

export const settings = ({ send }: Client) => ({
  /** `GET /api/v1/settings` → the rule groups. */
  list: (options?: CallOptions) => send({ path: '/api/v1/settings' }, {}, options),
  /** `PUT /api/v1/settings/{alias_name}` `{ values }` → message. */
  update: (aliasName: string, values: Record<string, unknown>, options?: CallOptions) =>
    send(
      { path: '/api/v1/settings/{alias_name}', method: 'PUT' },
      { params: { alias_name: aliasName }, body: { values } },
      options,
    ),
});

export const condoConfigs = ({ send }: Client) => ({
  /** `GET /condos/{ui_type}/condo_config` → values keyed by schema alias_name. */
  config: (uiType: UiType, options?: CallOptions) =>
    send({ path: '/condos/{ui_type}/condo_config' }, { params: { ui_type: uiType } }, options),
  /** `GET /condos/{ui_type}/condo_schema` → `[{alias_name, schema}]`. */
  schema: (uiType: UiType, options?: CallOptions) =>
    send({ path: '/condos/{ui_type}/condo_schema' }, { params: { ui_type: uiType } }, options),
  /** `PUT /condos/config` `{ ui_type, config }` → message. */
  update: (uiType: UiType, config: CondoConfig, options?: CallOptions) =>
    send({ path: '/condos/config', method: 'PUT' }, { body: { ui_type: uiType, config } }, options),
});
