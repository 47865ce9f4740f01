// The address bar without react-router: the host's shell and router-free screens (the login) follow the URL with
// these, so the first screen does not download a router. Areas with routes of their own use react-router.
import { match } from 'path-to-regexp';
import { useSyncExternalStore } from 'react';

/** Fired after navigateTo; single-spa also fires popstate for every history change once the host has started it. */
const LOCATION_CHANGED = 'condo:location';

const matchers = new Map<string, ReturnType<typeof match>>();

/**
 * The parameters of `pathname` under `pattern` ('/condos/:id/devices'), or null. Matches like react-router's
 * matchPath: whole path, case-insensitive, an optional trailing slash.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    matcher = match(pattern, { end: true, sensitive: false, trailing: true });
    matchers.set(pattern, matcher);
  }
  const result = matcher(pathname);
  return result ? (result.params as Record<string, string>) : null;
}

/** Goes to a path of the console in place (no page load). */
export function navigateTo(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(window.history.state, '', path);
  else window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(LOCATION_CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGED, onChange);
  };
}

const currentPathname = () => window.location.pathname;

/** The current pathname, re-rendering on every navigation. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPathname);
}
