/** Lengths of time in milliseconds, as Date arithmetic counts them (a UTC day has no daylight saving). */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
