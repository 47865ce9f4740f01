// The environment manifest (docs/interfaces.md): where the API is and which version of each remote runs here.
import type { AreaName } from './routes/route-table';

export interface RemoteRelease {
  version: string;
  entry: string;
  /** The versions this environment ran before, newest first: the host falls back to them. */
  fallbacks?: { version: string; entry: string }[];
}

export interface EnvironmentManifest {
  name: string;
  api: { baseUrl: string; condoBaseUrlTemplate: string };
  remotes: Partial<Record<AreaName, RemoteRelease>>;
  /** Origins a developer may point a remote at from their own browser. */
  overrides?: { allowedOrigins: string[] };
  registryUrl?: string;
}

export const ENVIRONMENT_URL = '/environment.json';

export function parseEnvironment(raw: unknown): EnvironmentManifest {
  const env = raw as Partial<EnvironmentManifest> | null;
  if (!env || typeof env !== 'object') throw new Error('The environment manifest is not a JSON object.');
  if (!env.api?.baseUrl || !env.api.condoBaseUrlTemplate?.includes('{condo}')) {
    throw new Error('The environment manifest needs api.baseUrl and api.condoBaseUrlTemplate with {condo}.');
  }
  for (const [name, release] of Object.entries(env.remotes ?? {})) {
    if (!release?.entry || !release.version) throw new Error(`Remote ${name} needs an entry and a version.`);
  }
  return { ...env, name: env.name ?? 'unnamed', api: env.api, remotes: env.remotes ?? {} } as EnvironmentManifest;
}

async function fetchEnvironmentText() {
  const response = await fetch(ENVIRONMENT_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The environment manifest could not be loaded (HTTP ${response.status}).`);
  return response.text();
}

export async function loadEnvironment(): Promise<{ env: EnvironmentManifest; text: string }> {
  const text = await fetchEnvironmentText();
  return { env: parseEnvironment(JSON.parse(text)), text };
}

const WATCH_EVERY_MS = 60_000;

/**
 * Tells when ops switched a version in this environment while the console is open (checked every minute and
 * whenever the tab comes back into view), so the shell can offer a reload instead of forcing one.
 */
export function watchEnvironment(loadedText: string, onChange: () => void) {
  let told = false;
  const check = async () => {
    if (told || document.visibilityState === 'hidden') return;
    try {
      if ((await fetchEnvironmentText()) !== loadedText) {
        told = true;
        onChange();
      }
    } catch {
      // The next check tries again; a flaky network is not a new version.
    }
  };
  const timer = window.setInterval(check, WATCH_EVERY_MS);
  document.addEventListener('visibilitychange', check);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
  };
}
