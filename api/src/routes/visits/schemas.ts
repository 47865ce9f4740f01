import { type TSchema, Type } from 'typebox';
import { ENTRY_MODES, VISIT_ENTRY_MODES, VISITOR_TYPES } from '../../db/schema';
import { addition } from '../../plugins/additions';
import { MAX_LENGTH, StringEnum } from '../../plugins/envelope';
import { ActivityPageQuery, CardLimitQuery, RangeQuery } from '../activity-range';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Time = Type.String({ format: 'date-time' });
const Count = Type.Integer({ minimum: 0 });

/** The VMS visit record (spec part 3 §3). */
export const Visit = Type.Object(
  {
    id: addition('Not in the spec’s VMS visit record', Type.Integer()),
    visitor: Type.Object({ name: Type.String(), phone: Type.String() }),
    block: Nullable(Type.String({ description: 'Comma-separated when the visit covers several blocks' })),
    unit_number: addition('Not in the spec’s VMS visit record', Nullable(Type.String())),
    visitor_type: StringEnum(VISITOR_TYPES),
    purpose: addition('Not in the spec’s VMS visit record', Nullable(Type.String())),
    number_plate: Nullable(Type.String()),
    mode_of_entry: StringEnum(VISIT_ENTRY_MODES),
    in_time: Time,
    out_time: Nullable(Time),
    device_name: Nullable(Type.String()),
  },
  { $id: 'Visit' },
);

export const VisitBucket = Type.Object({ key: Type.String(), doc_count: Count }, { $id: 'VisitBucket' });
const Buckets = Type.Object({ buckets: Type.Array(Type.Ref('VisitBucket')) });

/** `aggs[]` answers: buckets by doc_count desc then key; visitor_type always has the four types. */
export const VisitAggregation = Type.Object(
  { visitor_type: Type.Optional(Buckets), device_name: Type.Optional(Buckets) },
  { $id: 'VisitAggregation' },
);

export const VisitorTypeCounts = Type.Object(
  { Guest: Count, Delivery: Count, Contractor: Count, 'Pickup/Drop': Count },
  { $id: 'VisitorTypeCounts' },
);

export const VisitorTypesDay = Type.Object(
  {
    date: Type.String({ format: 'date' }),
    total: Count,
    Guest: Count,
    Delivery: Count,
    Contractor: Count,
    'Pickup/Drop': Count,
  },
  { $id: 'VisitorTypesDay' },
);

export const VisitorTypes = Type.Object(
  {
    aggregation: addition(
      'The spec gives a count per visitor type, not this shape (visitor_types_per_day has the counts)',
      Type.Object({ visitor_type: Buckets }),
    ),
    visitor_types_per_day: Type.Optional(Type.Array(Type.Ref('VisitorTypesDay'))),
  },
  { $id: 'VisitorTypes' },
);

export const VisitOverstay = Type.Object(
  {
    name: Type.String(),
    phone: Type.String(),
    visitor_type: StringEnum(VISITOR_TYPES),
    number_plate: Nullable(Type.String()),
    block: Nullable(Type.String()),
    in_time: Time,
    out_time: Nullable(Time),
    duration_minutes: Count,
  },
  { $id: 'VisitOverstay' },
);

/** Analytics card shapes (spec part 3 §3 Analytics card data). */
export const VmsVisitorCount = Type.Object(
  { name: Type.String(), phone: Type.String(), count: Count },
  { $id: 'VmsVisitorCount' },
);
export const VmsUnitCount = Type.Object({ unit_number: Type.String(), count: Count }, { $id: 'VmsUnitCount' });
export const VmsDeviceCount = Type.Object({ name: Type.String(), count: Count }, { $id: 'VmsDeviceCount' });
export const EntryModePerson = Type.Object(
  { name: Type.String(), phone: Type.String(), entry_count: Count },
  { $id: 'EntryModePerson' },
);
export const SelfInvitedResident = Type.Object(
  { name: Nullable(Type.String()), unit_number: Nullable(Type.String()), count: Count },
  { $id: 'SelfInvitedResident' },
);
export const SelfInviteDay = Type.Object(
  {
    name: Nullable(Type.String()),
    count: Count,
    unit_number: Nullable(Type.String()),
    date: Type.String({ format: 'date' }),
  },
  { $id: 'SelfInviteDay' },
);
export const VisitingVisitor = Type.Object(
  { name: Type.String(), phone: Type.String(), count: Count, number_plates: Type.Array(Type.String()) },
  { $id: 'VisitingVisitor' },
);

export const visitComponents: TSchema[] = [
  Visit,
  VisitBucket,
  VisitAggregation,
  VisitorTypeCounts,
  VisitorTypesDay,
  VisitorTypes,
  VisitOverstay,
  VmsVisitorCount,
  VmsUnitCount,
  VmsDeviceCount,
  EntryModePerson,
  SelfInvitedResident,
  SelfInviteDay,
  VisitingVisitor,
];

// Querystrings.
export const VISIT_AGGS = ['visitor_type', 'device_name'] as const;
export type VisitAgg = (typeof VISIT_AGGS)[number];

const VisitFilters = {
  ...RangeQuery,
  'type[]': Type.Optional(Type.Array(StringEnum(VISITOR_TYPES), { maxItems: 4, description: 'Visitor types' })),
  'device_name[]': addition(
    'The spec’s visit calls take the common filters (device_name is an aggregation only)',
    Type.Optional(
      Type.Array(Type.String({ maxLength: MAX_LENGTH.name }), { maxItems: 50, description: 'Entry device names' }),
    ),
  ),
};

const Limit = {
  ...CardLimitQuery,
};

export const VisitListQuery = Type.Object({
  ...VisitFilters,
  ...ActivityPageQuery,
  'aggs[]': Type.Optional(Type.Array(StringEnum(VISIT_AGGS), { maxItems: 2 })),
  aggs: Type.Optional(Type.Array(StringEnum(VISIT_AGGS), { maxItems: 2, description: 'Same as aggs[]' })),
});
export const VisitReportQuery = Type.Object({ ...VisitFilters, ...ActivityPageQuery });
export const VisitorTypesQuery = Type.Object({
  ...VisitFilters,
  visitor_types_per_day: Type.Optional(Type.Boolean({ description: 'Adds the per-day series' })),
});
export const RangeOnlyQuery = Type.Object({ ...RangeQuery });
export const CardQuery = Type.Object({ ...RangeQuery, ...Limit });
export const OverstayVisitorsQuery = Type.Object({
  ...RangeQuery,
  ...Limit,
  overstay_duration: Type.Integer({ minimum: 0, maximum: 525_600, description: 'Minutes a visit must exceed' }),
});
export const PagedRangeQuery = Type.Object({ ...RangeQuery, ...ActivityPageQuery });
export const EntryDataQuery = Type.Object({
  ...RangeQuery,
  ...Limit,
  entry_mode: Type.Optional(StringEnum(ENTRY_MODES, { description: 'Required: FACE, RFID or SMART_QR' })),
});

// Responses.
const List = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item) });
export const VisitListResponse = Type.Object({
  data: Type.Array(Type.Ref('Visit')),
  total_entries: Type.Integer(),
  aggregation: Type.Optional(Type.Ref('VisitAggregation')),
});
export const VisitPageResponse = Type.Object({ data: Type.Array(Type.Ref('Visit')), total_entries: Type.Integer() });
export const VisitorTypesResponse = Type.Object({ data: Type.Ref('VisitorTypes') });
export const VisitorTypeCountsResponse = Type.Object({ data: Type.Ref('VisitorTypeCounts') });
export const VisitOverstayResponse = Type.Object({
  data: Type.Array(Type.Ref('VisitOverstay')),
  total_entries: Type.Integer(),
});
export const VisitorCountResponse = List(Type.Ref('VmsVisitorCount'));
export const UnitCountResponse = List(Type.Ref('VmsUnitCount'));
export const DeviceCountResponse = List(Type.Ref('VmsDeviceCount'));
export const EntryModePersonResponse = List(Type.Ref('EntryModePerson'));
export const SelfInvitedResidentResponse = List(Type.Ref('SelfInvitedResident'));
export const SelfInviteDayResponse = Type.Object({
  data: Type.Array(Type.Ref('SelfInviteDay')),
  total_entries: Type.Integer(),
});
export const VisitingVisitorResponse = List(Type.Ref('VisitingVisitor'));
