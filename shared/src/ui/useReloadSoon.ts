import { useEffect, useState } from 'react';

/** After a save, a list is read again this much later (spec: "reloads about 1 second later"). */
export const RELOAD_AFTER_SAVE_MS = 1000;

/**
 * A version to put in a list request's deps and `reloadSoon`, which bumps it a second later: the original console
 * reads its lists again about a second after a save or delete, once the change has settled.
 */
export function useReloadSoon(): [version: number, reloadSoon: () => void] {
  const [version, setVersion] = useState(0);
  const [reloadAt, setReloadAt] = useState(0);
  useEffect(() => {
    if (!reloadAt) return;
    const timer = setTimeout(() => setVersion((current) => current + 1), RELOAD_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [reloadAt]);
  return [version, () => setReloadAt(Date.now())];
}
