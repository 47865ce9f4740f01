// The environment manifest (docs/interfaces.md): where the API is and which version of each remote runs here.
import type { AreaName } from './routes/route-table';

export interface RemoteRelease {
  version: string;
  entry: string;
}

export interface EnvironmentManifest {
  name: string;
  api: { baseUrl: string; condoBaseUrlTemplate: string };
  remotes: Partial<Record<AreaName, RemoteRelease>>;
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
  return { name: env.name ?? 'unnamed', api: env.api, remotes: env.remotes ?? {} };
}

export async function loadEnvironment(): Promise<EnvironmentManifest> {
  const response = await fetch(ENVIRONMENT_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The environment manifest could not be loaded (HTTP ${response.status}).`);
  return parseEnvironment(await response.json());
}
