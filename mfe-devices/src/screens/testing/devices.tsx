// Test data and a render helper for the devices area's component tests (over the shared kit's `renderRoute`).
import type { Camera, Kiosk, PermissionMap, Vizitin } from '@condo/shared';
import { renderScreen } from '@condo/shared/testing';
import type { ReactElement } from 'react';
import { type DeviceActions, DeviceActionsProvider } from '../devices/DeviceActions';
import type { DevicePermissions } from '../devices/useDevicePermissions';

const base = {
  status: 'active',
  state: 'working' as const,
  timeout: '180',
  bot_id: null,
  bot: null,
  last_data_at: null,
  created_by: { name: 'Ada Admin' },
  updated_by: null,
  created_at: '2026-01-05T08:00:00Z',
  updated_at: '2026-01-05T08:00:00Z',
  pending_commands: [],
  dcs_channel: null,
  description: null,
  video_terminal: null,
  version: null,
  facility_id: null,
  facility: null,
  workflow_id: null,
};

/** A camera row exactly as spec part 1 §3 gives it: none of the reference API's additions. */
export function specCameraRow(overrides: Partial<Camera> = {}): Camera {
  return {
    id: 1,
    name: 'Gate A entry',
    mac_address: 'AA:BB:CC:DD:EE:01',
    type: 'LnprCamera',
    camera_type: 'resident_entry_cam',
    status: 'active',
    state: 'working',
    timeout: '180',
    dcs_channel: 'ch-1',
    bot_id: null,
    last_data_at: null,
    created_by: { name: 'Ada Admin' },
    updated_by: null,
    ...overrides,
  } as Camera;
}

export function cameraFixture(overrides: Partial<Camera> = {}): Camera {
  return {
    ...base,
    id: 1,
    name: 'Gate A entry',
    mac_address: 'AA:BB:CC:DD:EE:01',
    type: 'LnprCamera',
    camera_type: 'resident_entry_cam',
    dcs_channel: 'ch-1',
    ...overrides,
  } as Camera;
}

export function kioskFixture(overrides: Partial<Kiosk> = {}): Kiosk {
  return {
    ...base,
    id: 2,
    name: 'Lobby kiosk',
    mac_address: 'AA:BB:CC:DD:EE:02',
    device_type: 'vms',
    description: 'Lobby',
    ...overrides,
  } as Kiosk;
}

export function vizitinFixture(overrides: Partial<Vizitin> = {}): Vizitin {
  return {
    ...base,
    id: 3,
    name: 'Tower intercom',
    mac_address: 'AA:BB:CC:DD:EE:03',
    device_type: 'vizitin_plus',
    description: 'Tower 1',
    version: 'v1',
    ...overrides,
  } as Vizitin;
}

const allowed = { list: true, create: true, update: true };

export const allPermissions: DevicePermissions = {
  camera: allowed,
  kiosk: allowed,
  vizitin: allowed,
  hardReset: true,
  inAppUpdate: true,
  facilitiesAction: true,
};

/** Renders a screen inside the console root and a router at /condos/demo/devices, with an optional stored map. */
export function renderInDevices(
  element: ReactElement,
  {
    roles,
    url = '/condos/demo/devices',
    actions,
  }: { roles?: PermissionMap; url?: string; actions?: Partial<DeviceActions> } = {},
) {
  const provided: DeviceActions = { open: jest.fn(), hardReset: jest.fn(), permissions: allPermissions, ...actions };
  return {
    actions: provided,
    ...renderScreen(
      url,
      '/condos/:id/devices',
      <DeviceActionsProvider value={provided}>{element}</DeviceActionsProvider>,
      roles,
    ),
  };
}
