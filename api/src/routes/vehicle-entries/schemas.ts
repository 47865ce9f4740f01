import { Type } from 'typebox';
import { VEHICLE_TYPES } from '../../db/schema';
import { addition } from '../../plugins/additions';
import { Envelope, Id, MAX_LENGTH, PagedEnvelope, StringEnum } from '../../plugins/envelope';
import { ActivityPageQuery, CardLimitQuery, RangeQuery } from '../activity-range';

export const ENTRY_TYPES = ['resident', 'visitor'] as const;
export const LANES = ['resident', 'visitor'] as const;
export const TILES = [
  'vehicles_in',
  'vehicles_out',
  'visitor_vehicles_in',
  'visitor_vehicles_out',
  'visitors_in',
] as const;
export type Tile = (typeof TILES)[number];

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = () => Nullable(Type.String());
const Time = () => Nullable(Type.String({ format: 'date-time' }));
const Person = () => Type.Object({ name: Text(), phone: Text() });

export const VehicleEntry = Type.Object(
  {
    id: addition('The spec’s vehicle entry is entity, from_time, to_time and comments', Type.Integer()),
    number_plate: addition('The spec’s vehicle entry is entity, from_time, to_time and comments', Type.String()),
    entry_type: addition(
      'The spec’s vehicle entry is entity, from_time, to_time and comments',
      StringEnum(ENTRY_TYPES),
    ),
    registered: addition('The spec’s vehicle entry is entity, from_time, to_time and comments', Type.Boolean()),
    lane: addition('The spec’s vehicle entry is entity, from_time, to_time and comments', StringEnum(LANES)),
    vehicle_type: addition(
      'The spec’s vehicle entry is entity, from_time, to_time and comments',
      StringEnum(VEHICLE_TYPES),
    ),
    block: addition('The spec’s vehicle entry is entity, from_time, to_time and comments', Text()),
    unit_number: addition('The spec’s vehicle entry is entity, from_time, to_time and comments', Text()),
    visitor: addition('The spec’s vehicle entry is entity, from_time, to_time and comments', Person()),
    device_name: addition('The spec’s vehicle entry is entity, from_time, to_time and comments', Text()),
    in_time: addition(
      'The spec’s vehicle entry is entity, from_time, to_time and comments',
      Type.String({ format: 'date-time' }),
    ),
    out_time: addition('The spec’s vehicle entry is entity, from_time, to_time and comments', Time()),
    entity: Type.Object({
      number_plate: Type.String(),
      block: Text(),
      visitor: Person(),
      in_time: Type.String({ format: 'date-time' }),
      out_time: Time(),
    }),
    from_time: Type.String({ format: 'date-time', description: 'The in_time (the car-park report shape)' }),
    to_time: Time(),
    comments: Type.Array(Type.Object({ remarks: Type.String() })),
  },
  { $id: 'VehicleEntry' },
);

const Count = Type.Object({ count: Type.Integer() });
export const VehicleEntryTiles = Type.Object(
  Object.fromEntries(TILES.map((tile) => [tile, Type.Optional(Count)])) as Record<
    Tile,
    ReturnType<typeof Type.Optional<typeof Count>>
  >,
  { $id: 'VehicleEntryTiles' },
);

const Buckets = Type.Object({
  buckets: Type.Array(Type.Object({ key: Type.String(), doc_count: Type.Integer() })),
});
export const VehicleTypeEntries = Type.Object(
  {
    aggregation: addition(
      'The spec gives a count per vehicle type, not this shape (entries_per_day has the counts)',
      Type.Object({ vehicle_type: Buckets }),
    ),
    entries_per_day: Type.Optional(
      Type.Array(
        Type.Object(
          {
            date: Type.String({ description: 'YYYY-MM-DD (UTC day)' }),
            total: Type.Integer(),
            ...Object.fromEntries(VEHICLE_TYPES.map((type) => [type, Type.Integer()])),
          },
          { description: 'Every UTC day of the range: the total and a count per vehicle type' },
        ),
      ),
    ),
  },
  { $id: 'VehicleTypeEntries' },
);

export const VehicleTotals = Type.Object(
  {
    resident_reg_vehicle_count: Type.Integer(),
    resident_non_reg_vehicle_count: Type.Integer(),
    visitor_reg_vehicle_count: Type.Integer(),
    visitor_non_reg_vehicle_count: Type.Integer(),
  },
  { $id: 'VehicleTotals', description: 'Vehicle entries (not distinct plates) with in_time in the range' },
);

export const TrafficDay = Type.Object(
  { date: Type.String({ description: 'YYYY-MM-DD (UTC day)' }), count: Type.Integer() },
  { $id: 'TrafficDay' },
);

export const VehicleCard = Type.Object(
  { number_plate: Type.String(), np: Type.String({ description: 'Same as number_plate' }), count: Type.Integer() },
  { $id: 'VehicleCard' },
);

export const VehicleOffsetSlot = Type.Object(
  {
    id: Type.Integer(),
    from_time: Type.String({ description: 'HH:mm' }),
    offset: Type.Integer(),
  },
  { $id: 'VehicleOffsetSlot' },
);

export const InsideVehicleSlot = Type.Object(
  {
    id: Type.Integer(),
    from_time: Type.String({ description: 'HH:mm' }),
    offset: Type.Integer(),
    count: addition(
      'The spec’s slot is from_time, offset and id',
      Type.Integer({
        description: "Vehicles inside at from_time on the range's last UTC day (entered in the range, not yet out)",
      }),
    ),
  },
  { $id: 'InsideVehicleSlot' },
);

export const ParkedVisitorVehicle = Type.Object(
  {
    name: Text(),
    phone: Text(),
    number_plate: Type.String(),
    block: Text(),
    date: Type.String({ format: 'date-time', description: 'The in_time' }),
    in_time: Type.String({ format: 'date-time' }),
    out_time: Time(),
    duration_minutes: Type.Integer({ description: 'out_time (or now while inside) minus in_time, in whole minutes' }),
  },
  { $id: 'ParkedVisitorVehicle' },
);

export const vehicleEntryComponents = [
  VehicleEntry,
  VehicleEntryTiles,
  VehicleTypeEntries,
  VehicleTotals,
  TrafficDay,
  VehicleCard,
  VehicleOffsetSlot,
  InsideVehicleSlot,
  ParkedVisitorVehicle,
];

const TypeFilter = {
  'type[]': Type.Optional(
    Type.Array(StringEnum(ENTRY_TYPES), { maxItems: 2, description: 'Entry types (whose vehicle)' }),
  ),
};

export const VehicleEntryListQuery = Type.Object({
  ...RangeQuery,
  ...ActivityPageQuery,
  ...TypeFilter,
  'vehicle_type[]': addition(
    'The spec gives the list only the common filters',
    Type.Optional(Type.Array(StringEnum(VEHICLE_TYPES), { maxItems: VEHICLE_TYPES.length })),
  ),
  lane: addition('The spec gives the list only the common filters', Type.Optional(StringEnum(LANES))),
  registered: addition('The spec gives the list only the common filters', Type.Optional(Type.Boolean())),
  number_plate: addition(
    'The spec gives the list only the common filters',
    Type.Optional(
      Type.String({ maxLength: MAX_LENGTH.search, description: 'Plates starting with this (case-insensitive)' }),
    ),
  ),
});

export const TilesQuery = Type.Object({
  ...RangeQuery,
  ...TypeFilter,
  'display[]': Type.Optional(
    Type.Array(StringEnum(TILES), { maxItems: TILES.length, description: 'The tiles to answer (default all)' }),
  ),
});

export const TypeOfEntriesQuery = Type.Object({
  ...RangeQuery,
  ...TypeFilter,
  entries_per_day: Type.Optional(Type.Boolean({ description: 'Also the per-day series' })),
});

export const RangeOnlyQuery = Type.Object({ ...RangeQuery, ...TypeFilter });

export const AnalyticsQuery = Type.Object({
  ...RangeQuery,
  ...ActivityPageQuery,
  ...TypeFilter,
  ...CardLimitQuery,
  type: Type.Optional(
    Type.String({ maxLength: MAX_LENGTH.name, description: 'resident or visitor narrows to that entry type' }),
  ),
});

export const InsideVehicleQuery = Type.Object({ ...RangeQuery });

export const ParkedQuery = Type.Object({
  ...RangeQuery,
  ...ActivityPageQuery,
  duration: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 100_000, description: 'Minutes a stay must exceed (default 180)' }),
  ),
});

export const SlotParams = Type.Object({ id: Id() });
export const OffsetBody = Type.Object({ offset: Type.Integer({ minimum: -100_000, maximum: 100_000 }) });

export const VehicleEntryListResponse = PagedEnvelope(Type.Ref('VehicleEntry'));
export const TilesResponse = Envelope(Type.Ref('VehicleEntryTiles'));
export const TypeOfEntriesResponse = Envelope(Type.Ref('VehicleTypeEntries'));
export const TotalsResponse = Envelope(Type.Ref('VehicleTotals'));
export const TrafficResponse = Envelope(Type.Array(Type.Ref('TrafficDay')));
export const VehicleCardsResponse = Envelope(Type.Array(Type.Ref('VehicleCard')));
export const CountResponse = Envelope(Type.Integer());
export const InsideVehicleResponse = Envelope(Type.Array(Type.Ref('InsideVehicleSlot')));
export const OffsetResponse = Type.Object({ data: Type.Ref('VehicleOffsetSlot'), message: Type.String() });
export const ParkedResponse = PagedEnvelope(Type.Ref('ParkedVisitorVehicle'));
