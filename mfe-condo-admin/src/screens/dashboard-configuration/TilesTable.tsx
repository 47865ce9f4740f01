import { can, describeError, type TileConfig, type TileType, useStoredRoles } from '@condo/shared';
import { Alert, Button, Flex, Skeleton, Table, type TableColumnsType } from '@condo/shared/antd';
import { EditOutlined, HolderOutlined } from '@condo/shared/icons';
import { StatusDot, VisuallyHidden } from '@condo/shared/ui';
import {
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useParams } from 'react-router-dom';
import Sortable from 'sortablejs';
import { tileDisplayName } from './names';
import { TileStatusModal } from './TileStatusModal';
import { useTileOrder } from './useTileOrder';

const HANDLE_CLASS = 'tile-drag-handle';

/** What the sortable tbody needs from its table: where moves go, and whether the user may move at all. */
const SortingContext = createContext<{ onMove: (from: number, to: number) => void; enabled: boolean }>({
  onMove: () => undefined,
  enabled: false,
});

/**
 * The tbody of the tiles table, made sortable by mouse and touch with sortablejs. Sortable moves the row in the
 * page; the row is put back at once and the move goes to React state, which draws the new order.
 */
function SortableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  const ref = useRef<HTMLTableSectionElement>(null);
  const { onMove, enabled } = useContext(SortingContext);
  const moveRef = useRef(onMove);
  moveRef.current = onMove;
  useEffect(() => {
    const body = ref.current;
    if (!body || !enabled) return;
    const sortable = Sortable.create(body, {
      handle: `.${HANDLE_CLASS}`,
      draggable: 'tr[data-row-key]',
      animation: 150,
      // Mouse and touch events rather than the browser's drag and drop: the same behaviour everywhere.
      forceFallback: true,
      onEnd: (event) => {
        const { item, from, oldIndex, newIndex, oldDraggableIndex, newDraggableIndex } = event;
        if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
        // Back where React put it, so React's own move is the only one.
        from.removeChild(item);
        from.insertBefore(item, from.children[oldIndex] ?? null);
        moveRef.current(oldDraggableIndex ?? oldIndex, newDraggableIndex ?? newIndex);
      },
    });
    return () => sortable.destroy();
  }, [enabled]);
  return <tbody {...props} ref={ref} />;
}

const tableComponents = { body: { wrapper: SortableBody } };

export function TilesTable({ tileType, label }: { tileType: TileType; label: string }) {
  const alias = useParams().id ?? '';
  const roles = useStoredRoles(alias);
  const mayUpdate = can(roles, { 'api/v1/tile_configs': ['update'] });
  const tiles = useTileOrder(tileType);
  const [editing, setEditing] = useState<TileConfig | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const tableRef = useRef<HTMLDivElement>(null);
  const sorting = useMemo(() => ({ onMove: tiles.move, enabled: mayUpdate }), [tiles.move, mayUpdate]);

  const moveByKeyboard = (event: KeyboardEvent, index: number, tile: TileConfig) => {
    const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (!step) return;
    event.preventDefault();
    const to = index + step;
    if (to < 0 || to >= tiles.order.length) return;
    tiles.move(index, to);
    const name = tileDisplayName(tile.name);
    setAnnouncement(`${name} moved to position ${to + 1} of ${tiles.order.length}`);
    // The handle keeps the focus in its new place.
    requestAnimationFrame(() =>
      tableRef.current?.querySelector<HTMLElement>(`[data-handle-for="${tile.id}"]`)?.focus(),
    );
  };

  const columns: TableColumnsType<TileConfig> = [
    ...(mayUpdate
      ? [
          {
            key: 'move',
            title: <VisuallyHidden>Move</VisuallyHidden>,
            width: 48,
            render: (_: unknown, tile: TileConfig, index: number) => (
              <Button
                type="text"
                size="small"
                className={HANDLE_CLASS}
                data-handle-for={tile.id}
                icon={<HolderOutlined />}
                aria-label={`Move ${tileDisplayName(tile.name)}`}
                aria-describedby={`${tileType}-move-help`}
                onKeyDown={(event) => moveByKeyboard(event, index, tile)}
                style={{ cursor: 'grab' }}
              />
            ),
          },
        ]
      : []),
    { key: 'name', title: 'Name', render: (_, tile) => tileDisplayName(tile.name) },
    { key: 'position', title: 'Position', render: (_, _tile, index) => index + 1 },
    { key: 'web_app', title: 'Web App', render: (_, tile) => tile.web_app?.name ?? '-' },
    { key: 'status', title: 'Status', render: (_, tile) => <StatusDot value={tile.status} /> },
    ...(mayUpdate
      ? [
          {
            key: 'manage',
            title: 'Manage',
            width: 100,
            render: (_: unknown, tile: TileConfig) => (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`Edit ${tileDisplayName(tile.name)}`}
                onClick={() => setEditing(tile)}
              >
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];

  if (tiles.loading && !tiles.data) {
    return (
      <div role="status" aria-busy="true" aria-label={`Loading ${label}`}>
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (tiles.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={`The ${label.toLowerCase()} could not be loaded`}
        description={describeError(tiles.error)}
        action={<Button onClick={tiles.retry}>Retry</Button>}
      />
    );
  }

  return (
    <div ref={tableRef}>
      {mayUpdate ? (
        <Flex justify="space-between" align="center" gap="small" wrap style={{ marginBottom: 12 }}>
          <span id={`${tileType}-move-help`} style={{ color: 'rgba(0,0,0,0.65)' }}>
            Drag a row by its handle, or focus the handle and press Arrow Up or Arrow Down, then Update.
          </span>
          <Button type="primary" disabled={!tiles.dirty} loading={tiles.saving} onClick={tiles.update}>
            Update
          </Button>
        </Flex>
      ) : null}
      <VisuallyHidden>
        <span aria-live="polite">{announcement}</span>
      </VisuallyHidden>
      <SortingContext.Provider value={sorting}>
        <Table<TileConfig>
          aria-label={label}
          rowKey="id"
          columns={columns}
          dataSource={tiles.order}
          pagination={false}
          size="middle"
          components={tableComponents}
          locale={{ emptyText: 'No Data Found!' }}
        />
      </SortingContext.Provider>
      {editing ? <TileStatusModal tile={editing} onClose={() => setEditing(null)} onSaved={tiles.reloadSoon} /> : null}
    </div>
  );
}
