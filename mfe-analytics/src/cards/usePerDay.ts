import { type IsoDateRange, useRequest } from '@condo/shared';
import type { AnalyticsCard } from './cards';
import type { DayCount } from './perDay';

/**
 * The card's figure per day of the range, once `enabled` (its figure is shown); null for a card drawn without a line.
 * Silent: a failed line is the line's own note, not a toast.
 */
export function usePerDay(card: AnalyticsCard, range: IsoDateRange, condo: string, enabled: boolean) {
  return useRequest<DayCount[] | null>(
    () => (enabled && card.perDay ? card.perDay(range, { condo, silent: true }) : Promise.resolve(null)),
    [card, range.from, range.to, condo, enabled],
  );
}
