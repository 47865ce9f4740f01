import { api, MESSAGES, notify, type PendingCommand } from '@condo/shared';
import { App, Button, Drawer, Table, type TableColumnsType, Typography } from '@condo/shared/antd';
import { formatDateTime, JsonView, StatusTag } from '@condo/shared/ui';
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

const oneDevice = { camera: api.cameras, kiosk: api.kiosks, vizitin: api.vizitins };

/**
 * Spec part 1 §2: 'Device Details', the list row's raw data and a confirmed Reset. The spec has no call that
 * fetches one device, so the row is the record; its commands show only where the backend lists them
 * (`pending_commands` is the reference API's addition). Such a backend also answers for one device, so after a
 * Reset the drawer reads the device again to show the new command; elsewhere it shows the row as it was.
 */
export function DeviceDetailsDrawer({ kind, device: row, onClose, onChanged }: DeviceDetailsDrawerProps) {
  const { modal } = App.useApp();
  const { permissions } = useDeviceActions();
  const [device, setDevice] = useState(row);
  const commands = Array.isArray(device.pending_commands) ? device.pending_commands : null;

  const readAgain = async () => {
    try {
      setDevice((await oneDevice[kind].get(device.id, { silent: true })).data);
    } catch {
      // The row stays as it was; the list shows the change at its next refresh.
    }
  };

  const confirmReset = () =>
    modal.confirm({
      title: RESET_QUESTION,
      okText: 'Reset',
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          // The one reset path of the spec, for every kind (ids are unique across cameras, kiosks, vizitins).
          await api.vizitins.reset({ params: { id: device.id } });
          notify.success(MESSAGES.deviceReset);
          onChanged();
          if (commands) await readAgain();
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
        permissions[kind].update ? (
          <Button danger onClick={confirmReset}>
            Reset
          </Button>
        ) : null
      }
    >
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {device.name}
      </Typography.Title>
      {commands ? (
        <>
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
        </>
      ) : null}
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 16 }}>
        Raw data
      </Typography.Title>
      <JsonView value={device} maxHeight={420} />
    </Drawer>
  );
}
