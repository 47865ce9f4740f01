import type { FaceIdAudience, Vizitin } from '@condo/shared';
import { createContext, useContext } from 'react';
import type { Device, DeviceKind } from './deviceKinds';
import type { DevicePermissions } from './useDevicePermissions';

/** The dialog or drawer the devices screen shows over its lists. */
export type DeviceDialog =
  | { type: 'form'; kind: DeviceKind; device?: Device }
  | { type: 'details'; kind: DeviceKind; device: Device }
  | { type: 'workflow'; kind: 'kiosk' | 'vizitin'; device: Device }
  | { type: 'images'; audience: FaceIdAudience; device: Vizitin }
  | { type: 'update'; device?: Vizitin };

export interface DeviceActions {
  open: (dialog: DeviceDialog) => void;
  hardReset: (device: Vizitin) => void;
  permissions: DevicePermissions;
}

const DeviceActionsContext = createContext<DeviceActions | null>(null);

export const DeviceActionsProvider = DeviceActionsContext.Provider;

/** Row actions read the screen's openers and permissions from here ("pull, don't push"). */
export function useDeviceActions(): DeviceActions {
  const actions = useContext(DeviceActionsContext);
  if (!actions) throw new Error('useDeviceActions needs a DeviceActionsProvider');
  return actions;
}
