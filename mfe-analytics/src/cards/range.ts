// Spec part 3 §9: the analytics ranges default to the current month (detail pages, overview) or the current week
// (vehicle parking), in UTC.
import type { IsoDateRange } from '@condo/shared';

const DAY_MS = 86_400_000;

/** The current UTC month: its 1st 00:00 to the end of today. */
export function currentUtcMonth(now = new Date()): IsoDateRange {
  return {
    from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    to: endOfUtcDay(now).toISOString(),
  };
}

/** The current UTC week (the calendar week starts on Sunday, §9): Sunday 00:00 to the end of today. */
export function currentUtcWeek(now = new Date()): IsoDateRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    from: new Date(today - now.getUTCDay() * DAY_MS).toISOString(),
    to: endOfUtcDay(now).toISOString(),
  };
}

const endOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS - 1);
