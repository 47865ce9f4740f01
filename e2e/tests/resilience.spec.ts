import { expect, test } from '@playwright/test';
import { brokenConsoleUrl, openAs, users } from '../support';

test('a remote at a dead URL shows an error with Retry while the rest keeps working', async ({ page }) => {
  await openAs(page, users.admin, '/condos', brokenConsoleUrl());
  await expect(page.getByText('Condo could not be shown')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(page.getByText('Condo could not be shown')).toBeVisible();

  // The shell still works: the header, the menu, and the other areas.
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await page.getByRole('complementary', { name: 'Main menu' }).getByRole('menuitem', { name: 'Admin User' }).click();
  await expect(page).toHaveURL(/\/admin-user$/);
  await expect(page.getByText('Condo could not be shown')).toHaveCount(0);
});
