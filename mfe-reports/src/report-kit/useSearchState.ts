import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The URL's query and a way to change some of it in place (the report pages keep their choices there). */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );
  return [params, update] as const;
}
