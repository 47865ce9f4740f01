import { type TSchema, Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { RangeQuery } from '../activity-range';

/** Spec part 3 §9: readings are 30-minute slots; 2 slots make an hourly row, 48 a daily one. */
export const GRANULARITIES = [2, 48] as const;

export const WaterMeterReportRow = Type.Object(
  { datetime: Type.String({ format: 'date-time', description: 'Start of the hour, or 00:00 UTC of the day' }) },
  {
    $id: 'WaterMeterReportRow',
    additionalProperties: Type.Number({ description: "One key per meter name ('Small Meter', 'Big Meter'): units" }),
  },
);

export const WaterMeterGraphPoint = Type.Object(
  { summary_datetime: Type.String({ format: 'date-time' }), consumption: Type.Number() },
  { $id: 'WaterMeterGraphPoint' },
);

export const waterMeterComponents: TSchema[] = [WaterMeterReportRow, WaterMeterGraphPoint];

export const WaterMeterReportQuery = Type.Object({
  ...RangeQuery,
  granularity: addition(
    'The spec’s report calls take no granularity (rows every 30 minutes)',
    Type.Optional(
      Type.Unsafe<(typeof GRANULARITIES)[number]>({
        type: 'integer',
        enum: [...GRANULARITIES],
        description: '2 (default): hourly rows at whole hours; 48: daily rows (UTC days)',
      }),
    ),
  ),
});

export const WaterMeterReportResponse = Type.Object({
  data: Type.Array(Type.Ref('WaterMeterReportRow'), { maxItems: 800 }),
});
export const WaterMeterGraphResponse = Type.Object({
  data: Type.Record(Type.String(), Type.Array(Type.Ref('WaterMeterGraphPoint'))),
});
