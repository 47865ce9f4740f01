// What a detail page draws, built from exactly what its list and its per-day table show: the rows as a ranking (the
// list's order, names and COUNTs) and, for a figure counted in time, the figure per day.
import dayjs from 'dayjs';
import type { AnalyticsCard, CardResult, DayCount } from '../../cards';
import type { ChartSpec } from '../../charts';

/** §9's date format; a YYYY-MM-DD day parses as that calendar day wherever the browser is. */
export const dayLabel = (date: string) => dayjs(date).format('DD-MMM-YY');

/** The rows as horizontal bars, highest first as listed; none for a bare figure or an empty answer. */
export function rankingChart(card: AnalyticsCard, result: CardResult): ChartSpec | null {
  if (result.kind !== 'rows' || !result.rows.length) return null;
  return {
    kind: 'ranking',
    title: card.name,
    valueName: 'COUNT',
    points: result.rows.map((row) => ({ label: row.name, value: row.count })),
  };
}

/** The figure of each day of the range as a line; none when the range has no day. */
export function perDayChart(card: AnalyticsCard, days: readonly DayCount[]): ChartSpec | null {
  if (!days.length) return null;
  return {
    kind: 'line',
    title: `${card.name} per day`,
    valueName: 'COUNT',
    points: days.map((day) => ({ label: dayLabel(day.date), value: day.count })),
  };
}
