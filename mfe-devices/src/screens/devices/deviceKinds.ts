import type { AuditedResource, Camera, Kiosk, Vizitin, WorkflowDeviceKind } from '@condo/shared';

export type DeviceKind = 'camera' | 'kiosk' | 'vizitin';
export type Device = Camera | Kiosk | Vizitin;
export type DeviceOf<K extends DeviceKind> = K extends 'camera' ? Camera : K extends 'kiosk' ? Kiosk : Vizitin;

export interface DeviceKindInfo {
  kind: DeviceKind;
  /** 'Camera': dialog titles and labels. */
  label: string;
  /** The tab's title (spec part 1 §2: CAMERA, KIOSK, VIZITIN). */
  tabTitle: string;
  /** The permission map's resource path. */
  permission: string;
  /** The resource its changes are recorded under (the History tab). */
  auditResource: AuditedResource;
  /** Role groups whose bots may be assigned (`GET /api/v1/bots?role_group[]=…`). */
  botRoleGroups: string[];
  /** Path segment of the workflow calls, when the kind has workflows. */
  workflowPath?: WorkflowDeviceKind;
}

export const deviceKinds: Record<DeviceKind, DeviceKindInfo> = {
  camera: {
    kind: 'camera',
    label: 'Camera',
    tabTitle: 'CAMERA',
    permission: 'api/v1/cameras',
    auditResource: 'cameras',
    botRoleGroups: ['LNPR-Bot', 'Alert-Bot'],
  },
  kiosk: {
    kind: 'kiosk',
    label: 'Kiosk',
    tabTitle: 'KIOSK',
    permission: 'api/v1/kiosks',
    auditResource: 'kiosks',
    botRoleGroups: ['VMS-Bot'],
    workflowPath: 'kiosks',
  },
  vizitin: {
    kind: 'vizitin',
    label: 'Vizitin',
    tabTitle: 'VIZITIN',
    permission: 'api/v1/vizitins',
    auditResource: 'vizitins',
    botRoleGroups: ['Vizitin-Bot'],
    workflowPath: 'vizitins',
  },
};

export const deviceKindOrder: DeviceKind[] = ['camera', 'kiosk', 'vizitin'];

export const isDeviceKind = (value: string | null): value is DeviceKind =>
  value === 'camera' || value === 'kiosk' || value === 'vizitin';

/** Spec part 1 §4: the lists refresh themselves (device states change on their own) and refetch 1 s after a save. */
export const DEVICE_LIST_REFRESH_MS = 10_000;
