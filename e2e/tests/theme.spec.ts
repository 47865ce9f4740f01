// The colour scheme as a user changes it (issue #28 item 3): the profile menu's Light / Dark / System, kept through a
// reload and a change of area, applied to the areas already on screen without reloading them, and System following
// the operating system's scheme as it changes.
import { expect, type Locator, type Page, test } from '../fixtures';
import { openAs, users } from '../support';

/** 'dark' or 'light': the luminance of the first opaque background at or above the element, as drawn. */
function shadeOf(element: Locator) {
  return element.evaluate((start) => {
    for (let node: Element | null = start; node; node = node.parentElement) {
      const [r = 0, g = 0, b = 0, a = 1] = (getComputedStyle(node).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
      if (a > 0.5) return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.35 ? 'dark' : 'light';
    }
    return 'light';
  });
}

/** The page outside antd (<body>) and a screen inside an area's own React root are both `shade`. */
async function expectShade(page: Page, area: Locator, shade: 'dark' | 'light') {
  await expect.poll(() => shadeOf(page.locator('body'))).toBe(shade);
  await expect.poll(() => shadeOf(area)).toBe(shade);
}

const profileMenu = (page: Page) => page.getByRole('button', { name: /profile menu/i });
const themeItem = (page: Page, name: 'Light' | 'Dark' | 'System') => page.getByRole('menuitemradio', { name });

async function chooseTheme(page: Page, name: 'Light' | 'Dark' | 'System') {
  await profileMenu(page).click();
  await themeItem(page, name).click();
  await expect(themeItem(page, name)).toBeHidden();
}

test('Dark from the profile menu, by keyboard: every area turns dark in place, through a reload and a change of area', async ({
  page,
}) => {
  await openAs(page, users.admin, '/condos/marina-bay/alert-types');
  const alertTypes = page.locator('#area-mfe-condo-admin .ant-table').first();
  await expect(alertTypes.getByRole('row').nth(1)).toBeVisible();
  await expectShade(page, alertTypes, 'light');

  // Proof that nothing reloads or remounts: a mark on the area's heading must survive, and no remote is fetched.
  await page
    .locator('#area-mfe-condo-admin h1')
    .first()
    .evaluate((heading) => heading.setAttribute('data-probe', 'kept'));
  const remoteFetches: string[] = [];
  page.on('request', (request) => {
    if (/remoteEntry\.js|mf-manifest\.json/.test(request.url())) remoteFetches.push(request.url());
  });

  // The keyboard alone: Enter opens the menu, Tab enters it at its first item (Light), an arrow moves to Dark, Enter
  // chooses it.
  await profileMenu(page).focus();
  await page.keyboard.press('Enter');
  await expect(themeItem(page, 'System')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(themeItem(page, 'Light')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(themeItem(page, 'Dark')).toBeFocused();
  await page.keyboard.press('Enter');

  await expectShade(page, alertTypes, 'dark');
  await expect(page.locator('#area-mfe-condo-admin h1[data-probe="kept"]')).toBeVisible();
  expect(remoteFetches).toEqual([]);

  await page.reload();
  await expect(alertTypes.getByRole('row').nth(1)).toBeVisible();
  await expectShade(page, alertTypes, 'dark');
  await profileMenu(page).click();
  await expect(themeItem(page, 'Dark')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // Another area, mounted after the choice: it starts dark.
  await page.getByRole('complementary', { name: 'Condo menu' }).getByRole('menuitem', { name: 'Devices' }).click();
  await expect(page).toHaveURL(/\/condos\/marina-bay\/devices$/);
  const devices = page.locator('#area-mfe-devices .ant-table').first();
  await expect(devices.getByRole('row').nth(1)).toBeVisible();
  await expectShade(page, devices, 'dark');

  await chooseTheme(page, 'Light');
  await expectShade(page, devices, 'light');
});

test('System follows the operating system’s scheme, live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openAs(page, users.admin, '/condos/marina-bay/alert-types');
  const alertTypes = page.locator('#area-mfe-condo-admin .ant-table').first();
  await expect(alertTypes.getByRole('row').nth(1)).toBeVisible();
  // No choice yet is System: the system is dark.
  await expectShade(page, alertTypes, 'dark');

  await chooseTheme(page, 'Light');
  await expectShade(page, alertTypes, 'light');

  await chooseTheme(page, 'System');
  await expectShade(page, alertTypes, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectShade(page, alertTypes, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectShade(page, alertTypes, 'dark');
});
