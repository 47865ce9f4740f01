import { latestFire } from '../db/cron';

const MIDNIGHT = '0 0 * * *';
const startOfDay = (at: Date, timezone: string) => latestFire(MIDNIGHT, timezone, at) as Date;

/**
 * The whole days a user report sent at `plannedAt` covers, in the condo's time zone: from the day of the scheduler's
 * previous fire to the end of yesterday. Weekly on Monday 08:00 covers last Monday to Sunday; monthly on the 1st the
 * month before; daily (or more often, or a first run) yesterday.
 */
export function reportPeriod(cronline: string, timezone: string, plannedAt: Date): { from: Date; to: Date } {
  const today = startOfDay(plannedAt, timezone);
  const yesterday = startOfDay(new Date(today.getTime() - 1), timezone);
  const previous = latestFire(cronline, timezone, new Date(plannedAt.getTime() - 1000));
  const first = previous ? startOfDay(previous, timezone) : yesterday;
  return { from: first < today ? first : yesterday, to: new Date(today.getTime() - 1) };
}
