// Every screen of the host's route table whose area this environment runs, checked with axe: 0 violations of impact
// serious or critical. The signed-in screens as a super admin, the public ones signed out. Driven by the route table
// and the manifest, so a new area's screens are held to it as soon as its remote is listed.
//
// Both colour schemes (issue #28 item 3): each screen is checked in full in the scheme it opened in, then switched to
// the other one in place (no second load) and checked for what colours can break (COLOUR_RULES). The scheme a walk is
// in carries over to its next screen, so the screens of a walk alternate which scheme gets the full check.

import { COLOUR_RULES, colourSchemeOf, flipColourScheme, seriousViolations } from '../axe';
import { expect, type Page, test } from '../fixtures';
import { inWalks, type Screen, screensOf, walkScreens } from '../screen-walk';
import { consoleUrl, openAs, users } from '../support';

const signedIn = screensOf('signed-in');

test('the route table has screens this environment runs', () => {
  expect(signedIn.length).toBeGreaterThan(5);
  expect(screensOf('public').map((screen) => screen.route.path)).toContain('/');
});

async function noSeriousViolations(page: Page, screen: Screen) {
  await expect(page.locator('#root')).not.toBeEmpty();
  const opened = await colourSchemeOf(page);
  expect.soft(await seriousViolations(page), `${screen.label}, ${opened} theme`).toEqual([]);
  const other = await flipColourScheme(page);
  expect.soft(await seriousViolations(page, { rules: COLOUR_RULES }), `${screen.label}, ${other} theme`).toEqual([]);
}

// Four walks, not three: with the second scheme each screen costs about a third more, and a walk of a third of the
// screens came close to the 2-minute test timeout on the loaded 2-core machine.
for (const [index, walk] of inWalks(signedIn, 4).entries()) {
  test(`axe: signed-in screens, part ${index + 1} (${walk[0]?.route.path} …)`, async ({ page }) => {
    await openAs(page, users.admin, walk[0]?.path);
    await walkScreens(page, consoleUrl(), walk, (screen) => noSeriousViolations(page, screen));
  });
}

test('axe: the public screens, signed out', async ({ page }) => {
  await walkScreens(page, consoleUrl(), screensOf('public'), (screen) => noSeriousViolations(page, screen));
});

test('axe: the menu’s “no access” state and an open dialog pass too', async ({ page }) => {
  await openAs(page, users.viewer, '/condos/marina-bay/devices');
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await flipColourScheme(page);
  expect(await seriousViolations(page, { rules: COLOUR_RULES })).toEqual([]);
  await openAs(page, users.admin, '/condos/marina-bay/devices');
  await page.getByRole('button', { name: 'Add Camera' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await flipColourScheme(page);
  expect(await seriousViolations(page, { rules: COLOUR_RULES })).toEqual([]);
});
