import { api, formatDateTime, MESSAGES, notify, type PendingCommand, useRequest } from '@condo/shared';
import { App, Button, Drawer, Flex, Table, type TableColumnsType, Typography } from '@condo/shared/antd';
import { ReloadOutlined } from '@condo/shared/icons';
import { JsonView, StatusTag } from '@condo/shared/ui';
import { useState } from 'react';
import { useDeviceActions } from '../devices/DeviceActions';
import type { Device, DeviceKind } from '../devices/deviceKinds';

export const RESET_QUESTION = 'Are you sure want to Reset..!';

export interface DeviceDetailsDrawerProps {
  kind: DeviceKind;
  device: Device;
  onClose: () => void;
  /** A reset was asked for: the lists fetch again. */
  onChanged: () => void;
}

const getters = {
  camera: (id: number) => api.cameras.get(id),
  kiosk: (id: number) => api.kiosks.get(id),
  vizitin: (id: number) => api.vizitins.get(id),
} satisfies Record<DeviceKind, (id: number) => Promise<{ data: Device }>>;

const resets = {
  camera: (id: number) => api.cameras.reset({ params: { id } }),
  kiosk: (id: number) => api.kiosks.reset({ params: { id } }),
  vizitin: (id: number) => api.vizitins.reset({ params: { id } }),
} satisfies Record<DeviceKind, (id: number) => Promise<unknown>>;

const commandLabels: Record<string, string> = {
  reset: 'Reset',
  hard_reset: 'Hard Reset',
  in_app_update: 'In App Update',
};
const commandColors = { pending: '#faad14', delivered: '#1677ff', done: '#52c41a' };

const commandColumns: TableColumnsType<PendingCommand> = [
  { key: 'kind', title: 'Command', dataIndex: 'kind', render: (kind: string) => commandLabels[kind] ?? kind },
  {
    key: 'status',
    title: 'Status',
    dataIndex: 'status',
    render: (status: string) => <StatusTag value={status} colors={commandColors} />,
  },
  { key: 'created_at', title: 'Asked at', dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
];

/** Spec part 1 §2: 'Device Details', the raw record, its commands and a confirmed Reset. */
export function DeviceDetailsDrawer({ kind, device, onClose, onChanged }: DeviceDetailsDrawerProps) {
  const { modal } = App.useApp();
  const { permissions } = useDeviceActions();
  const [attempt, setAttempt] = useState(0);
  // The row is drawn at once; the fresh record (with its latest commands) replaces it when it arrives.
  const fresh = useRequest(async () => (await getters[kind](device.id)).data, [kind, device.id, attempt]);
  const shown = fresh.data ?? device;
  const commands = shown.pending_commands ?? [];

  const confirmReset = () =>
    modal.confirm({
      title: RESET_QUESTION,
      okText: 'Reset',
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          await resets[kind](device.id);
          notify.success(MESSAGES.deviceReset);
          setAttempt((count) => count + 1);
          onChanged();
        } catch {
          // The API client has shown the failure (spec part 1 §8).
        }
      },
    });

  return (
    <Drawer
      open
      title="Device Details"
      size={640}
      onClose={onClose}
      extra={
        <Flex gap="small">
          <Button
            aria-label="Refresh details"
            icon={<ReloadOutlined />}
            onClick={() => setAttempt((count) => count + 1)}
          />
          {permissions[kind].reset ? (
            <Button danger onClick={confirmReset}>
              Reset
            </Button>
          ) : null}
        </Flex>
      }
    >
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {shown.name}
      </Typography.Title>
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 16 }}>
        Commands
      </Typography.Title>
      <Table<PendingCommand>
        aria-label="Commands"
        size="small"
        rowKey="id"
        columns={commandColumns}
        dataSource={commands}
        pagination={false}
        locale={{ emptyText: 'No commands sent to this device' }}
      />
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 16 }}>
        Raw data
      </Typography.Title>
      <JsonView value={shown} maxHeight={420} />
    </Drawer>
  );
}
