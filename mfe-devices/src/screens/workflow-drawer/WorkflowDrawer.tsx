import type { Vizitin } from '@condo/shared';
import { useDeviceActions } from '../devices/DeviceActions';
import { type Device, deviceKinds } from '../devices/deviceKinds';
import { ConfigureWorkflowDrawer } from './ConfigureWorkflowDrawer';
import { DeviceWorkflowDrawer } from './DeviceWorkflowDrawer';

export interface WorkflowDrawerProps {
  kind: 'kiosk' | 'vizitin';
  device: Device;
  onClose: () => void;
  onChanged: () => void;
}

/** A v2 vizitin edits its settings; every other device (kiosks, v1 vizitins) lists uploaded workflows. */
export function WorkflowDrawer({ kind, device, onClose, onChanged }: WorkflowDrawerProps) {
  const { permissions } = useDeviceActions();
  if (kind === 'vizitin' && (device as Vizitin).version === 'v2') {
    return (
      <DeviceWorkflowDrawer
        device={device}
        onClose={onClose}
        onChanged={onChanged}
        readOnly={!permissions.vizitin.update}
      />
    );
  }
  return (
    <ConfigureWorkflowDrawer
      kind={deviceKinds[kind].workflowPath ?? 'kiosks'}
      device={device}
      onClose={onClose}
      onChanged={onChanged}
    />
  );
}
