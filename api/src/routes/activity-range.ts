import { Type } from 'typebox';
import { DAY_MS } from '../db/time';
import { addition } from '../plugins/additions';
import { StringEnum } from '../plugins/envelope';
import { unprocessable } from '../plugins/http-errors';

/**
 * The date range every site-activity read call takes (spec part 3 §5, §7): `from_time`/`to_time`, or
 * `fromTime`/`toTime` where the spec spells them so; `date_type` is the report's periodical. A range may span at
 * most 6 days for a week periodical, 30 otherwise, counted in whole days (a Monday 00:00 to Sunday 23:59 week is
 * 6 days) — else 422.
 */
const TIME = { maxLength: 40, description: 'ISO 8601 date or date-time' };

export const PERIODICALS = ['daily', 'week', 'month'] as const;
export type Periodical = (typeof PERIODICALS)[number];

export const RangeQuery = {
  from_time: Type.Optional(Type.String(TIME)),
  to_time: Type.Optional(Type.String(TIME)),
  fromTime: Type.Optional(Type.String({ ...TIME, description: 'Same as from_time (the spelling some calls use)' })),
  toTime: Type.Optional(Type.String({ ...TIME, description: 'Same as to_time (the spelling some calls use)' })),
  date_type: addition(
    'The spec’s calls send no periodical; its range limit is the console’s',
    Type.Optional(
      StringEnum(PERIODICALS, { description: "The report's periodical: week limits the range to 6 days, else 30" }),
    ),
  ),
};

/** Per-page under the spec's two spellings (`per_page`, `perPage`); the spec's API default is 50. */
export const ActivityPageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1500 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1500, description: 'Same as per_page' })),
};

export interface RawRange {
  from_time?: string | undefined;
  to_time?: string | undefined;
  fromTime?: string | undefined;
  toTime?: string | undefined;
  date_type?: Periodical | undefined;
}

export interface Range {
  from: Date;
  to: Date;
}

export const MAX_WEEK_RANGE_DAYS = 6;
export const MAX_RANGE_DAYS = 30;

function parseTime(value: string, name: string): Date {
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw unprocessable(`${name} is not a valid date`);
  return time;
}

/** The analytics cards' default range (spec part 3 §9): the current UTC month, its 1st 00:00 to now. */
export const currentMonth = (now: Date): Range => ({
  from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  to: now,
});

/** The analytics cards' `limit` (the spec leaves it open): absent or 0 → 10, at most 100. */
export const CardLimitQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'How many rows (absent or 0: 10)' })),
};
export const cardLimit = (limit: number | undefined) => (limit ? Math.min(limit, 100) : 10);

/** The start of the UTC day `days` before `now`'s. */
export function startOfUtcDay(now: Date, daysBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysBack * DAY_MS);
}

/**
 * The validated range; without one, `fallback` (default: the last 7 days up to now). A from after the to, or a
 * range longer than its periodical allows, is a 422 naming the limit.
 */
export function rangeOf(query: RawRange, now: Date, fallback?: (now: Date) => Range): Range {
  const fromText = query.from_time ?? query.fromTime;
  const toText = query.to_time ?? query.toTime;
  const base = fallback ? fallback(now) : { from: startOfUtcDay(now, 6), to: now };
  const from = fromText ? parseTime(fromText, 'from_time') : base.from;
  const to = toText ? parseTime(toText, 'to_time') : base.to;
  if (to < from) throw unprocessable('to_time must not be before from_time');
  const limit = query.date_type === 'week' ? MAX_WEEK_RANGE_DAYS : MAX_RANGE_DAYS;
  if (Math.floor((to.getTime() - from.getTime()) / DAY_MS) > limit) {
    throw unprocessable(
      query.date_type === 'week'
        ? `A weekly range may not exceed ${limit} days`
        : `The date range may not exceed ${limit} days`,
    );
  }
  return { from, to };
}

/** page/per_page under either spelling, with the spec's API default of 50 per page. */
export function pageOf(query: {
  page?: number | undefined;
  per_page?: number | undefined;
  perPage?: number | undefined;
}) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? query.perPage ?? 50;
  return { page, perPage, limit: perPage, offset: (page - 1) * perPage };
}
