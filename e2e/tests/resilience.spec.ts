import { expect, test } from '../fixtures';
import { brokenConsoleUrl, openAs, users } from '../support';

test('a remote at a dead URL shows an error with Retry while the rest keeps working', async ({ page }) => {
  await openAs(page, users.admin, '/condos', brokenConsoleUrl());
  await expect(page.getByText('Condo could not be shown')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(page.getByText('Condo could not be shown')).toBeVisible();

  // The shell still works: the header, the menu, and the other areas.
  await expect(page.getByRole('button', { name: /profile menu/i })).toBeVisible();
  await page.getByRole('complementary', { name: 'Main menu' }).getByRole('menuitem', { name: 'Admin User' }).click();
  await expect(page).toHaveURL(/\/admin-user$/);
  await expect(page.getByText('Condo could not be shown')).toHaveCount(0);
});

test("an unreachable API is said once, quietly, not as an 'Api down' toast per call", async ({ page }) => {
  await openAs(page, users.admin, '/condos');
  await expect(page.getByRole('cell', { name: 'Marina Bay Residences', exact: true })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'Cannot reach the server — retrying…' });
  await expect(status).toBeHidden();

  await page.route(/\/admin\/condos/, (route) => route.abort('connectionrefused'));
  await page
    .getByRole('searchbox', { name: /search/i })
    .first()
    .fill('Marina');
  await expect(status).toBeVisible();
  await expect(page.locator('.ant-notification').getByText('Api down')).toHaveCount(0);

  await page.unroute(/\/admin\/condos/);
  await page
    .getByRole('searchbox', { name: /search/i })
    .first()
    .fill('Orchid');
  await expect(page.getByRole('cell', { name: 'Orchid Gardens', exact: true })).toBeVisible();
  await expect(status).toBeHidden();
});
