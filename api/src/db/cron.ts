import { Cron } from 'croner';
import type { CondoConfigurations } from './schema';

/**
 * Cron lines are parsed by croner. A user's line has 5 fields (minute precision); the planner also reads 6-field
 * lines (seconds first), which only tests and the benchmark write straight into the table.
 */
export function parseCronline(cronline: string, timezone: string, mode: '5-part' | '5-or-6-parts' = '5-part') {
  return new Cron(cronline, { mode, timezone, paused: true });
}

/** Why a user's cron line is refused, or undefined when croner accepts it and it ever fires. */
export function cronlineProblem(cronline: string): string | undefined {
  try {
    const cron = parseCronline(cronline.trim(), 'UTC');
    if (!cron.nextRun()) return 'cronline never fires';
    return undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^CronPattern:\s*/, '') : String(error);
    return `cronline is not a valid 5-field cron line (minute hour day month weekday): ${reason}`;
  }
}

/** The first fire time strictly after `after`. */
export function nextFire(cronline: string, timezone: string, after: Date): Date | null {
  return parseCronline(cronline, timezone, '5-or-6-parts').nextRun(after);
}

/** The latest fire time at or before `at`. */
export function latestFire(cronline: string, timezone: string, at: Date): Date | null {
  // croner's previousRuns is exclusive and works in whole seconds: look from a second later, keep those not after `at`.
  const runs = parseCronline(cronline, timezone, '5-or-6-parts').previousRuns(2, new Date(at.getTime() + 1000));
  return runs.find((run) => run.getTime() <= at.getTime()) ?? null;
}

/**
 * The condo's IANA time zone (`configurations.time_zone`, e.g. Asia/Singapore) when it names a real zone; UTC
 * otherwise (docs/api/jobs-and-schedulers.md, Schedulers).
 */
export function condoTimezone(configurations: CondoConfigurations | null | undefined): string {
  const zone = configurations?.time_zone;
  if (typeof zone !== 'string' || !zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}
