// One decision per URL, shared by the shell's guards and single-spa's activity functions.
import { can, matchPath, type PermissionMap } from '@condo/shared';
import { DEFAULT_ROUTE, LOGIN_ROUTE, type RouteDef, routeTable } from './route-table';

export type RouteDecision =
  | { kind: 'show'; route: RouteDef; params: Record<string, string>; condo: string | null }
  | { kind: 'load-condo'; route: RouteDef; condo: string }
  | { kind: 'redirect'; to: string; reason?: string };

export interface GuardState {
  signedIn: boolean;
  /** The permission map of a condo; undefined while it has not been loaded yet. */
  rolesOf: (condo: string) => PermissionMap | null | undefined;
  currentCondo: string | null;
}

export function matchRoute(pathname: string) {
  for (const route of routeTable) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** The condo a route works on: its `{id}` (or `condoParam`) segment, else the condo last opened. */
export function condoOfRoute(route: RouteDef, params: Record<string, string>, currentCondo: string | null) {
  if (route.public || route.menu === 'top') return null;
  return params[route.condoParam ?? 'id'] ?? currentCondo;
}

export function resolveRoute(pathname: string, state: GuardState): RouteDecision {
  const matched = matchRoute(pathname);
  if (!matched) return { kind: 'redirect', to: state.signedIn ? DEFAULT_ROUTE : LOGIN_ROUTE };
  const { route, params } = matched;
  if (route.public) {
    if (route.path === LOGIN_ROUTE && state.signedIn) return { kind: 'redirect', to: DEFAULT_ROUTE };
    return { kind: 'show', route, params, condo: null };
  }
  if (!state.signedIn) return { kind: 'redirect', to: LOGIN_ROUTE };
  const condo = condoOfRoute(route, params, state.currentCondo);
  if (route.menu === 'top' || !route.requires) return { kind: 'show', route, params, condo };
  if (!condo) return { kind: 'redirect', to: DEFAULT_ROUTE, reason: 'Choose a condo first.' };
  const roles = state.rolesOf(condo);
  if (roles === undefined) return { kind: 'load-condo', route, condo };
  if (!can(roles, route.requires)) {
    const details = `/condos/${condo}/details`;
    const fallback = pathname !== details && can(roles, { 'api/v1/condos': ['show'] }) ? details : DEFAULT_ROUTE;
    return { kind: 'redirect', to: fallback, reason: `You do not have access to ${route.title}.` };
  }
  return { kind: 'show', route, params, condo };
}

/** The items of a menu group the user may open, in route-table order. */
export function menuItems(group: 'top' | 'condo', roles: PermissionMap | null | undefined) {
  return routeTable.filter((route) => route.menu === group && (!route.requires || can(roles ?? null, route.requires)));
}
