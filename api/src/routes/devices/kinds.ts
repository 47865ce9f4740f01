import type { DeviceKind } from '../../db/schema';

/** Spec part 1 §3: the enumerations of the devices area. */
export const CAMERA_PURPOSES = ['LnprCamera', 'AlertCamera'] as const;
export const CAMERA_TYPES_BY_PURPOSE = {
  LnprCamera: ['resident_entry_cam', 'visitor_entry_cam', 'resident_exit_cam', 'visitor_exit_cam', 'internal_cam'],
  AlertCamera: ['alert_cam'],
} as const satisfies Record<(typeof CAMERA_PURPOSES)[number], readonly string[]>;
export const CAMERA_TYPES = [...CAMERA_TYPES_BY_PURPOSE.LnprCamera, ...CAMERA_TYPES_BY_PURPOSE.AlertCamera];
export const KIOSK_TYPES = ['vms', 'hand_vms', 'kiosk', 'webcheckin', 'facility_device'] as const;
export const VIZITIN_TYPES = ['vizitin_plus', 'vizitin_pro', 'smart_intercom', 'facility_device', 'fcc'] as const;
export const VIZITIN_VERSIONS = ['v1', 'v2'] as const;
export const DEVICE_STATUSES = ['active', 'inactive'] as const;
export const DEVICE_STATES = ['working', 'lost_connectivity', 'inactive', 'stopped'] as const;

/** The list filters' values (kiosk_filter, vizitin_filter): `facility` means device_type facility_device. */
export function deviceTypeFromFilter(value: string): string {
  return value === 'facility' ? 'facility_device' : value;
}

export type CameraPurpose = (typeof CAMERA_PURPOSES)[number];

export function purposeOfCameraType(cameraType: string): CameraPurpose {
  return cameraType === 'alert_cam' ? 'AlertCamera' : 'LnprCamera';
}

export interface DeviceKindConfig {
  kind: DeviceKind;
  /** The path segment and the body wrapper: /api/v1/cameras, `{cameras: {...}}`. */
  plural: 'cameras' | 'kiosks' | 'vizitins';
  resource: 'api/v1/cameras' | 'api/v1/kiosks' | 'api/v1/vizitins';
  label: 'Camera' | 'Kiosk' | 'Vizitin';
  /** The component name of its row in the OpenAPI document. */
  schemaId: 'Camera' | 'Kiosk' | 'Vizitin';
}

export const DEVICE_KINDS: Record<DeviceKind, DeviceKindConfig> = {
  camera: { kind: 'camera', plural: 'cameras', resource: 'api/v1/cameras', label: 'Camera', schemaId: 'Camera' },
  kiosk: { kind: 'kiosk', plural: 'kiosks', resource: 'api/v1/kiosks', label: 'Kiosk', schemaId: 'Kiosk' },
  vizitin: { kind: 'vizitin', plural: 'vizitins', resource: 'api/v1/vizitins', label: 'Vizitin', schemaId: 'Vizitin' },
};

export const DEFAULT_TIMEOUT_MINUTES = 180;
export const MAC_PATTERN = '^\\s*[0-9A-Fa-f]{2}([:-][0-9A-Fa-f]{2}){5}\\s*$';

/** `aa-bb-cc-dd-ee-ff` → `AA:BB:CC:DD:EE:FF`, the one form stored and compared. */
export function normaliseMac(mac: string): string {
  return mac.trim().toUpperCase().replaceAll('-', ':');
}
