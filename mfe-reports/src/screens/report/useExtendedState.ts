import type { Periodical, ReportOptions, ReportRange } from '@condo/report-kit';
import { DETAIL_LEVELS, EMPLOYEE_TYPES, extendedTypeOf, REPORT_BASES } from '@condo/report-kit';
import { api, useRequest } from '@condo/shared';
import { useUpdateSearchParams } from '@condo/shared/ui';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';

/** Spec part 3 §5: a range may not exceed 6 days for the week periodical, or 30 days otherwise. */
export const RANGE_LIMIT_DAYS: Record<Periodical, number> = { daily: 0, week: 6, month: 30 };

/** Spec part 3 §9: the extended page starts on today. */
const today = (): ReportRange => ({
  from: dayjs().startOf('day').toISOString(),
  to: dayjs().endOf('day').toISOString(),
});

export type FileType = 'pdf' | 'xls';

/** The value if it is one of the choices, else the first choice (the default). */
const oneOf = (choices: readonly { value: string }[], value: string | null) =>
  (choices.find((choice) => choice.value === value) ?? choices[0])?.value;

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
  const [params, update] = useUpdateSearchParams();
  const entry = extendedTypeOf(params.get('type'));
  const subType = entry?.subTypes?.some((choice) => choice.value === params.get('sub'))
    ? (params.get('sub') ?? undefined)
    : undefined;
  const periodicalParam = params.get('period');
  const periodical =
    periodicalParam && PERIODICAL_VALUES.includes(periodicalParam) ? (periodicalParam as Periodical) : undefined;
  const byMonth = Boolean(entry?.inputs?.month);
  const range = useMemo<ReportRange>(() => {
    if (byMonth) {
      const month = dayjs(`${params.get('month') ?? ''}-01`);
      const start = month.isValid() ? month : dayjs().startOf('month');
      return { from: start.startOf('month').toISOString(), to: start.endOf('month').toISOString() };
    }
    const from = dayjs(params.get('from') ?? '');
    const to = dayjs(params.get('to') ?? '');
    return from.isValid() && to.isValid() ? { from: from.toISOString(), to: to.toISOString() } : today();
  }, [params, byMonth]);
  const durationMinutes = Number(params.get('duration')) || undefined;
  const employeeType = oneOf(EMPLOYEE_TYPES, params.get('etype')) as ReportOptions['employeeType'];
  const detail = oneOf(DETAIL_LEVELS, params.get('detail')) as ReportOptions['detail'];
  const reportBase = oneOf(REPORT_BASES, params.get('base')) as ReportOptions['reportBase'];
  const fileType: FileType = params.get('file') === 'xls' ? 'xls' : 'pdf';
  const options = useMemo<ReportOptions>(
    () => ({ subType, periodical, durationMinutes, employeeType, detail, reportBase }),
    [subType, periodical, durationMinutes, employeeType, detail, reportBase],
  );
  const kind = entry?.kindFor(subType);
  const problem = byMonth ? null : rangeProblem(range, periodical);
  const ready = Boolean(entry && kind && (!entry.subTypes || subType) && (byMonth || periodical) && !problem);
  const shown = ready && params.get('preview') === '1';
  const key = [
    params.get('type'),
    subType,
    periodical,
    range.from,
    range.to,
    durationMinutes,
    employeeType,
    detail,
    reportBase,
  ].join('|');
  const [edited, setEdited] = useState<{ key: string; data: unknown } | null>(null);

  const request = useRequest(
    async () => (shown && kind ? kind.load({ range, options, api }) : undefined),
    [shown, key],
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
        for (const key of [
          'sub',
          'period',
          'from',
          'to',
          'duration',
          'etype',
          'detail',
          'base',
          'month',
          'file',
          'preview',
        ]) {
          next.delete(key);
        }
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
    /** etype, detail, base, month and file: the attendance inputs. */
    setParam: (name: 'etype' | 'detail' | 'base' | 'month' | 'file', value: string) =>
      update((next) => next.set(name, value)),
    byMonth,
    fileType,
    preview: () => (shown ? request.retry() : update((next) => next.set('preview', '1'))),
    edit: (data: unknown) => setEdited({ key, data }),
  };
}
