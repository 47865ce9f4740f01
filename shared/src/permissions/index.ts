export type { PermissionFiltered, PermissionRequirements } from './permissions';
export { can, filterByPermission } from './permissions';
export { loadRoles, rolesKey, storeRoles } from './roles';
