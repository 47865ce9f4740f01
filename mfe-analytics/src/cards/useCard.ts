import { type IsoDateRange, useRequest } from '@condo/shared';
import type { AnalyticsCard, CardResult } from './cards';

/**
 * One card's answer for a range and a count, loaded again when either changes. `enabled` false leaves it idle
 * (a detail page before Submit); `condo` addresses the condo of the URL.
 */
export function useCard(card: AnalyticsCard, range: IsoDateRange, limit: number, condo: string, enabled = true) {
  return useRequest<CardResult | null>(
    () =>
      enabled
        ? card.load({ from_time: range.from, to_time: range.to, limit }, { condo, silent: true })
        : Promise.resolve(null),
    [card, range.from, range.to, limit, condo, enabled],
  );
}
