import { expect, test } from '@playwright/test';
import { consoleUrl, openAs, users } from '../support';

test('logging out clears the session', async ({ page }) => {
  await openAs(page, users.manager);
  await page.getByRole('button', { name: /profile menu/i }).click();
  await expect(page.getByText('manager@demo.condo')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(`${consoleUrl()}/`);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => ['token', 'refresh_token', 'email', 'active'].includes(c.name))).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await page.goto(`${consoleUrl()}/condos`);
  await expect(page).toHaveURL(`${consoleUrl()}/`);
});
