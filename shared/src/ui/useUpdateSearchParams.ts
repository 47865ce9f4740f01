import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The URL's query and a way to change part of it: `change` edits a copy of the current parameters, so a screen's
 * other parameters (another list's page, the tab) stay as they are.
 */
export function useUpdateSearchParams() {
  const [params, setSearchParams] = useSearchParams();
  const update = useCallback(
    (change: (next: URLSearchParams) => void, options?: { replace?: boolean }) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }, options),
    [setSearchParams],
  );
  return [params, update] as const;
}
