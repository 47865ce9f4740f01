// The link from a card's figure to the list of its rows (CardList in cards.ts): the route table's path of that
// screen for this condo, with the card's range and its fixed filters in the query.
import { type IsoDateRange, type ScreenPaths, screenHref } from '@condo/shared';
import type { AnalyticsCard } from './cards';

export interface ListLink {
  href: string;
  /** What the link opens, read after the figure by a screen reader. */
  label: string;
}

/** Null when the card has no list, or the host routes no such screen. */
export function cardListLink(
  card: AnalyticsCard,
  condo: string,
  range: IsoDateRange,
  paths: ScreenPaths,
): ListLink | null {
  if (!card.list) return null;
  const query = { from: range.from, to: range.to, ...card.list.filters };
  const href = screenHref(paths, card.list.screen, { id: condo }, query);
  return href ? { href, label: card.list.label } : null;
}
