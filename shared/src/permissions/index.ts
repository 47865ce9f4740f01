export { assignableRoleGroups } from './assignable-groups';
export { ASSIGNABLE_ROLES, assignableRoles, canAssignRole } from './assignable-roles';
export type { PermissionFiltered, PermissionRequirements } from './permissions';
export { can, filterByPermission } from './permissions';
export { loadRoles, replaceRoles, rolesKey, storeRoles } from './roles';
export { useStoredRoles } from './useStoredRoles';
