import {
  type Camera,
  type CameraInput,
  DEVICE_DEFAULTS,
  type Kiosk,
  type KioskInput,
  type Vizitin,
  type VizitinInput,
} from '@condo/shared';
import type { Device, DeviceKind } from '../devices/deviceKinds';

/** Every field of the three device forms; each kind uses its own. */
export interface DeviceFormValues {
  name?: string;
  mac_address?: string;
  status?: string;
  /** Camera purpose: LnprCamera or AlertCamera. */
  type?: string;
  camera_type?: string;
  timeout?: number | string | null;
  dcs_channel?: string;
  device_type?: string;
  description?: string;
  version?: string;
  facility_id?: number | null;
  bot_id?: number | null;
}

/** Spec part 1 §9 defaults for a new device, or the device's own values. */
export function initialValues(kind: DeviceKind, device?: Device): DeviceFormValues {
  if (device) {
    const common = {
      name: device.name,
      mac_address: device.mac_address,
      status: device.status,
      timeout: device.timeout ?? DEVICE_DEFAULTS.timeoutMinutes,
      bot_id: device.bot_id ?? undefined,
    };
    if (kind === 'camera') {
      const camera = device as Camera;
      return { ...common, type: camera.type, camera_type: camera.camera_type, dcs_channel: camera.dcs_channel ?? '' };
    }
    const other = device as Kiosk | Vizitin;
    return {
      ...common,
      device_type: other.device_type,
      description: other.description ?? '',
      facility_id: other.facility_id ?? undefined,
      ...(kind === 'vizitin' ? { version: (device as Vizitin).version ?? DEVICE_DEFAULTS.workflowVersion } : {}),
    };
  }
  const common = { status: DEVICE_DEFAULTS.status, timeout: DEVICE_DEFAULTS.timeoutMinutes };
  if (kind === 'camera') return { ...common, type: DEVICE_DEFAULTS.cameraPurpose };
  if (kind === 'kiosk') return { ...common, device_type: DEVICE_DEFAULTS.kioskDeviceType };
  return { ...common, device_type: DEVICE_DEFAULTS.vizitinDeviceType, version: DEVICE_DEFAULTS.workflowVersion };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
/** A select's value: one of the contract's enumerations, since the options are built from them. */
const choice = <T extends string>(value: unknown) => text(value) as T;

/** The contract carries the timeout as text (minutes). */
const timeoutOf = (value: DeviceFormValues['timeout']) => text(value);

/** What every kind sends the same way; name and MAC come from the device once they are locked. */
function commonFields(values: DeviceFormValues, device?: { name: string; mac_address: string }) {
  return {
    name: text(values.name ?? device?.name),
    mac_address: text(values.mac_address ?? device?.mac_address),
    status: choice<'active' | 'inactive'>(values.status),
    timeout: timeoutOf(values.timeout),
    bot_id: values.bot_id ?? null,
  };
}

export function cameraBody(values: DeviceFormValues, device?: Camera): CameraInput {
  return {
    ...commonFields(values, device),
    type: choice<NonNullable<CameraInput['type']>>(values.type ?? device?.type),
    camera_type: choice<CameraInput['camera_type']>(values.camera_type),
    dcs_channel: text(values.dcs_channel),
  };
}

export function kioskBody(values: DeviceFormValues, device?: Kiosk): KioskInput {
  return {
    ...commonFields(values, device),
    device_type: choice<KioskInput['device_type']>(values.device_type),
    description: text(values.description),
    video_terminal: device?.video_terminal ?? null,
    facility_id: values.facility_id ?? null,
  };
}

export function vizitinBody(values: DeviceFormValues, device?: Vizitin): VizitinInput {
  return {
    ...commonFields(values, device),
    device_type: choice<VizitinInput['device_type']>(values.device_type),
    description: text(values.description),
    version: choice<NonNullable<VizitinInput['version']>>(values.version),
    facility_id: values.facility_id ?? null,
  };
}
