import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { waterMeterReadings, waterMeters } from '../../db/schema';
import type { Range } from '../activity-range';

export interface MeterBucket {
  bucket: string;
  meter: string;
  consumption: number;
}

/**
 * Every hour (granularity 2) or UTC day (48) of the range for every meter of the condo, with the consumption of
 * its 30-minute readings summed in the database; buckets without readings are 0. Ordered by bucket, then meter name.
 */
export async function meterBuckets(db: Db, condoId: number, range: Range, granularity: 2 | 48) {
  const unit = granularity === 48 ? sql.raw(`'day'`) : sql.raw(`'hour'`);
  const step = granularity === 48 ? sql.raw(`interval '1 day'`) : sql.raw(`interval '1 hour'`);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const result = await db.execute(sql`
    WITH sums AS (
      SELECT ${waterMeterReadings.waterMeterId} AS meter_id,
             date_trunc(${unit}, ${waterMeterReadings.readingAt} AT TIME ZONE 'UTC') AS bucket,
             sum(${waterMeterReadings.consumption}) AS consumption
        FROM ${waterMeterReadings}
       WHERE ${waterMeterReadings.condoId} = ${condoId}
         AND ${waterMeterReadings.readingAt} >= ${from}::timestamptz
         AND ${waterMeterReadings.readingAt} <= ${to}::timestamptz
       GROUP BY 1, 2
    )
    SELECT to_char(buckets.bucket, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS bucket,
           meters.name AS meter,
           coalesce(sums.consumption, 0)::float8 AS consumption
      FROM generate_series(
             date_trunc(${unit}, ${from}::timestamptz AT TIME ZONE 'UTC'),
             ${to}::timestamptz AT TIME ZONE 'UTC',
             ${step}) AS buckets(bucket)
     CROSS JOIN ${waterMeters} AS meters
      LEFT JOIN sums ON sums.bucket = buckets.bucket AND sums.meter_id = meters.id
     WHERE meters.condo_id = ${condoId}
     ORDER BY buckets.bucket, meters.name`);
  return rowsOf<MeterBucket>(result).map((row) => ({ ...row, consumption: Number(row.consumption) }));
}

/** Rounds away float noise of summed numeric(12,3) units. */
const units = (value: number) => Math.round(value * 1000) / 1000;

/** One row per bucket: `{datetime, <meter name>: units, ...}`. */
export function reportRows(buckets: MeterBucket[]) {
  const rows: Record<string, string | number>[] = [];
  for (const { bucket, meter, consumption } of buckets) {
    let row = rows[rows.length - 1];
    if (row?.datetime !== bucket) {
      row = { datetime: bucket };
      rows.push(row);
    }
    row[meter] = units(consumption);
  }
  return rows;
}

/** One series per meter: `{<meter name>: [{summary_datetime, consumption}]}`. */
export function graphSeries(buckets: MeterBucket[]) {
  const series: Record<string, { summary_datetime: string; consumption: number }[]> = {};
  for (const { bucket, meter, consumption } of buckets) {
    const points = series[meter] ?? [];
    points.push({ summary_datetime: bucket, consumption: units(consumption) });
    series[meter] = points;
  }
  return series;
}
