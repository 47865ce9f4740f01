// Which releases of an area the host may load, in order: a developer's override, else the environment's
// version followed by the versions it ran before (newest first).
import type { EnvironmentManifest } from '../environment';
import type { AreaName } from '../routes/route-table';
import { activeOverrides } from './overrides';

export interface AreaReleaseRef {
  version: string;
  entry: string;
  overridden?: boolean;
}

export function releasesOf(env: EnvironmentManifest, area: AreaName): AreaReleaseRef[] {
  const override = activeOverrides(env)[area];
  if (override) return [{ version: 'override', entry: override, overridden: true }];
  const release = env.remotes[area];
  if (!release) return [];
  return [{ version: release.version, entry: release.entry }, ...(release.fallbacks ?? [])];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries a flaky load with growing pauses (a deploy in progress, a network blip) before giving up. */
export async function withBackoff<T>(attempt: () => Promise<T>, delaysMs = [250, 1000]): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= delaysMs.length) throw error;
      await wait(delaysMs[i] as number);
    }
  }
}
