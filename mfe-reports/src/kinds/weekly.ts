// The weekly digest "Your Weekly Update" (spec part 3 §2.2).
import { api, type ConsolidatedWeekly } from '@condo/shared';
import type { ReportSection, TextRun } from '../report-kit/model';
import { type LoadContext, rangeQuery } from './kind';

export interface WeeklyData {
  weekly: ConsolidatedWeekly;
  notifications: number;
}

/** The footer's company address (spec part 3 §2.2: "a company address"; the address itself is ours). */
export const COMPANY_ADDRESS = 'Smart Condo Management · 1 Harbourfront Avenue, #10-01 · Singapore 098632';

export async function loadWeekly(context: LoadContext): Promise<WeeklyData> {
  const options = { signal: context.signal };
  const [weekly, total] = await Promise.all([
    api.alerts.consolidatedWeekly(rangeQuery(context), options),
    api.outboxes.total(rangeQuery(context), options),
  ]);
  return { weekly: weekly.data, notifications: total.data.count };
}

/**
 * The change against the week before: positive in red as "more", negative in green as "less", zero as
 * "the same". No figure (nothing the week before) says so rather than inventing a percentage.
 */
export function changeRuns(percentage: number | null | undefined, noun: string): TextRun[] {
  if (percentage === null || percentage === undefined) return [{ text: `, none the week before.` }];
  if (percentage === 0)
    return [{ text: `, ` }, { text: 'the same', tone: 'strong' }, { text: ` ${noun} as the previous week.` }];
  const more = percentage > 0;
  return [
    { text: ', ' },
    { text: `${Math.abs(percentage)}% ${more ? 'more' : 'less'}`, tone: more ? 'up' : 'down' },
    { text: ` ${noun} than the previous week.` },
  ];
}

export function weeklySections({ weekly, notifications }: WeeklyData): ReportSection[] {
  const { vehicles, visitors } = weekly;
  const visitorTotal = visitors.visitors + visitors.contractors + visitors.pickup_delivery;
  return [
    { kind: 'heading', text: 'Building Management System' },
    {
      kind: 'paragraph',
      runs: [
        { text: `${vehicles.entry_vehicles} vehicles entered and ${vehicles.exit_vehicles} exited` },
        ...changeRuns(vehicles.percentage, 'vehicles'),
      ],
    },
    {
      kind: 'tiles',
      title: 'Vehicles',
      tiles: [
        { label: 'Entered', value: vehicles.entry_vehicles },
        { label: 'Exited', value: vehicles.exit_vehicles },
      ],
    },
    {
      kind: 'paragraph',
      runs: [{ text: `${visitorTotal} visitors came` }, ...changeRuns(visitors.percentage, 'visitors')],
    },
    {
      kind: 'tiles',
      title: 'Visitors',
      tiles: [
        { label: 'Guest', value: visitors.visitors },
        { label: 'Contractor', value: visitors.contractors },
        { label: 'Pickup/Delivery', value: visitors.pickup_delivery },
      ],
    },
    {
      kind: 'table',
      title: 'TOP ALERTS',
      columns: [
        { key: 'rank', title: 'Rank' },
        { key: 'type', title: 'Alert Type' },
        { key: 'count', title: 'Count' },
      ],
      rows: weekly.top_alerts.map((alert) => ({
        rank: alert.rank,
        type: alert.name,
        count: `${alert.count} ${alert.count === 1 ? 'alert' : 'alerts'}`,
      })),
    },
    { kind: 'tiles', tiles: [{ label: 'Total notifications sent', value: notifications }] },
    { kind: 'paragraph', runs: [{ text: COMPANY_ADDRESS }] },
  ];
}
