// Start-up: read the environment, point the API client at it, register the areas, draw the shell, start single-spa.
import {
  bus,
  ConsoleRoot,
  configureApi,
  followThemePreference,
  isSignedIn,
  notify,
  Problem,
  verifyToken,
} from '@condo/shared';
import { Button } from '@condo/shared/antd-core';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { takeOverrideFromUrl } from './areas/overrides';
import { registerAreas } from './areas/register-areas';
import { followRoleChanges, forgetCondoContexts, rolesOf } from './condo/condo-context';
import { type EnvironmentManifest, loadEnvironment, watchEnvironment } from './environment';
import { type GuardState, resolveRoute } from './routes/resolve-route';
import type { AreaName } from './routes/route-table';
import { newVersionAvailable$ } from './shell/Banners';
import { Shell } from './shell/Shell';

const guardState = (): GuardState => ({ signedIn: isSignedIn(), rolesOf, currentCondo: bus.currentCondo$.value });

function isAreaActive(area: AreaName) {
  const decision = resolveRoute(window.location.pathname, guardState());
  return decision.kind === 'show' && decision.route.area === area;
}

function registerPushWorker() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(new URL('../public/sw.js', import.meta.url), { scope: '/' })
    .catch((error) => console.warn('[host] push service worker not registered', error));
}

async function main() {
  // Before the first render: every root (the shell's, each area's) themes itself from bus.theme$ (ConsoleRoot).
  followThemePreference();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let env: EnvironmentManifest;
  let envText: string;
  try {
    ({ env, text: envText } = await loadEnvironment());
  } catch (error) {
    root.render(
      <ConsoleRoot>
        <Problem
          title="The console could not start"
          detail={(error as Error).message}
          action={<Button onClick={() => window.location.reload()}>Retry</Button>}
        />
      </ConsoleRoot>,
    );
    return;
  }
  configureApi(env.api);
  const overrideRefused = takeOverrideFromUrl(env);
  watchEnvironment(envText, () => newVersionAvailable$.next(true));
  bus.logout$.subscribe(() => forgetCondoContexts());
  followRoleChanges();
  if (isSignedIn()) void verifyToken();

  const areas = registerAreas(env, isAreaActive);
  root.render(
    <ConsoleRoot>
      <Shell env={env} guardState={guardState} retryArea={(area) => areas.retry(area as AreaName)} />
    </ConsoleRoot>,
  );
  start({ urlRerouteOnly: true });
  // After the shell's toasts are listening.
  if (overrideRefused) setTimeout(() => notify.error(overrideRefused), 300);
  registerPushWorker();
}

void main();
