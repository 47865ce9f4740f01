import { TIMINGS } from '@condo/shared';
import { useDebouncedSearch, useUpdateSearchParams } from '@condo/shared/ui';
import { useCallback } from 'react';

export const TABS = ['incident', 'report', 'graphs'] as const;
export type FmsTab = (typeof TABS)[number];

/**
 * The tab (`?tab=report`) and the search (`?query=`) kept in the URL, so a reload or a shared link opens the same
 * list. The search box shows what is typed at once; the URL, and so the server, get it after the debounce.
 */
export function useFmsUrl() {
  const [params, update] = useUpdateSearchParams();
  const tab: FmsTab = TABS.find((name) => name === params.get('tab')) ?? 'incident';
  const query = params.get('query')?.trim() ?? '';
  const setQuery = useCallback(
    (text: string) =>
      update((next) => (text.trim() ? next.set('query', text.trim()) : next.delete('query')), { replace: true }),
    [update],
  );
  const { searchText, setSearchText, submitSearch, clearSearch } = useDebouncedSearch(
    query,
    setQuery,
    TIMINGS.searchDebounce,
  );

  const search = (text: string, { now = false } = {}) => (now ? submitSearch(text) : setSearchText(text));

  /** Another tab starts without a search: each tab is its own list. */
  const showTab = (key: string) => {
    clearSearch();
    update(
      (next) => {
        next.delete('query');
        if (key === 'incident') next.delete('tab');
        else next.set('tab', key);
      },
      { replace: true },
    );
  };

  return { tab, query, searchText, search, showTab };
}
