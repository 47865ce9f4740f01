// A developer points one remote at another URL (a local dev server of that area) in their own browser only.
// Kept in local storage, limited to the origins the environment allows, and always shown by a banner.
import type { EnvironmentManifest } from '../environment';
import type { AreaName } from '../routes/route-table';

const STORAGE_KEY = 'condo.remote-overrides';
/** `?override=mfe-devices=http://localhost:3001/mf-manifest.json` sets one; `?override=reset` clears all. */
export const OVERRIDE_PARAM = 'override';

type Overrides = Partial<Record<AreaName, string>>;

function read(): Overrides {
  try {
    return JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Overrides;
  } catch {
    return {};
  }
}

function write(overrides: Overrides) {
  if (Object.keys(overrides).length) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(overrides));
  else window.localStorage.removeItem(STORAGE_KEY);
}

/** `http://localhost:*` style patterns: the port may be a wildcard. */
export function originAllowed(url: string, allowedOrigins: readonly string[] = []) {
  let origin: URL;
  try {
    origin = new URL(url, window.location.href);
  } catch {
    return false;
  }
  return allowedOrigins.some((pattern) => {
    const [scheme, rest = ''] = pattern.split('://');
    const [host, port = ''] = rest.split(/:(?=[^:]*$)/);
    return (
      origin.protocol === `${scheme}:` &&
      origin.hostname === host &&
      (port === '*' || origin.port === port || (port === '' && origin.port === ''))
    );
  });
}

export function activeOverrides(env: EnvironmentManifest): Overrides {
  const allowed = env.overrides?.allowedOrigins ?? [];
  return Object.fromEntries(
    Object.entries(read()).filter(([area, url]) => area in env.remotes && url && originAllowed(url, allowed)),
  ) as Overrides;
}

export function setOverride(env: EnvironmentManifest, area: AreaName, url: string) {
  if (!originAllowed(url, env.overrides?.allowedOrigins)) {
    throw new Error(`${new URL(url, window.location.href).origin} is not an allowed override origin in "${env.name}".`);
  }
  write({ ...read(), [area]: url });
}

export function clearOverrides() {
  write({});
}

/** Applies and removes the `?override=` parameter, so a shared link sets an override once. */
export function takeOverrideFromUrl(env: EnvironmentManifest): string | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(OVERRIDE_PARAM);
  if (value === null) return null;
  url.searchParams.delete(OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', url);
  if (value === 'reset') {
    clearOverrides();
    return null;
  }
  const [area, ...rest] = value.split('=');
  try {
    setOverride(env, area as AreaName, rest.join('='));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
