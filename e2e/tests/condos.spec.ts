import { expect, test } from '../fixtures';
import { openAs, users } from '../support';

test('the condo list searches and pages on the server, and a condo opens with its menu', async ({ page }) => {
  await openAs(page, users.admin);
  // 28 demo condos, and any the Create Condo test has added meanwhile (the specs run in parallel on one stack).
  await expect(page.getByText(/^1-25 of (2[89]|[3-9]\d) results$/)).toBeVisible();
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(page.getByText(/^26-\d+ of \d+ results$/)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  await page
    .getByPlaceholder(/search/i)
    .first()
    .fill('orchid');
  await expect(page.getByText('1-1 of 1 results')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'orchid-gardens' })).toBeVisible();

  await page
    .getByRole('row', { name: /Orchid Gardens/ })
    .getByRole('button', { name: 'Details' })
    .click();
  await expect(page).toHaveURL(/\/condos\/orchid-gardens\/details$/);
  await expect(page.locator('.shell-condo-name')).toHaveText('Orchid Gardens');
  await expect(page.getByText('About Condo')).toBeVisible();
  // The demo logo is a file the API serves through the console's gateway (api/src/routes/demo-logos): it loads.
  const logo = page.getByRole('img', { name: 'Orchid Gardens logo' });
  await expect(logo).toHaveAttribute('src', /^\/gateway\/demo_logos\/[A-Z]+_[0-9A-F]{6}\.svg$/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(96);
  const menu = page.getByRole('complementary', { name: 'Condo menu' });
  await expect(menu.getByRole('menuitem', { name: 'Back' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/condos$/);
});
