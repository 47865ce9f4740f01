import { can, describeError, type TileConfig, type TileType, useStoredRoles } from '@condo/shared';
import { Alert, Button, Flex, Skeleton, Table, type TableColumnsType } from '@condo/shared/antd';
import { EditOutlined } from '@condo/shared/icons';
import {
  MoveAnnouncement,
  SortableRows,
  SortHandle,
  StatusDot,
  sortableTableComponents,
  useKeyboardMove,
  VisuallyHidden,
} from '@condo/shared/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { TileStatusModal } from './form';
import { tileDisplayName } from './names';
import { useTileOrder } from './useTileOrder';

/**
 * `api/v1/tile_configs` `update` is api/'s action for both tile changes. The spec names none (part 2 §6); maps named
 * after the calls hold `status` (`PUT /api/v1/tile_configs/{id}/status`) and `position` (`PUT …/position`), so each
 * of those also allows its own change.
 */
export function tilePermissions(roles: Parameters<typeof can>[0]) {
  const update = can(roles, { 'api/v1/tile_configs': ['update'] });
  return {
    mayEdit: update || can(roles, { 'api/v1/tile_configs': ['status'] }),
    mayReorder: update || can(roles, { 'api/v1/tile_configs': ['position'] }),
  };
}

export function TilesTable({ tileType, label }: { tileType: TileType; label: string }) {
  const alias = useParams().id ?? '';
  const roles = useStoredRoles(alias);
  const { mayEdit, mayReorder } = tilePermissions(roles);
  const tiles = useTileOrder(tileType);
  const [editing, setEditing] = useState<TileConfig | null>(null);
  const keyboard = useKeyboardMove(tiles.order.length, tiles.move);

  const columns: TableColumnsType<TileConfig> = [
    ...(mayReorder
      ? [
          {
            key: 'move',
            title: <VisuallyHidden>Move</VisuallyHidden>,
            width: 48,
            render: (_: unknown, tile: TileConfig, index: number) => (
              <SortHandle
                rowKey={tile.id}
                name={tileDisplayName(tile.name)}
                index={index}
                describedBy={`${tileType}-move-help`}
                onHandleKeyDown={keyboard.onHandleKeyDown}
              />
            ),
          },
        ]
      : []),
    { key: 'name', title: 'Name', render: (_, tile) => tileDisplayName(tile.name) },
    { key: 'position', title: 'Position', render: (_, _tile, index) => index + 1 },
    { key: 'web_app', title: 'Web App', render: (_, tile) => tile.web_app?.name ?? '-' },
    { key: 'status', title: 'Status', render: (_, tile) => <StatusDot value={tile.status} /> },
    ...(mayEdit
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
    <div ref={keyboard.containerRef}>
      {mayReorder ? (
        <Flex justify="space-between" align="center" gap="small" wrap style={{ marginBottom: 12 }}>
          <span id={`${tileType}-move-help`} style={{ color: 'var(--ant-color-text-secondary)' }}>
            Drag a row by its handle, or focus the handle and press Arrow Up or Arrow Down, then Update.
          </span>
          <Button type="primary" disabled={!tiles.dirty} loading={tiles.saving} onClick={tiles.update}>
            Update
          </Button>
        </Flex>
      ) : null}
      <MoveAnnouncement text={keyboard.announcement} />
      <SortableRows onMove={tiles.move} enabled={mayReorder}>
        <Table<TileConfig>
          aria-label={label}
          rowKey="id"
          columns={columns}
          dataSource={tiles.order}
          pagination={false}
          size="middle"
          components={sortableTableComponents}
          locale={{ emptyText: 'No Data Found!' }}
        />
      </SortableRows>
      {editing ? <TileStatusModal tile={editing} onClose={() => setEditing(null)} onSaved={tiles.reloadSoon} /> : null}
    </div>
  );
}
