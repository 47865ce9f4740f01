import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, Id, MessageBody, StringEnum } from '../../plugins/envelope';

const Status = StringEnum(['active', 'inactive'] as const);
const TileType = StringEnum(['tiles', 'charts'] as const, { description: 'tiles, or charts (charts & tables)' });

export const TileConfig = Type.Object(
  {
    id: Type.Integer(),
    tile_type: addition('Not in the spec’s tile config (the list is asked per tile_type)', TileType),
    name: Type.String({
      description:
        "Dotted and underscored (vehicle_entries.today_count); the console shows 'Vehicle Entries Today Count'",
    }),
    alias_name: Type.String(),
    position: Type.Integer(),
    status: Status,
    web_app_id: Type.Union([Type.Integer(), Type.Null()]),
    web_app: Type.Union([Type.Object({ name: Type.String() }), Type.Null()]),
  },
  { $id: 'TileConfig' },
);

export const tileConfigComponents = [TileConfig];

export const TileConfigListQuery = Type.Object({ tile_type: TileType });
export const TileConfigListResponse = Envelope(Type.Array(Type.Ref('TileConfig')));
export const TileConfigParams = Type.Object({ id: Id() });
export const TileStatusBody = Type.Object({ status: Status });
export const TileConfigResponse = Type.Object({
  data: addition('The spec’s status answer carries a message only', Type.Ref('TileConfig')),
  message: Type.Optional(Type.String()),
});
export const TilePositionBody = Type.Object({
  tiles: Type.Array(Type.Object({ id: Id(), position: Type.Integer({ minimum: 1, maximum: 10_000 }) }), {
    minItems: 1,
    maxItems: 200,
    description: 'The reordered list: each tile or chart with its new position',
  }),
});
export const TilePositionResponse = MessageBody;
