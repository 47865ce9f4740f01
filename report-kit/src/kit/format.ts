import dayjs from 'dayjs';
import type { ReportRange } from './model';

/** Spec part 3 §9 date formats. */
export const DAY = 'DD-MMM-YY';
export const DATE_TIME = 'DD-MM-YYYY HH:mm:ss';
export const TIME = 'hh:mm a';

/** A time of the report, or N/A when missing (spec part 3 §5). */
export const dateTime = (value: string | null | undefined) => (value ? dayjs(value).format(DATE_TIME) : 'N/A');

export const rangeText = (range: ReportRange) => `${dayjs(range.from).format(DAY)} to ${dayjs(range.to).format(DAY)}`;

/** A report of one day or less leaves its charts out (spec part 3 §2.2). */
export const isDaily = (range: ReportRange) => dayjs(range.to).diff(dayjs(range.from), 'hour', true) <= 24;

/** "2 h 05 m" between two times, or a dash when the visit has not ended. */
export function duration(from: string | null | undefined, to: string | null | undefined): string {
  if (!from || !to) return '-';
  const minutes = Math.max(0, Math.round(dayjs(to).diff(dayjs(from), 'minute', true)));
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} m`;
}
