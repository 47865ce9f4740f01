import { useRequest } from '@condo/shared';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { extendedTypeOf } from '../../kinds/extended';
import type { Periodical, ReportOptions, ReportRange } from '../../report-kit/model';

/** Spec part 3 §5: a range may not exceed 6 days for the week periodical, or 30 days otherwise. */
export const RANGE_LIMIT_DAYS: Record<Periodical, number> = { daily: 0, week: 6, month: 30 };

/** Spec part 3 §9: the extended page starts on today. */
const today = (): ReportRange => ({
  from: dayjs().startOf('day').toISOString(),
  to: dayjs().endOf('day').toISOString(),
});

const PERIODICAL_VALUES: readonly string[] = ['daily', 'week', 'month'];

/** Why a range does not fit the periodical, or null when it does. */
export function rangeProblem(range: ReportRange, periodical: Periodical | undefined): string | null {
  if (!periodical) return null;
  const days = dayjs(range.to).startOf('day').diff(dayjs(range.from).startOf('day'), 'day');
  if (days < 0) return 'The range ends before it starts.';
  const limit = RANGE_LIMIT_DAYS[periodical];
  if (periodical !== 'daily' && days > limit)
    return `A ${periodical === 'week' ? 'weekly' : 'monthly'} report covers at most ${limit} days.`;
  return null;
}

/**
 * The extended page's choices, kept in the URL: type, sub-type, periodical, range, duration and whether the preview
 * is open. Changing the type starts the other choices again (spec part 3 §4).
 */
export function useExtendedState() {
  const [params, setParams] = useSearchParams();
  const entry = extendedTypeOf(params.get('type'));
  const subType = entry?.subTypes?.some((choice) => choice.value === params.get('sub'))
    ? (params.get('sub') ?? undefined)
    : undefined;
  const periodicalParam = params.get('period');
  const periodical =
    periodicalParam && PERIODICAL_VALUES.includes(periodicalParam) ? (periodicalParam as Periodical) : undefined;
  const range = useMemo<ReportRange>(() => {
    const from = dayjs(params.get('from') ?? '');
    const to = dayjs(params.get('to') ?? '');
    return from.isValid() && to.isValid() ? { from: from.toISOString(), to: to.toISOString() } : today();
  }, [params]);
  const durationMinutes = Number(params.get('duration')) || undefined;
  const options = useMemo<ReportOptions>(
    () => ({ subType, periodical, durationMinutes }),
    [subType, periodical, durationMinutes],
  );
  const kind = entry?.kindFor(subType);
  const problem = rangeProblem(range, periodical);
  const ready = Boolean(entry && kind && (!entry.subTypes || subType) && periodical && !problem);
  const shown = ready && params.get('preview') === '1';
  const key = `${params.get('type')}|${subType}|${periodical}|${range.from}|${range.to}|${durationMinutes}`;
  const [edited, setEdited] = useState<{ key: string; data: unknown } | null>(null);

  const request = useRequest(async () => (shown && kind ? kind.load({ range, options }) : undefined), [shown, key]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );

  return {
    entry,
    kind,
    subType,
    periodical,
    range,
    options,
    problem,
    ready,
    shown,
    request,
    data: edited?.key === key ? edited.data : request.data,
    setType: (type: string) =>
      update((next) => {
        for (const key of ['sub', 'period', 'from', 'to', 'duration', 'preview']) next.delete(key);
        next.set('type', type);
      }),
    setSubType: (value: string) =>
      update((next) => {
        next.set('sub', value);
        next.delete('preview');
      }),
    setPeriodical: (value: Periodical) =>
      update((next) => {
        next.set('period', value);
        next.delete('preview');
        // A daily report is one day: the day the range started.
        if (value === 'daily') {
          next.set('from', dayjs(range.from).startOf('day').toISOString());
          next.set('to', dayjs(range.from).endOf('day').toISOString());
        }
      }),
    setRange: (value: ReportRange) =>
      update((next) => {
        next.set('from', value.from);
        next.set('to', value.to);
      }),
    setDuration: (minutes: number) => update((next) => next.set('duration', String(minutes))),
    preview: () => (shown ? request.retry() : update((next) => next.set('preview', '1'))),
    edit: (data: unknown) => setEdited({ key, data }),
  };
}
