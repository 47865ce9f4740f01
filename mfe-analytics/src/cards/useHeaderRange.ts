import { bus, type IsoDateRange } from '@condo/shared';
import { useMemo, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  const subscription = bus.dateRange$.subscribe(onChange);
  return () => subscription.unsubscribe();
};
const current = () => bus.dateRange$.value;

/**
 * The header's date range (the route asks the shell for one), or `fallback()` until one is chosen: the current UTC
 * month for the cards, the current UTC week for vehicle parking (spec §9).
 */
export function useHeaderRange(fallback: () => IsoDateRange): IsoDateRange {
  const chosen = useSyncExternalStore(subscribe, current);
  // The bus keeps the chosen range's object until the next choice, so the default is computed once per choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fallback is a plain function of the clock.
  return useMemo(() => chosen ?? fallback(), [chosen]);
}
