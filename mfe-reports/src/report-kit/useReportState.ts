import type { ReportRange } from '@condo/report-kit';
import { DEFAULT_KIND, kindOf } from '@condo/report-kit';
import { api, useRequest } from '@condo/shared';
import { useUpdateSearchParams } from '@condo/shared/ui';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';

/** Spec part 3 §9: the inline page starts from the start of the day 7 days ago to the end of yesterday. */
export const defaultRange = (): ReportRange => ({
  from: dayjs().subtract(7, 'day').startOf('day').toISOString(),
  to: dayjs().subtract(1, 'day').endOf('day').toISOString(),
});

/** Spec part 3 §5: a range may not exceed 30 days (6 for a week's report). */
export const MAX_RANGE_DAYS = 30;

/** Why the range cannot be asked for, counted as the API counts (whole days between from and to), or null. */
export function inlineRangeProblem(range: ReportRange, maxDays: number): string | null {
  if (dayjs(range.to).diff(dayjs(range.from), 'day') <= maxDays) return null;
  return `This report covers at most ${maxDays + 1} days (${maxDays} days back from the last). Choose a shorter range.`;
}

function readRange(params: URLSearchParams): ReportRange {
  const from = dayjs(params.get('from') ?? '');
  const to = dayjs(params.get('to') ?? '');
  return from.isValid() && to.isValid() && !to.isBefore(from)
    ? { from: from.toISOString(), to: to.toISOString() }
    : defaultRange();
}

/**
 * The report page's state, kept in the URL (type, range, whether the preview is open) so a reload, a shared
 * link or Back brings the same report; `initial` is data handed over by navigation (Full Screen), drawn at once.
 */
export function useReportState(
  initial?: { type: string; range: ReportRange; data: unknown },
  { alwaysShown = false }: { alwaysShown?: boolean } = {},
) {
  const [params, update] = useUpdateSearchParams();
  const type = params.get('type') ?? DEFAULT_KIND;
  const range = useMemo(() => readRange(params), [params]);
  const shown = alwaysShown || params.get('preview') === '1';
  const kind = kindOf(type);
  const maxRangeDays = kind?.maxRangeDays ?? MAX_RANGE_DAYS;
  const problem = inlineRangeProblem(range, maxRangeDays);
  const [edited, setEdited] = useState<{ key: string; data: unknown } | null>(null);
  const key = `${type}|${range.from}|${range.to}`;
  const handed = initial && `${initial.type}|${initial.range.from}|${initial.range.to}` === key ? initial : undefined;

  const request = useRequest(async () => {
    if (!shown || !kind || problem) return undefined;
    if (handed) return handed.data;
    return kind.load({ range, options: {}, api });
  }, [shown, key]);

  return {
    type,
    kind,
    range,
    maxRangeDays,
    /** The range is too long for the type: nothing is fetched and Preview waits for a shorter one. */
    problem,
    shown,
    request,
    data: edited?.key === key ? edited.data : request.data,
    setType: (value: string) => update((next) => next.set('type', value)),
    setRange: (value: ReportRange) =>
      update((next) => {
        next.set('from', value.from);
        next.set('to', value.to);
      }),
    preview: () => (shown ? request.retry() : update((next) => next.set('preview', '1'))),
    edit: (data: unknown) => setEdited({ key, data }),
    search: params.toString(),
  };
}
