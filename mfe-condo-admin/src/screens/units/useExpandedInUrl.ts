import { useUpdateSearchParams } from '@condo/shared/ui';
import { useCallback, useMemo } from 'react';

/**
 * Which rows of one nesting level are open, kept in the URL (`?blocks=A&blocks=B`), so a reload or a shared link
 * shows the same blocks and floors open. Keys are free text; each is one repeated parameter.
 */
export function useExpandedInUrl(param: string) {
  const [searchParams, updateSearchParams] = useUpdateSearchParams();
  const joined = searchParams.getAll(param).join('\u0000');
  const keys = useMemo(() => (joined ? joined.split('\u0000') : []), [joined]);
  const toggle = useCallback(
    (key: string, open: boolean) =>
      updateSearchParams(
        (next) => {
          const kept = next.getAll(param).filter((candidate) => candidate !== key);
          next.delete(param);
          for (const value of open ? [...kept, key] : kept) next.append(param, value);
        },
        { replace: true },
      ),
    [param, updateSearchParams],
  );
  return { keys, toggle };
}
