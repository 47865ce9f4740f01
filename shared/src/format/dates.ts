// The date formatters (dayjs). Apart from format.ts and out of '@condo/shared''s index: the login route has no dates,
// so dayjs loads with the data screens' kit ('@condo/shared/ui'), which exports these.
import dayjs, { type ConfigType } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
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
