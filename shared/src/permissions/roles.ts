import { bus } from '../bus';
import type { PermissionMap } from '../contract';

/** Spec part 1 §6: the map is stored under the condo name plus '_user_roles'. */
export const rolesKey = (condoName: string) => `${condoName}_user_roles`;

export function storeRoles(condoName: string, map: PermissionMap): void {
  localStorage.setItem(rolesKey(condoName), JSON.stringify(map));
}

/**
 * Stores a map that replaces the one the console was working with, and tells everyone who drew from it: the shell's
 * menu and guards, and the screens' Add and Edit abilities follow at once.
 */
export function replaceRoles(condoName: string, map: PermissionMap): void {
  storeRoles(condoName, map);
  bus.roles$.next({ condo: condoName, roles: map });
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
