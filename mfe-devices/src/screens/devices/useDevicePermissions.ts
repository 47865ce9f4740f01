import { can, loadRoles } from '@condo/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { type DeviceKind, deviceKinds } from './deviceKinds';

export interface DeviceKindPermissions {
  list: boolean;
  create: boolean;
  update: boolean;
  reset: boolean;
}

export type DevicePermissions = Record<DeviceKind, DeviceKindPermissions> & {
  /** Vizitins: Hard Reset and the row's Device Update (the API's actions of those calls). */
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
        reset: can(map, { [resource]: ['reset'] }),
      };
    };
    return {
      camera: of('camera'),
      kiosk: of('kiosk'),
      vizitin: of('vizitin'),
      hardReset: can(map, { 'api/v1/vizitins': ['device_hard_reset'] }),
      inAppUpdate: can(map, { 'api/v1/vizitins': ['device_in_app_update'] }),
      facilitiesAction: can(map, { 'api/v1/facilities': ['action'] }),
    };
  }, [condo]);
}
