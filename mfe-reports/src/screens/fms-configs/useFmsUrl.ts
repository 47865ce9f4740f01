import { TIMINGS } from '@condo/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export const TABS = ['incident', 'report', 'graphs'] as const;
export type FmsTab = (typeof TABS)[number];

/**
 * The tab (`?tab=report`) and the search (`?query=`) kept in the URL, so a reload or a shared link opens the same
 * list. The search box shows what is typed at once; the URL, and so the server, get it after the debounce.
 */
export function useFmsUrl() {
  const [params, setParams] = useSearchParams();
  const tab: FmsTab = TABS.find((name) => name === params.get('tab')) ?? 'incident';
  const query = params.get('query')?.trim() ?? '';
  const [searchText, setSearchText] = useState(query);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );

  const setQuery = (text: string) =>
    update((next) => (text.trim() ? next.set('query', text.trim()) : next.delete('query')));

  const search = (text: string, { now = false } = {}) => {
    setSearchText(text);
    clearTimeout(debounce.current);
    if (now) setQuery(text);
    else debounce.current = setTimeout(() => setQuery(text), TIMINGS.searchDebounce);
  };

  /** Another tab starts without a search: each tab is its own list. */
  const showTab = (key: string) => {
    clearTimeout(debounce.current);
    setSearchText('');
    update((next) => {
      next.delete('query');
      if (key === 'incident') next.delete('tab');
      else next.set('tab', key);
    });
  };

  return { tab, query, searchText, search, showTab };
}
