// A card's figure per UTC day of its range (the detail page's line), derived from the spec's own calls: a bare-number
// card asks its call once per day of the range (every analytics range is at most 31 days, the API's limit), the
// traffic card asks for its days at the API's largest limit. Days are UTC, as the spec's analytics ranges (§9) and
// the traffic card's days are.
import type { IsoDateRange } from '@condo/shared';

/** A day of the range (YYYY-MM-DD, UTC) and the figure on it. */
export interface DayCount {
  date: string;
  count: number;
}

/** The part of the range on one UTC day: its date and its own from/to (the range's ends on the first and last). */
export interface RangeDay extends IsoDateRange {
  date: string;
}

const DAY_MS = 86_400_000;
/** The API refuses a range over 30 whole days (api docs: activity ranges), so a range never covers more than 31. */
export const MAX_DAYS = 31;

/** The UTC days the range touches, each clipped to the range; empty for a range backwards or over MAX_DAYS. */
export function utcDaysOf(range: IsoDateRange): RangeDay[] {
  const from = Date.parse(range.from);
  const to = Date.parse(range.to);
  if (!(from <= to)) return [];
  const first = Math.floor(from / DAY_MS) * DAY_MS;
  if ((to - first) / DAY_MS >= MAX_DAYS) return [];
  const days: RangeDay[] = [];
  for (let start = first; start <= to; start += DAY_MS) {
    days.push({
      date: new Date(start).toISOString().slice(0, 10),
      from: new Date(Math.max(start, from)).toISOString(),
      // The API's to_time is inclusive: a day ends 1 ms before the next begins.
      to: new Date(Math.min(start + DAY_MS - 1, to)).toISOString(),
    });
  }
  return days;
}

/** Every day of the range with the count the answer has for it, 0 for a day it leaves out (no traffic). */
export function everyDayOf(range: IsoDateRange, counts: readonly DayCount[]): DayCount[] {
  const byDate = new Map(counts.map((day) => [day.date, day.count]));
  return utcDaysOf(range).map((day) => ({ date: day.date, count: byDate.get(day.date) ?? 0 }));
}

/** How many of a figure's per-day calls run at once: the day's answers come quickly, the API stays free for others. */
export const PER_DAY_CALLS_AT_ONCE = 4;

/** The figure of each day of the range, `countDay` asked for each (a few at a time), in date order. */
export async function countEachDay(
  range: IsoDateRange,
  countDay: (day: RangeDay) => Promise<number>,
): Promise<DayCount[]> {
  const days = utcDaysOf(range);
  const counts: number[] = new Array(days.length).fill(0);
  let next = 0;
  const worker = async () => {
    while (next < days.length) {
      const index = next++;
      const day = days[index];
      try {
        if (day) counts[index] = await countDay(day);
      } catch (error) {
        next = days.length; // one failed day fails the line: ask no more
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PER_DAY_CALLS_AT_ONCE, days.length) }, worker));
  return days.map((day, index) => ({ date: day.date, count: counts[index] ?? 0 }));
}
