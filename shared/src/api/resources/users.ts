import type { CondoUser, PermissionMap, Profile } from '../../contract';
import { type CallOptions, send } from '../request';

/** Spec part 1 §7: `order=first_name, page, per_page`; `query` searches first name, last name and e-mail. */
export type UserListQuery = { order?: 'first_name'; query?: string; page?: number; per_page?: number };

export const users = {
  /** `GET /api/v1/users?order=first_name&page&per_page&query`: the condo's people, by first name. */
  list: (query: UserListQuery = {}, options?: CallOptions) =>
    send<CondoUser[]>({ path: '/api/v1/users' }, { query: { order: 'first_name', ...query } }, options),

  /** `GET /api/v1/users/profile` (current condo). */
  profile: (options?: CallOptions) => send<Profile>({ path: '/api/v1/users/profile' }, {}, options),

  /** `GET /api/v1/users/roles` (current condo) → the permission map to keep with `storeRoles`. */
  roles: (options?: CallOptions) => send<PermissionMap>({ path: '/api/v1/users/roles' }, {}, options),
};
