import { Type } from 'typebox';
import { ALERT_STATUSES } from '../../db/schema';
import { addition } from '../../plugins/additions';
import { Id, StringEnum } from '../../plugins/envelope';
import { ActivityPageQuery, CardLimitQuery, RangeQuery } from '../activity-range';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableTime = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const Alias = Type.String({ maxLength: 100, description: 'An alert type alias_name, e.g. visitor.overstay' });
const Aliases = (description: string) => Type.Optional(Type.Array(Alias, { maxItems: 50, description }));

export const Alert = Type.Object(
  {
    id: Type.Integer(),
    alert_type_name: Type.String({ description: "The alert type's alias_name" }),
    alert_type_display_name: addition(
      'Not in the spec’s Alert (alert_type_name is the alias)',
      Type.String({ description: "The alert type's name (an addition, docs/api/analytics.md)" }),
    ),
    alert_group: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    from_time: Type.String({ format: 'date-time' }),
    to_time: NullableTime,
    description: Type.String(),
    status: StringEnum(ALERT_STATUSES, { description: 'Raised is shown as Open, Resolved as Closed' }),
    image_path: NullableString,
    s3_image_path: Type.Union([Type.String(), Type.Null()], { description: 'Same as image_path' }),
    remarks: NullableString,
    comments: Type.Array(Type.Object({ remarks: Type.String() })),
    device_name: addition('Not in the spec’s Alert', NullableString),
    entity: Type.Object({
      number_plate: NullableString,
      block: NullableString,
      unit_number: addition('Not in the spec’s alert entity', NullableString),
      visitor: Type.Object({
        name: addition('Not in the spec’s alert entity (visitor.phone)', NullableString),
        phone: NullableString,
      }),
      in_time: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
        description: "The linked visit's in time, else the linked vehicle entry's",
      }),
      out_time: NullableTime,
    }),
  },
  { $id: 'Alert' },
);

const Bucket = Type.Object({ key: Type.String(), doc_count: Type.Integer() });
const StatusBuckets = Type.Object({ buckets: Type.Array(Bucket) });

export const AlertAggregation = Type.Object(
  {
    total_count: Type.Object({ value: Type.Integer() }),
    status: StatusBuckets,
    alert_type_name: Type.Object({
      buckets: Type.Array(
        Type.Object({
          key: Type.String({ description: 'alias_name' }),
          name: addition('Not in the spec’s alert_type_name bucket (key, doc_count, raised, resolved)', Type.String()),
          doc_count: Type.Integer(),
          raised: Type.Object({ doc_count: Type.Integer() }),
          resolved: Type.Object({ doc_count: Type.Integer() }),
        }),
      ),
    }),
  },
  { $id: 'AlertAggregation' },
);

export const AlertVehicleCount = Type.Object(
  { number_plate: Type.String(), np: Type.String({ description: 'Same as number_plate' }), count: Type.Integer() },
  { $id: 'AlertVehicleCount' },
);
export const AlertCameraCount = Type.Object(
  { name: Type.String(), mac_address: NullableString, count: Type.Integer() },
  { $id: 'AlertCameraCount' },
);
export const AlertVisitorCount = Type.Object(
  { name: NullableString, phone: Type.String(), count: Type.Integer() },
  { $id: 'AlertVisitorCount' },
);

const Percentage = Type.Union([Type.Integer(), Type.Null()], {
  description: 'Whole-percent change against the same-length range before; 0 when both are 0, null when only it is 0',
});
export const ConsolidatedWeekly = Type.Object(
  {
    vehicles: Type.Object({ percentage: Percentage, entry_vehicles: Type.Integer(), exit_vehicles: Type.Integer() }),
    visitors: Type.Object({
      percentage: Percentage,
      visitors: Type.Integer({ description: 'Guest visits' }),
      contractors: Type.Integer(),
      pickup_delivery: Type.Integer({ description: 'Delivery and Pickup/Drop visits' }),
    }),
    total_notification: Type.Integer({ description: 'Messages (outboxes) created in the range' }),
    top_alerts: addition(
      'Not in the spec’s consolidated weekly data',
      Type.Array(
        Type.Object({ rank: Type.Integer(), type: Type.String(), name: Type.String(), count: Type.Integer() }),
      ),
    ),
  },
  { $id: 'ConsolidatedWeekly' },
);

export const alertComponents = [
  Alert,
  AlertAggregation,
  AlertVehicleCount,
  AlertCameraCount,
  AlertVisitorCount,
  ConsolidatedWeekly,
];

const TypeFilters = {
  'alert_type_name[]': Aliases('Alert type alias names'),
  'type[]': Aliases('Same as alert_type_name[]'),
  alert_type: Type.Optional(Type.String({ maxLength: 100, description: 'One alert type alias name' })),
  type: Type.Optional(Type.String({ maxLength: 100, description: 'Same as alert_type' })),
};

export const AlertIndexQuery = Type.Object({
  ...RangeQuery,
  ...ActivityPageQuery,
  ...TypeFilters,
  report: Type.Optional(Type.Boolean({ description: 'true adds the aggregation' })),
  'aggs[]': Type.Optional(
    Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10, description: 'Any value adds the aggregation' }),
  ),
});
export const AlertListQuery = Type.Object({ ...RangeQuery, ...ActivityPageQuery, ...TypeFilters });
export const AlertAggsQuery = Type.Object({ ...RangeQuery, ...TypeFilters });

export const AnalyticsQuery = {
  from_time: RangeQuery.from_time,
  to_time: RangeQuery.to_time,
  ...CardLimitQuery,
};
export const AlertAnalyticsQuery = Type.Object(AnalyticsQuery);
export const AlertReportDataQuery = Type.Object({
  ...AnalyticsQuery,
  type: Type.String({ maxLength: 100, description: 'special_vehicle.entry or heavy_vehicle.entry (any alias)' }),
});
export const AlertGroupParams = Type.Object({ alertGroupId: Id() });
export const ConsolidatedWeeklyQuery = Type.Object({
  from_time: RangeQuery.from_time,
  to_time: RangeQuery.to_time,
  date_type: RangeQuery.date_type,
});

export const AlertIndexResponse = Type.Object({
  data: Type.Array(Type.Ref('Alert')),
  total_entries: Type.Integer(),
  aggregation: Type.Optional(Type.Ref('AlertAggregation')),
});
export const AlertListResponse = Type.Object({
  data: Type.Array(Type.Ref('Alert')),
  total_entries: Type.Integer(),
  aggregation: Type.Object({ status: StatusBuckets }),
});
export const AlertAggsResponse = Type.Object({ data: Type.Ref('AlertAggregation') });
export const AlertVehiclesResponse = Type.Object({ data: Type.Array(Type.Ref('AlertVehicleCount')) });
export const AlertCamerasResponse = Type.Object({ data: Type.Array(Type.Ref('AlertCameraCount')) });
export const AlertVisitorsResponse = Type.Object({ data: Type.Array(Type.Ref('AlertVisitorCount')) });
export const ConsolidatedWeeklyResponse = Type.Object({ data: Type.Ref('ConsolidatedWeekly') });
