import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A search box over a search kept in the URL: the box shows what is typed at once, and `apply` gets it after
 * `debounceMs` (or at once on submit). When the URL's `query` moves on its own (back button, a link, another tab),
 * the box shows it and a pending search is dropped; the box keeps what the user is typing when it already says the
 * same (a trailing space must survive the debounce).
 */
export function useDebouncedSearch(query: string, apply: (text: string) => void, debounceMs: number) {
  const [searchText, setSearchTextState] = useState(query);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(debounce.current);
    setSearchTextState((text) => (text.trim() === query ? text : query));
  }, [query]);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const setSearchText = useCallback(
    (text: string) => {
      setSearchTextState(text);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => apply(text), debounceMs);
    },
    [apply, debounceMs],
  );
  const submitSearch = useCallback(
    (text?: string) => {
      clearTimeout(debounce.current);
      const value = text ?? searchText;
      setSearchTextState(value);
      apply(value);
    },
    [apply, searchText],
  );
  /** Drops what is typed and not yet applied, and empties the box. */
  const clearSearch = useCallback(() => {
    clearTimeout(debounce.current);
    setSearchTextState('');
  }, []);
  return { searchText, setSearchText, submitSearch, clearSearch };
}
