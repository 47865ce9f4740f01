// Each area is a single-spa application whose code comes from its remote, found through the environment manifest.
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

export const federationName = (area: AreaName) => area.replaceAll('-', '_');

const OUTLET_ID = 'area-outlet';

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

function areaProps(area: AreaName): AreaProps {
  return {
    routes: routeTable.filter((r) => r.area === area).map(({ path, screen, title }) => ({ path, screen, title })),
    domElementGetter: () => areaContainer(area),
  };
}

async function loadArea(area: AreaName): Promise<LifeCycles<AreaProps>> {
  const exposed = await loadRemote<LifeCycles<AreaProps> & { default?: LifeCycles<AreaProps> }>(
    `${federationName(area)}/app`,
  );
  const lifecycles = exposed?.default ?? exposed;
  if (!lifecycles?.mount) throw new Error(`The ${area} remote does not expose single-spa lifecycles.`);
  setAreaStatus(area, { state: 'ok' });
  return lifecycles;
}

function register(area: AreaName, isActive: (area: AreaName) => boolean) {
  registerApplication({
    name: area,
    app: () => loadArea(area),
    activeWhen: () => isActive(area),
    customProps: areaProps(area),
  });
}

export function registerAreas(env: EnvironmentManifest, isActive: (area: AreaName) => boolean) {
  const deployed = Object.entries(env.remotes) as [AreaName, { entry: string }][];
  registerRemotes(deployed.map(([area, release]) => ({ name: federationName(area), entry: release.entry })));
  for (const [area] of deployed) register(area, isActive);

  addErrorHandler((error) => {
    const area = error.appOrParcelName as AreaName;
    console.error(`[host] area ${area} failed`, error);
    setAreaStatus(area, { state: 'error', message: error.message });
  });

  return {
    /** Drop the failed copy of an area (and its remote entry) and try to load and mount it again. */
    async retry(area: AreaName) {
      const release = env.remotes[area];
      if (!release) return;
      setAreaStatus(area, { state: 'ok' });
      if (getAppStatus(area)) await unregisterApplication(area);
      document.getElementById(`area-${area}`)?.remove();
      registerRemotes([{ name: federationName(area), entry: release.entry }], { force: true });
      register(area, isActive);
      await triggerAppChange();
    },
  };
}
