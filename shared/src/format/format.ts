import dayjs, { type ConfigType } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { DEVICE_STATES } from '../constants/enums';
import { DATE_FORMATS } from '../constants/limits';

dayjs.extend(relativeTime);

const EMPTY = '-';

function parse(value: ConfigType | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** 'DD-MM-YYYY HH:mm:ss' in the user's time zone; '-' when there is no date. */
export function formatDateTime(value: ConfigType | null | undefined): string {
  return parse(value)?.format(DATE_FORMATS.dateTime) ?? EMPTY;
}

/** 'DD-MMM-YY HH:mm' (the header's range picker); '-' when there is no date. */
export function formatShortDateTime(value: ConfigType | null | undefined): string {
  return parse(value)?.format(DATE_FORMATS.short) ?? EMPTY;
}

/** '3 minutes ago' relative to `now`; '-' when there is no date. */
export function formatRelative(value: ConfigType | null | undefined, now: ConfigType = undefined): string {
  const date = parse(value);
  if (!date) return EMPTY;
  return now === undefined ? date.fromNow() : date.from(dayjs(now));
}

/** Cuts text to `length` characters followed by '...'; short text and empty values pass unchanged. */
export function truncate(text: string | null | undefined, length: number): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Operational state shown for a device: its state when active and known, else 'Created' (spec part 1 §4). */
export function deviceStateLabel(status: string | null | undefined, state: string | null | undefined): string {
  if (status !== 'active') return status || 'Created';
  return state && (DEVICE_STATES as readonly string[]).includes(state) ? state : 'Created';
}
