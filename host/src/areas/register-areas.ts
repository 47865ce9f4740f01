// Each area is a single-spa application whose code comes from its remote, found through the environment manifest.
// Loading retries with backoff, then falls back to the versions the environment ran before; a failure stays
// inside the area's outlet.
import type { AreaProps } from '@condo/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  addErrorHandler,
  getAppStatus,
  type LifeCycles,
  registerApplication,
  triggerAppChange,
  unregisterApplication,
} from 'single-spa';
import type { EnvironmentManifest } from '../environment';
import type { AreaName } from '../routes/route-table';
import { routeTable } from '../routes/route-table';
import { setAreaStatus } from './area-status';
import { type AreaReleaseRef, releasesOf, withBackoff } from './releases';

export const federationName = (area: AreaName) => area.replaceAll('-', '_');

const OUTLET_ID = 'area-outlet';
type Lifecycles = LifeCycles<AreaProps>;

/** Each area renders into its own container inside the shell's outlet, so one area's unmount never touches another. */
function areaContainer(area: AreaName) {
  const id = `area-${area}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const outlet = document.getElementById(OUTLET_ID);
  if (!outlet) throw new Error('The shell has no content outlet.');
  const container = document.createElement('div');
  container.id = id;
  outlet.appendChild(container);
  return container;
}

const screenPaths = Object.fromEntries(routeTable.map(({ screen, path }) => [screen, path]));

function areaProps(area: AreaName): AreaProps {
  return {
    routes: routeTable.filter((r) => r.area === area).map(({ path, screen, title }) => ({ path, screen, title })),
    domElementGetter: () => areaContainer(area),
    screenPaths,
  };
}

async function loadRelease(area: AreaName, release: AreaReleaseRef): Promise<Lifecycles> {
  return withBackoff(async () => {
    // force: forget a failed or other-version entry of this remote before loading this one.
    registerRemotes([{ name: federationName(area), entry: release.entry }], { force: true });
    const exposed = await loadRemote<Lifecycles & { default?: Lifecycles }>(`${federationName(area)}/app`);
    const lifecycles = exposed?.default ?? exposed;
    if (!lifecycles?.mount) throw new Error(`${area} ${release.version} does not expose single-spa lifecycles`);
    return lifecycles;
  });
}

export function registerAreas(env: EnvironmentManifest, isActive: (area: AreaName) => boolean) {
  const deployed = (Object.keys(env.remotes) as AreaName[]).filter((area) => releasesOf(env, area).length > 0);
  /** Index into releasesOf(area) of the release this page runs; moves on when a release fails. */
  const releaseIndex = new Map<AreaName, number>();
  const failures = new Map<AreaName, string>();

  const noteFallback = (area: AreaName, releases: AreaReleaseRef[], index: number) => {
    const running = releases[index] as AreaReleaseRef;
    if (index === 0) return setAreaStatus(area, { state: 'ok', version: running.version });
    const failed = releases[0] as AreaReleaseRef;
    const reason = failures.get(area) ?? 'it failed to load';
    console.warn(
      `[host] ${area} ${failed.version} failed (${reason}); running the previous version ${running.version}.`,
    );
    setAreaStatus(area, { state: 'fallback', version: running.version, failedVersion: failed.version, reason });
  };

  async function loadArea(area: AreaName): Promise<Lifecycles> {
    const releases = releasesOf(env, area);
    for (let index = releaseIndex.get(area) ?? 0; index < releases.length; index++) {
      try {
        const lifecycles = await loadRelease(area, releases[index] as AreaReleaseRef);
        releaseIndex.set(area, index);
        noteFallback(area, releases, index);
        return lifecycles;
      } catch (error) {
        if (!failures.has(area)) failures.set(area, (error as Error).message);
        console.error(`[host] ${area} ${releases[index]?.version} could not be loaded`, error);
      }
    }
    throw new Error(failures.get(area) ?? `${area} could not be loaded`);
  }

  const register = (area: AreaName) =>
    registerApplication({
      name: area,
      app: () => loadArea(area),
      activeWhen: () => isActive(area),
      customProps: areaProps(area),
    });

  async function reload(area: AreaName) {
    if (getAppStatus(area)) await unregisterApplication(area);
    document.getElementById(`area-${area}`)?.remove();
    register(area);
    await triggerAppChange();
  }

  for (const area of deployed) register(area);

  addErrorHandler((error) => {
    const area = error.appOrParcelName as AreaName;
    console.error(`[host] area ${area} failed`, error);
    const releases = releasesOf(env, area);
    const next = (releaseIndex.get(area) ?? 0) + 1;
    // A release that loads but throws while starting or mounting: try the one the environment ran before.
    if (getAppStatus(area) === 'SKIP_BECAUSE_BROKEN' && next < releases.length) {
      if (!failures.has(area)) failures.set(area, error.message);
      releaseIndex.set(area, next);
      void reload(area);
      return;
    }
    setAreaStatus(area, { state: 'error', message: failures.get(area) ?? error.message });
  });

  return {
    /** Start over from the environment's own version: the user asked to try again. */
    async retry(area: AreaName) {
      releaseIndex.delete(area);
      failures.delete(area);
      setAreaStatus(area, { state: 'ok', version: '' });
      await reload(area);
    },
  };
}
