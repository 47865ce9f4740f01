import { can, loadRoles } from '@condo/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { type DeviceKind, deviceKinds } from './deviceKinds';

export interface DeviceKindPermissions {
  list: boolean;
  create: boolean;
  /** Edit, and Reset in Device Details (a reset is a change of the device). */
  update: boolean;
}

export type DevicePermissions = Record<DeviceKind, DeviceKindPermissions> & {
  /** Vizitins' Hard Reset, Device Update and In App Update: `update` on vizitins (spec part 1 §6 names no other). */
  hardReset: boolean;
  inAppUpdate: boolean;
  /** Spec part 1 §6: the vizitin form loads facilities for an existing device only with this. */
  facilitiesAction: boolean;
};

/** The condo alias of `/condos/:id/devices`. */
export function useCondoAlias(): string {
  return useParams().id ?? '';
}

/**
 * What the stored permission map (`<condo>_user_roles`, spec part 1 §6) lets this user do with devices.
 * Hiding a button is not security: the server checks every call.
 */
export function useDevicePermissions(): DevicePermissions {
  const condo = useCondoAlias();
  return useMemo(() => {
    const map = loadRoles(condo);
    const of = (kind: DeviceKind): DeviceKindPermissions => {
      const resource = deviceKinds[kind].permission;
      return {
        list: can(map, { [resource]: ['index'] }),
        create: can(map, { [resource]: ['create'] }),
        update: can(map, { [resource]: ['update'] }),
      };
    };
    return {
      camera: of('camera'),
      kiosk: of('kiosk'),
      vizitin: of('vizitin'),
      hardReset: can(map, { 'api/v1/vizitins': ['update'] }),
      inAppUpdate: can(map, { 'api/v1/vizitins': ['update'] }),
      facilitiesAction: can(map, { 'api/v1/facilities': ['action'] }),
    };
  }, [condo]);
}
