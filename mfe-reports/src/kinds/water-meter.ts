// Water Meter Report (spec part 3 §2.2, §9): hourly or daily consumption per meter, in whole units.
import { api, type WaterMeterGraphPoint, type WaterMeterReportRow } from '@condo/shared';
import dayjs from 'dayjs';
import type { ReportSection } from '../report-kit/model';
import { vehicleColors } from '../report-kit/palette';
import type { LoadContext } from './kind';

export interface WaterMeterData {
  hourly: boolean;
  rows: WaterMeterReportRow[];
  graph: Record<string, WaterMeterGraphPoint[]>;
}

export const WATER_METER_SUBTYPES = [
  { value: 'hourly_consumption', label: 'Hourly Consumption' },
  { value: 'daily_consumption', label: 'Daily Consumption' },
] as const;

/** Spec part 3 §9: granularity 2 (30-minute rows into hours) or 48 (into days). */
const HOURLY = 2;
const DAILY = 48;

export async function loadWaterMeter(context: LoadContext): Promise<WaterMeterData> {
  const hourly = context.options.subType !== 'daily_consumption';
  const query = {
    from_time: context.range.from,
    to_time: context.range.to,
    granularity: hourly ? HOURLY : DAILY,
  } as const;
  const options = { signal: context.signal };
  const [rows, graph] = await Promise.all([
    api.waterMeters.reportData(query, options),
    api.waterMeters.reportGraph(query, options),
  ]);
  return { hourly, rows: rows.data, graph: graph.data };
}

/** An hourly row's slot, `hh A - hh A` (spec part 3 §2.2): "09 AM - 10 AM". */
export const hourSlot = (start: string) =>
  `${dayjs(start).format('hh A')} - ${dayjs(start).add(1, 'hour').format('hh A')}`;

/** Meter values are shown as whole units. */
export const units = (value: unknown) => `${Math.round(Number(value) || 0)} Units`;

export function meterNames(data: WaterMeterData): string[] {
  const names = new Set(Object.keys(data.graph));
  for (const row of data.rows) for (const key of Object.keys(row)) if (key !== 'datetime') names.add(key);
  return [...names].sort((a, b) => b.localeCompare(a));
}

export function waterMeterSections(data: WaterMeterData): ReportSection[] {
  const meters = meterNames(data);
  const total = (meter: string) => data.rows.reduce((sum, row) => sum + (Number(row[meter]) || 0), 0);
  const label = (start: string) =>
    data.hourly ? `${dayjs(start).format('DD-MMM')} ${hourSlot(start)}` : dayjs(start).format('DD-MM-YYYY');
  return [
    { kind: 'heading', text: data.hourly ? 'Hourly Consumption' : 'Daily Consumption' },
    { kind: 'tiles', tiles: meters.map((meter) => ({ label: `${meter} units consumed`, value: units(total(meter)) })) },
    {
      kind: 'line',
      title: 'Consumption',
      colors: vehicleColors,
      categories: data.rows.map((row) => label(row.datetime)),
      series: meters.map((meter) => ({
        name: meter,
        values: data.rows.map((row) => Math.round(Number(row[meter]) || 0)),
      })),
    },
    {
      kind: 'table',
      title: `Consumption per ${data.hourly ? 'hour' : 'day'}`,
      columns: [
        { key: 'no', title: 'S.No' },
        { key: 'when', title: data.hourly ? 'Time' : 'Date' },
        ...meters.map((meter) => ({ key: meter, title: meter })),
      ],
      rows: data.rows.map((row, index) => ({
        no: index + 1,
        when: label(row.datetime),
        ...Object.fromEntries(meters.map((meter) => [meter, units(row[meter])])),
      })),
    },
  ];
}
