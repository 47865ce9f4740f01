import { type Range, type RawRange, rangeOf, startOfUtcDay } from '../activity-range';
import type { EmployeeFilter } from './queries';

/** A daily report's range when none is given: today (UTC) up to now. */
const today = (now: Date): Range => ({ from: startOfUtcDay(now), to: now });

export type Report = 'daily' | 'weekly';
/** The weekly report is a week periodical (at most 6 days); the daily one keeps the query's own periodical. */
export function reportRange(query: RawRange, now: Date, report: Report): Range {
  return report === 'weekly' ? rangeOf({ ...query, date_type: 'week' }, now) : rangeOf(query, now, today);
}

/** The employee entries' and attendance's filter: the condo, the range and the `employee_type[]` asked for. */
export const staffFilter = (
  condoId: number,
  query: RawRange & { 'employee_type[]'?: EmployeeFilter['types'] },
  range: Range,
): EmployeeFilter => ({ condoId, range, types: query['employee_type[]'] });
