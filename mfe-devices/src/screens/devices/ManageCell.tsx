import type { Vizitin } from '@condo/shared';
import { Button, Flex, Popover } from '@condo/shared/antd';
import { EditOutlined, MoreOutlined } from '@condo/shared/icons';
import { useState } from 'react';
import { useDeviceActions } from './DeviceActions';
import type { Device, DeviceKind } from './deviceKinds';

/** Manage: Edit (with update), Details; kiosks also Workflow; vizitins Edit plus a 'View More' popover. */
export function ManageCell({ kind, device }: { kind: DeviceKind; device: Device }) {
  const { open, permissions } = useDeviceActions();
  const edit = permissions[kind].update ? (
    <Button
      size="small"
      icon={<EditOutlined />}
      aria-label={`Edit ${device.name}`}
      onClick={() => open({ type: 'form', kind, device })}
    >
      Edit
    </Button>
  ) : null;

  if (kind === 'vizitin') {
    return (
      <Flex gap="small">
        {edit}
        <ViewMore device={device as Vizitin} />
      </Flex>
    );
  }
  return (
    <Flex gap="small">
      {edit}
      <Button
        size="small"
        aria-label={`Details of ${device.name}`}
        onClick={() => open({ type: 'details', kind, device })}
      >
        Details
      </Button>
      {kind === 'kiosk' ? (
        <Button
          size="small"
          aria-label={`Workflow of ${device.name}`}
          onClick={() => open({ type: 'workflow', kind, device })}
        >
          Workflow
        </Button>
      ) : null}
    </Flex>
  );
}

function ViewMore({ device }: { device: Vizitin }) {
  const { open, hardReset, permissions } = useDeviceActions();
  const [visible, setVisible] = useState(false);
  const act = (action: () => void) => () => {
    setVisible(false);
    action();
  };
  const items = [
    { label: 'Details', run: () => open({ type: 'details', kind: 'vizitin', device }) },
    { label: 'Workflow', run: () => open({ type: 'workflow', kind: 'vizitin', device }) },
    { label: 'Resident', run: () => open({ type: 'images', audience: 'resident', device }) },
    { label: 'Employee', run: () => open({ type: 'images', audience: 'employee', device }) },
    ...(permissions.inAppUpdate ? [{ label: 'Device Update', run: () => open({ type: 'update', device }) }] : []),
    ...(permissions.hardReset ? [{ label: 'Hard Reset', run: () => hardReset(device), danger: true }] : []),
  ];
  return (
    <Popover
      trigger="click"
      open={visible}
      onOpenChange={setVisible}
      placement="bottomRight"
      content={
        <Flex vertical gap={4} role="menu" aria-label={`More actions for ${device.name}`}>
          {items.map((item) => (
            <Button
              key={item.label}
              type="text"
              role="menuitem"
              danger={'danger' in item}
              style={{ textAlign: 'left', justifyContent: 'flex-start' }}
              onClick={act(item.run)}
            >
              {item.label}
            </Button>
          ))}
        </Flex>
      }
    >
      <Button size="small" icon={<MoreOutlined />} aria-label={`View More for ${device.name}`}>
        View More
      </Button>
    </Popover>
  );
}
