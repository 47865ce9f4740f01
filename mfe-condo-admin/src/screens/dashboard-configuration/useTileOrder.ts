import { api, type TileConfig, type TileType, useRequest } from '@condo/shared';
import { moved } from '@condo/shared/ui';
import { useCallback, useEffect, useState } from 'react';

const RELOAD_AFTER_SAVE_MS = 1000;

/**
 * The tiles (or charts) of the Dashboard Configuration and their order: a move (drag or keyboard) enables Update;
 * Update saves every position (`PUT /api/v1/tile_configs/position`), disables itself and reloads after a second.
 */
export function useTileOrder(tileType: TileType) {
  const [version, setVersion] = useState(0);
  const request = useRequest(async () => (await api.tileConfigs.list(tileType)).data, [tileType, version]);
  const [order, setOrder] = useState<TileConfig[]>([]);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [reloadAt, setReloadAt] = useState(0);

  useEffect(() => {
    if (request.data) {
      setOrder(request.data);
      setDirty(false);
    }
  }, [request.data]);

  useEffect(() => {
    if (!reloadAt) return;
    const timer = setTimeout(() => setVersion((current) => current + 1), RELOAD_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [reloadAt]);

  const move = useCallback((from: number, to: number) => {
    if (from === to) return;
    setOrder((current) => moved(current, from, to));
    setDirty(true);
  }, []);

  const update = async () => {
    setSaving(true);
    try {
      await api.tileConfigs.updatePositions(
        order.map((tile, index) => ({ id: tile.id, position: index + 1 })),
        { notifySuccess: true },
      );
      setDirty(false);
      setReloadAt(Date.now());
    } catch {
      // The server's message was shown; the order stays to try again.
    } finally {
      setSaving(false);
    }
  };

  /** After a status save: the list again, a second later. */
  const reloadSoon = () => setReloadAt(Date.now());

  return { ...request, order, dirty, saving, move, update, reloadSoon };
}
