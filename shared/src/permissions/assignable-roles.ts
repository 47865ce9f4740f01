/**
 * Spec part 2 §6: the UserRoleGroups a role may assign when creating or editing a user. The server enforces the
 * same matrix (`ASSIGNABLE_ROLES` in api/src/access/role-permissions.ts, which also lets a caller edit or remove only
 * users whose current role they may assign): the two must agree, and assignable-roles.test.ts compares them.
 */
export const ASSIGNABLE_ROLES: Readonly<Record<string, readonly string[] | 'all'>> = {
  'Super Admin': 'all',
  'Condo Manager': ['Admin', 'User', 'Device Manager', 'Condo Manager'],
  'Device Manager': ['Admin', 'User', 'Device Manager', 'Condo Manager'],
  Admin: ['User'],
};

/**
 * The role names a caller may assign: `'all'` (every UserRoleGroup) for a super admin, a list otherwise (empty for
 * a role that assigns nothing). `roleName` is the caller's role group from the profile.
 */
export function assignableRoles(roleName: string | null | undefined, isSuperAdmin: boolean): readonly string[] | 'all' {
  if (isSuperAdmin) return 'all';
  return (roleName && ASSIGNABLE_ROLES[roleName]) || [];
}

/** Whether the caller may assign `targetRole` (and so edit or remove a user who holds it). */
export function canAssignRole(
  roleName: string | null | undefined,
  isSuperAdmin: boolean,
  targetRole: string | null | undefined,
): boolean {
  const assignable = assignableRoles(roleName, isSuperAdmin);
  return assignable === 'all' || (targetRole !== null && targetRole !== undefined && assignable.includes(targetRole));
}
