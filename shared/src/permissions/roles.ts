import type { PermissionMap } from '../contract';

/** Spec part 1 §6: the map is stored under the condo name plus '_user_roles'. */
export const rolesKey = (condoName: string) => `${condoName}_user_roles`;

export function storeRoles(condoName: string, map: PermissionMap): void {
  localStorage.setItem(rolesKey(condoName), JSON.stringify(map));
}

/** The stored map, or null when missing or unreadable (then every item shows and the host reloads roles). */
export function loadRoles(condoName: string): PermissionMap | null {
  const raw = localStorage.getItem(rolesKey(condoName));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PermissionMap) : null;
  } catch {
    return null;
  }
}
