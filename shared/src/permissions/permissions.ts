import type { PermissionMap } from '../contract';

/**
 * What an item needs: `{ 'api/v1/outboxes': ['index', 'show'] }`. Undefined entries (TypeScript adds them
 * when it unifies a literal table's rows) require nothing.
 */
export type PermissionRequirements = Readonly<Record<string, readonly string[] | undefined>>;

/**
 * Spec part 1 §6: true when every required resource is in the map and holds every required action.
 * With no map (roles not loaded or not stored) everything shows; no requirements always pass.
 */
export function can(map: PermissionMap | null | undefined, requirements?: PermissionRequirements | null): boolean {
  if (!map || !requirements) return true;
  return Object.entries(requirements).every(([resource, actions]) => {
    if (!actions) return true;
    const held = map[resource];
    return held !== undefined && actions.every((action) => held.includes(action));
  });
}

export interface PermissionFiltered {
  permissions?: PermissionRequirements | null;
  children?: readonly PermissionFiltered[];
}

/**
 * The items the map allows, for menus and route tables. Children are filtered the same way; a group
 * whose children are all hidden is hidden too.
 */
export function filterByPermission<T extends PermissionFiltered>(
  items: readonly T[],
  map: PermissionMap | null | undefined,
): T[] {
  const visible: T[] = [];
  for (const item of items) {
    if (!can(map, item.permissions)) continue;
    if (item.children && item.children.length > 0) {
      const children = filterByPermission(item.children, map);
      if (children.length === 0) continue;
      visible.push({ ...item, children } as T);
    } else {
      visible.push(item);
    }
  }
  return visible;
}
