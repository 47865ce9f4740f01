import { DEVICE_STATES, type DeviceBase } from '@condo/shared';
import { COLORS } from '@condo/shared/ui';

export interface DeviceStatusDisplay {
  /** The key of the colour: inactive, working, lost_connectivity, stopped or created. */
  value: string;
  label: string;
}

const stateLabels: Record<string, string> = {
  working: 'Working',
  lost_connectivity: 'Lost Connectivity',
  inactive: 'Inactive',
  stopped: 'Stopped',
};

/**
 * Spec part 1 §4: an inactive device shows Inactive; an active one its operational state (working,
 * lost_connectivity, inactive, stopped); anything else, or no state yet, shows Created.
 */
export function deviceStatus(device: Pick<DeviceBase, 'status' | 'state'>): DeviceStatusDisplay {
  if (device.status !== 'active') return { value: 'inactive', label: 'Inactive' };
  const state = device.state ?? '';
  if ((DEVICE_STATES as readonly string[]).includes(state)) return { value: state, label: stateLabels[state] ?? state };
  return { value: 'created', label: 'Created' };
}

/** Dot colours (spec §4 gives active green and inactive red; the states follow the same sense). */
export const deviceStatusColors: Record<string, string> = {
  working: COLORS.green,
  lost_connectivity: COLORS.gold,
  inactive: COLORS.red,
  stopped: COLORS.redOrange,
  created: COLORS.blue,
};
