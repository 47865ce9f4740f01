// Overall report (spec part 3 §2.2 "Overall daily report"): Daily and Weekly summaries, one row per day or week.
import type { Api } from '@condo/shared';
import dayjs from 'dayjs';
import type { ReportRange, ReportSection } from '../kit/model';
import type { LoadContext } from './kind';

export interface SummaryRow {
  from: string;
  to: string;
  vehiclesIn: number;
  vehiclesOut: number;
  visitors: number;
  alerts: number;
  /** Spec part 3 §2.2: every alert whose status is not Raised. */
  actionTaken: number;
  notifications: number;
}

export interface OverallData {
  period: 'day' | 'week';
  rows: SummaryRow[];
}

export const OVERALL_SUBTYPES = [
  { value: 'daily_summary', label: 'Daily Summary' },
  { value: 'weekly_summary', label: 'Weekly Summary' },
  { value: 'pa_summary', label: 'P/A Summary' },
] as const;

/** The range cut into whole days or weeks (the last one ends with the range). */
export function periods(range: ReportRange, period: 'day' | 'week'): ReportRange[] {
  const end = dayjs(range.to);
  const cuts: ReportRange[] = [];
  for (let start = dayjs(range.from); start.isBefore(end); start = start.add(1, period).startOf('day')) {
    const endOfPeriod = start.add(1, period).startOf('day').subtract(1, 'millisecond');
    const stop = endOfPeriod.isAfter(end) ? end : endOfPeriod;
    cuts.push({ from: start.toISOString(), to: stop.toISOString() });
  }
  return cuts;
}

/** Runs `work` over the items, at most `limit` at a time (a month of days is 30 × 3 calls). */
async function mapLimited<Item, Result>(items: Item[], limit: number, work: (item: Item) => Promise<Result>) {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as Item);
    }
  });
  await Promise.all(lanes);
  return results;
}

async function summarise(api: Api, range: ReportRange, signal: AbortSignal | undefined): Promise<SummaryRow> {
  const query = { from_time: range.from, to_time: range.to };
  const options = { signal };
  const [tiles, alerts, notifications] = await Promise.all([
    api.vehicleEntries.tiles({ ...query, display: ['vehicles_in', 'vehicles_out', 'visitors_in'] }, options),
    api.alerts.report({ ...query, page: 1, per_page: 1 }, options),
    api.outboxes.total(query, options),
  ]);
  const aggregation = alerts.aggregation;
  const total = aggregation?.total_count.value ?? 0;
  const raised = aggregation?.status.buckets.find((bucket) => bucket.key === 'Raised')?.doc_count ?? 0;
  return {
    ...range,
    vehiclesIn: tiles.data.vehicles_in?.count ?? 0,
    vehiclesOut: tiles.data.vehicles_out?.count ?? 0,
    visitors: tiles.data.visitors_in?.count ?? 0,
    alerts: total,
    actionTaken: total - raised,
    notifications: notifications.data.count,
  };
}

export async function loadOverall(context: LoadContext): Promise<OverallData> {
  const period = context.options.subType === 'weekly_summary' ? 'week' : 'day';
  const rows = await mapLimited(periods(context.range, period), 4, (range) =>
    summarise(context.api, range, context.signal),
  );
  return { period, rows };
}

const FIGURES = [
  ['vehiclesIn', 'Vehicles In'],
  ['vehiclesOut', 'Vehicles Out'],
  ['visitors', 'Visitors'],
  ['alerts', 'Alerts'],
  ['actionTaken', 'Action Taken'],
  ['notifications', 'Notifications'],
] as const;

export function overallSections(data: OverallData): ReportSection[] {
  const label = (row: SummaryRow) =>
    data.period === 'day'
      ? dayjs(row.from).format('DD-MM-YYYY')
      : `${dayjs(row.from).format('DD-MM-YYYY')} - ${dayjs(row.to).format('DD-MM-YYYY')}`;
  return [
    { kind: 'heading', text: data.period === 'day' ? 'Daily Summary' : 'Weekly Summary' },
    {
      kind: 'tiles',
      tiles: FIGURES.map(([key, title]) => ({
        label: title,
        value: data.rows.reduce((sum, row) => sum + row[key], 0),
      })),
    },
    {
      kind: 'table',
      title: data.period === 'day' ? 'Per day' : 'Per week',
      columns: [
        { key: 'period', title: data.period === 'day' ? 'Date' : 'Week' },
        ...FIGURES.map(([key, title]) => ({ key, title })),
      ],
      rows: data.rows.map((row) => ({
        period: label(row),
        ...Object.fromEntries(FIGURES.map(([key]) => [key, row[key]])),
      })),
    },
  ];
}
