import { type DependencyList, useCallback, useEffect, useState } from 'react';
import { useReloadSoon } from '../useReloadSoon';
import { useRequest } from '../useRequest';
import { moved } from './moved';

/**
 * A server list the user puts in order: a move (drag or keyboard) marks it changed; `save` hands the new order to
 * `saveOrder` and, when that succeeds, reads the list again a second later; `discard` puts the server's order back.
 * A failed save keeps the order to try again (the API client has shown the server's message).
 */
export function useOrderedList<T>(
  load: () => Promise<T[]>,
  saveOrder: (order: T[]) => Promise<unknown>,
  deps: DependencyList,
) {
  const [version, reloadSoon] = useReloadSoon();
  const request = useRequest(load, [...deps, version]);
  const [order, setOrder] = useState<T[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (request.data) {
      setOrder(request.data);
      setDirty(false);
    }
  }, [request.data]);

  const move = useCallback((from: number, to: number) => {
    if (from === to) return;
    setOrder((current) => moved(current, from, to));
    setDirty(true);
  }, []);

  const discard = () => {
    setOrder(request.data ?? []);
    setDirty(false);
  };

  const save = async () => {
    setSaving(true);
    try {
      await saveOrder(order);
      setDirty(false);
      reloadSoon();
    } catch {
      // The server's message was shown; the order stays to try again.
    } finally {
      setSaving(false);
    }
  };

  // reloadSoon: after a change made elsewhere (an edit, a delete), the list again a second later.
  return { ...request, order, dirty, saving, move, discard, save, reloadSoon };
}
