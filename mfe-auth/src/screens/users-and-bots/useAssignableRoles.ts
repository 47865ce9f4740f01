import { api, assignableRoleGroups, type RoleGroup, useRequest } from '@condo/shared';
import { useMemo } from 'react';

export interface AssignableRoles {
  /** The user role groups the signed-in user may give (spec part 2 §6), in the server's order. */
  groups: RoleGroup[];
  /** The signed-in user's own role here, from the profile. */
  ownRole: string | null;
  loading: boolean;
  error: unknown;
}

/**
 * Roles offered in the user form: exactly those the current user's role may assign, learned from the profile
 * (`GET /api/v1/users/profile`): a super admin every user role; Device and Condo Managers Admin, User, Device
 * Manager and Condo Manager; an Admin only User; anyone else none.
 */
export function useAssignableRoles(userRoleGroups: RoleGroup[] | undefined, groupsLoading: boolean): AssignableRoles {
  const profile = useRequest(async () => (await api.users.profile({ silent: true })).data, []);
  const ownRole = profile.data?.role_group?.name ?? null;
  // `is_super_admin` is an addition of api/ (a super admin's role group in a condo may have another name); the spec
  // learns the role name from the profile (part 2 §6), so without the flag the name 'Super Admin' assigns all.
  const superAdmin = profile.data?.is_super_admin ?? false;
  const groups = useMemo(
    () => assignableRoleGroups(userRoleGroups ?? [], ownRole, superAdmin),
    [userRoleGroups, ownRole, superAdmin],
  );
  return { groups, ownRole, loading: profile.loading || groupsLoading, error: profile.error };
}
