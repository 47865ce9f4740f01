import {
  CAMERA_TYPES,
  type Camera,
  type DeviceBase,
  KIOSK_FILTER,
  type Kiosk,
  VIZITIN_FILTER,
  type Vizitin,
} from '@condo/shared';
import { Flex, Tooltip, Typography } from '@condo/shared/antd';
import { BuildOutlined, RobotOutlined } from '@condo/shared/icons';
import { formatDateTime, formatRelative, type ListColumn, StatusDot, VisuallyHidden } from '@condo/shared/ui';
import type { Device, DeviceKind } from './deviceKinds';
import { deviceStatus, deviceStatusColors } from './deviceStatus';
import { ManageCell } from './ManageCell';

// The columns of the three device lists (spec part 1 §2, Devices), each declared once.

const humanize = (value: string) => value.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** A robot when a bot is assigned (its name in a tooltip); kiosks and vizitins also a facility mark. */
export function botIcon<Row extends Device>(): ListColumn<Row> {
  return {
    key: 'bot',
    title: <VisuallyHidden>Bot</VisuallyHidden>,
    width: 56,
    exportValue: (device) => (device.bot_id ? (device.bot?.name ?? `Bot #${device.bot_id}`) : ''),
    render: (_, device) => (
      <Flex gap={6}>
        {device.bot_id ? (
          <Tooltip title={device.bot?.name ?? `Bot #${device.bot_id}`}>
            <RobotOutlined role="img" aria-label={`Bot: ${device.bot?.name ?? device.bot_id}`} />
          </Tooltip>
        ) : null}
        {'facility_id' in device && device.facility_id ? (
          <Tooltip title={device.facility?.name ?? 'Facility'}>
            <BuildOutlined role="img" aria-label={`Facility: ${device.facility?.name ?? device.facility_id}`} />
          </Tooltip>
        ) : null}
      </Flex>
    ),
  };
}

export function nameAndMac<Row extends Device>(): ListColumn<Row> {
  return {
    key: 'name',
    title: 'Name / MAC Address',
    render: (_, device) => (
      <Flex vertical>
        <Typography.Text strong>{device.name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {device.mac_address}
        </Typography.Text>
      </Flex>
    ),
  };
}

const allCameraTypes = [...new Set(Object.values(CAMERA_TYPES).flat())];

/** Camera Type, filterable by one type (the spec's camera list has a single `type`). */
export const cameraType: ListColumn<Camera> = {
  key: 'camera_type',
  filterParam: 'type',
  filterMultiple: false,
  title: 'Camera Type',
  dataIndex: 'camera_type',
  filters: allCameraTypes.map((value) => ({ text: humanize(value), value })),
  render: (value: string) => (value ? humanize(value) : '-'),
};

/** Device Type, filterable by the kiosk_filter / vizitin_filter values (sent as `type[]`). */
export function deviceType<Row extends Kiosk | Vizitin>(kind: 'kiosk' | 'vizitin'): ListColumn<Row> {
  const options = kind === 'kiosk' ? KIOSK_FILTER : VIZITIN_FILTER;
  return {
    key: 'type',
    title: 'Device Type',
    dataIndex: 'device_type',
    filters: Object.entries(options).map(([text, value]) => ({ text, value })),
    render: (value: string) => (value ? humanize(value) : '-'),
  };
}

/** Relative time of the last data, the exact time (DD-MM-YYYY HH:mm:ss) in a tooltip; '-' when never. */
export function lastActive<Row extends DeviceBase>(): ListColumn<Row> {
  return {
    key: 'last_data_at',
    title: 'Last Active',
    exportValue: (device) => (device.last_data_at ? formatDateTime(device.last_data_at) : '-'),
    render: (_, device) =>
      device.last_data_at ? (
        <Tooltip title={formatDateTime(device.last_data_at)}>
          <span>{formatRelative(device.last_data_at)}</span>
        </Tooltip>
      ) : (
        '-'
      ),
  };
}

/** The updater's name, else the creator's, else '-'. */
export const lastUpdatedByName = (device: Pick<DeviceBase, 'updated_by' | 'created_by'>) =>
  device.updated_by?.name || device.created_by?.name || '-';

export function lastUpdatedBy<Row extends DeviceBase>(): ListColumn<Row> {
  return { key: 'updated_by', title: 'Last Updated By', render: (_, device) => lastUpdatedByName(device) };
}

export function status<Row extends DeviceBase>(): ListColumn<Row> {
  return {
    key: 'status',
    title: 'Status',
    render: (_, device) => {
      const shown = deviceStatus(device);
      return <StatusDot value={shown.value} label={shown.label} colors={deviceStatusColors} />;
    },
  };
}

export function manage<Row extends Device>(kind: DeviceKind): ListColumn<Row> {
  return {
    key: 'manage',
    title: 'Manage',
    export: false,
    render: (_, device) => <ManageCell kind={kind} device={device} />,
  };
}
