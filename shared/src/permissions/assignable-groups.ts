import { assignableRoles } from './assignable-roles';

/**
 * The role groups of a list (`GET /api/v1/role_groups?type=UserRoleGroup`) the caller may assign, in the list's
 * order: what the user form offers (spec part 2 §6).
 */
export function assignableRoleGroups<Group extends { name: string }>(
  groups: readonly Group[],
  roleName: string | null | undefined,
  isSuperAdmin: boolean,
): Group[] {
  const allowed = assignableRoles(roleName, isSuperAdmin);
  return allowed === 'all' ? [...groups] : groups.filter((group) => allowed.includes(group.name));
}
