import { api, type TileType } from '@condo/shared';
import { useOrderedList } from '@condo/shared/ui';

/**
 * The tiles (or charts) of the Dashboard Configuration and their order: a move (drag or keyboard) enables Update;
 * Update saves every position (`PUT /api/v1/tile_configs/position`), disables itself and reloads after a second.
 */
export function useTileOrder(tileType: TileType) {
  const tiles = useOrderedList(
    async () => (await api.tileConfigs.list(tileType)).data,
    (order) =>
      api.tileConfigs.updatePositions(
        order.map((tile, index) => ({ id: tile.id, position: index + 1 })),
        { notifySuccess: true },
      ),
    [tileType],
  );
  return { ...tiles, update: tiles.save };
}
