import type { IsoDateRange } from '@condo/shared';
import { useUpdateSearchParams } from '@condo/shared/ui';
import { useCallback, useMemo } from 'react';
import { currentUtcMonth } from '../../cards';
import { countOf, rangeOf } from './detailsUrl';

/**
 * The detail page's range and submitted count, kept in the URL (?from&to&count): the range defaults to the current
 * UTC month (§9); no count means nothing submitted yet.
 */
export function useDetailsState() {
  const [params, updateParams] = useUpdateSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the range follows the URL's two values.
  const range = useMemo<IsoDateRange>(() => rangeOf(params) ?? currentUtcMonth(), [from, to]);
  const count = countOf(params);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => updateParams(change, { replace: true }),
    [updateParams],
  );
  const setRange = useCallback(
    (next: IsoDateRange) =>
      update((query) => {
        query.set('from', next.from);
        query.set('to', next.to);
      }),
    [update],
  );
  const setCount = useCallback((next: number) => update((query) => query.set('count', String(next))), [update]);
  return { range, count, setRange, setCount };
}
