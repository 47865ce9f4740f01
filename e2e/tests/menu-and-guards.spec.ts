import { expect, test } from '../fixtures';
import { consoleUrl, openAs, users } from '../support';

const condoMenu = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Condo menu' });

test('the condo menu follows each user’s permissions', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await openAs(admin, users.admin, '/condos/marina-bay/details');
  await expect(condoMenu(admin).getByRole('menuitem', { name: 'Scheduler' })).toBeVisible();
  await expect(condoMenu(admin).getByRole('menuitem', { name: 'Devices' })).toBeVisible();

  const viewer = await (await browser.newContext()).newPage();
  await openAs(viewer, users.viewer, '/condos/marina-bay/details');
  await expect(condoMenu(viewer).getByRole('menuitem', { name: 'Out-box' })).toBeVisible();
  await expect(condoMenu(viewer).getByRole('menuitem', { name: 'Scheduler' })).toHaveCount(0);
  await expect(condoMenu(viewer).getByRole('menuitem', { name: 'Configuration' })).toHaveCount(0);
});

test('a guarded URL typed directly redirects', async ({ page }) => {
  await page.goto(`${consoleUrl()}/condos/marina-bay/schedulers`);
  await expect(page).toHaveURL(`${consoleUrl()}/`);

  await openAs(page, users.viewer, '/condos/marina-bay/schedulers');
  await expect(page).toHaveURL(/\/condos\/marina-bay\/details$/);
  await expect(page.getByText('You do not have access to Scheduler.')).toBeVisible();

  await page.goto(`${consoleUrl()}/condos/some-other-condo/details`);
  await expect(page).toHaveURL(/\/condos$/);
});

test('a condo the user does not belong to is not opened', async ({ page }) => {
  await openAs(page, users.manager);
  await expect(page.getByText('1-1 of 1 results')).toBeVisible();
  await page.goto(`${consoleUrl()}/condos/orchid-gardens/details`);
  await expect(page).toHaveURL(/\/condos$/);
  await expect(page.getByText('The condo "orchid-gardens" is not available to you.')).toBeVisible();
  // Said once: the API's 404 to the permission-map call shows no toast of its own.
  await expect(page.getByText('Not Found.!!!')).toHaveCount(0);
});
