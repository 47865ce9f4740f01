import { Cron } from 'croner';

/** Spec part 2 §2: the form's presets, every 1, 5, 10, 15 and 30 minutes. */
export const CRON_PRESETS = [
  { label: 'Every minute', cronline: '* * * * *' },
  { label: 'Every 5 minutes', cronline: '*/5 * * * *' },
  { label: 'Every 10 minutes', cronline: '*/10 * * * *' },
  { label: 'Every 15 minutes', cronline: '*/15 * * * *' },
  { label: 'Every 30 minutes', cronline: '*/30 * * * *' },
] as const;

export type CronPreview = { ok: true; next: Date[] } | { ok: false; problem: string };

/**
 * What a typed cron line means, read by croner exactly as the API reads it (5 fields, in `timeZone`): its next
 * three fire times after `from`, or why it is not a cron line.
 */
export function previewCronline(cronline: string, timeZone = 'UTC', from: Date = new Date()): CronPreview {
  const line = cronline.trim();
  if (!line) return { ok: false, problem: 'Please enter a cron line' };
  try {
    const cron = new Cron(line, { mode: '5-part', timezone: timeZone, paused: true });
    const next = cron.nextRuns(3, from);
    if (!next.length) return { ok: false, problem: 'This cron line never fires' };
    return { ok: true, next };
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^CronPattern:\s*/, '') : String(error);
    return { ok: false, problem: `Not a 5-field cron line (minute hour day month weekday): ${reason}` };
  }
}
