import type { PermissionMap, Profile } from '../../contract';
import { type CallOptions, send } from '../request';

export const users = {
  /** `GET /api/v1/users/profile` (current condo). */
  profile: (options?: CallOptions) => send<Profile>({ path: '/api/v1/users/profile' }, {}, options),

  /** `GET /api/v1/users/roles` (current condo) → the permission map to keep with `storeRoles`. */
  roles: (options?: CallOptions) => send<PermissionMap>({ path: '/api/v1/users/roles' }, {}, options),
};
