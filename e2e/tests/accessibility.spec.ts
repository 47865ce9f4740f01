// Every screen of the host's route table whose area this environment runs, checked with axe as a signed-in super
// admin: 0 violations of impact serious or critical. Driven by the route table and the manifest, so a new area's
// screens are held to it as soon as its remote is listed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { routeTable } from '../../host/src/routes/route-table';
import { seriousViolations } from '../axe';
import { consoleUrl, openAs, users } from '../support';

const CONDO = 'marina-bay';
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../deploy/environments/local.json'), 'utf8'));
const running = new Set(Object.keys(manifest.remotes));

/** '/condos/:id/devices' → '/condos/marina-bay/devices'; other parameters get a plain value. */
const concrete = (path: string) => path.replace(':id', CONDO).replace(/:\w+/g, 'sample');

test('the route table has screens this environment runs', () => {
  expect(routeTable.filter((route) => running.has(route.area)).length).toBeGreaterThan(5);
});

for (const route of routeTable.filter((candidate) => running.has(candidate.area))) {
  test(`axe: ${route.title} (${route.path}) has no serious or critical violations`, async ({ page }) => {
    if (route.public) await page.goto(`${consoleUrl()}${concrete(route.path)}`);
    else await openAs(page, users.admin, concrete(route.path));
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe: the menu’s “no access” state and an open dialog pass too', async ({ page }) => {
  await openAs(page, users.viewer, `/condos/${CONDO}/devices`);
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openAs(page, users.admin, `/condos/${CONDO}/devices`);
  await page.getByRole('button', { name: 'Add Camera' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
