// Walks through the screens of the host's route table whose areas this environment runs (the local manifest), as the
// accessibility check and the spec-profile check do. A walk loads each screen in turn in one page: after the first,
// the bundles come from the browser's cache, so a screen costs about 1.8 s instead of the 4 s of a new page each.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, test } from '@playwright/test';
import { type RouteDef, routeTable } from '../host/src/routes/route-table';

const CONDO = 'marina-bay';
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../deploy/environments/local.json'), 'utf8'));
const running = new Set(Object.keys(manifest.remotes));

export interface Screen {
  route: RouteDef;
  /** The route's path with Marina Bay's values: '/condos/:id/devices' → '/condos/marina-bay/devices'. */
  path: string;
  /** How a failure names it: 'Devices (/condos/:id/devices)'. */
  label: string;
}

const concrete = (path: string) =>
  path
    .replace(':id', CONDO)
    .replace(':name', CONDO)
    .replace(':link', 'most-visiting-visitor')
    .replace(/:\w+/g, 'sample');

/** The screens this environment runs: the public ones (sign-in, the shared report pages) or the signed-in ones. */
export function screensOf(kind: 'public' | 'signed-in'): Screen[] {
  return routeTable
    .filter((route) => running.has(route.area) && Boolean(route.public) === (kind === 'public'))
    .map((route) => ({ route, path: concrete(route.path), label: `${route.title} (${route.path})` }));
}

/** `screens` cut into `parts` walks of about equal length, so that both workers share them. */
export function inWalks(screens: Screen[], parts: number): Screen[][] {
  const size = Math.ceil(screens.length / parts);
  return Array.from({ length: parts }, (_, part) => screens.slice(part * size, (part + 1) * size)).filter(
    (walk) => walk.length > 0,
  );
}

/**
 * Loads each screen of `walk` in `page` (already signed in, or not for public screens) at `baseUrl` and runs `check`
 * on it as a step of the test named after the screen. `check` should use `expect.soft`, so one screen's failure does
 * not hide the next one's.
 */
export async function walkScreens(
  page: Page,
  baseUrl: string,
  walk: Screen[],
  check: (screen: Screen) => Promise<void>,
) {
  for (const screen of walk) {
    await test.step(screen.label, async () => {
      if (new URL(page.url(), baseUrl).pathname !== screen.path) await page.goto(`${baseUrl}${screen.path}`);
      await check(screen);
    });
  }
}
