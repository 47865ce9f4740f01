// The detail page keeps its choices in the URL (?from&to&count), so a reload or a shared link shows the same rows.
import type { IsoDateRange } from '@condo/shared';
import type { AnalyticsCard } from '../../cards';

/** §4: the Limit/Count options; the spec does not list them (docs/analytics.md). */
export const COUNT_OPTIONS = [5, 10, 25, 50, 100] as const;

export interface DetailsState {
  range?: IsoDateRange;
  count?: number;
}

/** `/analytics_details/{link}/{condo}` with the range and the count, when given. */
export function detailsHref(card: AnalyticsCard, condo: string, state: DetailsState = {}): string {
  const query = new URLSearchParams();
  if (state.range) {
    query.set('from', state.range.from);
    query.set('to', state.range.to);
  }
  if (state.count) query.set('count', String(state.count));
  const search = query.toString();
  return `/analytics_details/${encodeURIComponent(card.link)}/${encodeURIComponent(condo)}${search ? `?${search}` : ''}`;
}

const validTime = (value: string | null) => (value && !Number.isNaN(Date.parse(value)) ? value : null);

/** The range of the URL, when both ends are valid times. */
export function rangeOf(params: URLSearchParams): IsoDateRange | null {
  const from = validTime(params.get('from'));
  const to = validTime(params.get('to'));
  return from && to ? { from, to } : null;
}

/** The count of the URL, when it is one of the options. */
export function countOf(params: URLSearchParams): number | null {
  const count = Number(params.get('count'));
  return (COUNT_OPTIONS as readonly number[]).includes(count) ? count : null;
}
