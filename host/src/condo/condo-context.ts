// The condo the user is working in: its details and the permission map the server gives for it.
import {
  api,
  BehaviorSubject,
  bus,
  type Condo,
  can,
  type PermissionMap,
  setCurrentCondo,
  storeCondoDetails,
  storeRoles,
} from '@condo/shared';

export interface CondoContext {
  alias: string;
  name: string;
  roles: PermissionMap;
  details: Condo | null;
}

export const condoContexts$ = new BehaviorSubject<ReadonlyMap<string, CondoContext>>(new Map());
const pending = new Map<string, Promise<CondoContext>>();

export function rolesOf(alias: string): PermissionMap | undefined {
  return condoContexts$.value.get(alias)?.roles;
}

export function enterCondo(alias: string) {
  setCurrentCondo(alias);
  if (bus.currentCondo$.value !== alias) bus.currentCondo$.next(alias);
}

/** Loads the permission map (and, when allowed, the details) of a condo once; both are mirrored in local storage for the areas. */
export function loadCondoContext(alias: string): Promise<CondoContext> {
  const known = condoContexts$.value.get(alias);
  if (known) return Promise.resolve(known);
  let loading = pending.get(alias);
  if (!loading) {
    enterCondo(alias);
    loading = (async () => {
      // An unknown condo, or one the user left: the shell says so once, in its own words (Shell.tsx).
      const roles = (await api.users.roles({ quietOn: [404] })).data ?? {};
      storeRoles(alias, roles);
      const details = can(roles, { 'api/v1/condos': ['show'] }) ? (await api.condos.get(alias)).data : null;
      if (details) storeCondoDetails(details);
      const context: CondoContext = { alias, name: details?.name ?? alias, roles, details };
      condoContexts$.next(new Map(condoContexts$.value).set(alias, context));
      return context;
    })().finally(() => pending.delete(alias));
    pending.set(alias, loading);
  }
  return loading;
}

/**
 * A map fetched again after the server refused a call (the shared API client publishes it on `bus.roles$`) replaces
 * the one the menu and the guards use: an item the user lost leaves the menu, and the screen they are on is left
 * if it is no longer theirs.
 */
export function followRoleChanges() {
  return bus.roles$.subscribe(({ condo, roles }) => {
    const known = condoContexts$.value.get(condo);
    if (known) condoContexts$.next(new Map(condoContexts$.value).set(condo, { ...known, roles }));
  });
}

export function forgetCondoContexts() {
  condoContexts$.next(new Map());
}
