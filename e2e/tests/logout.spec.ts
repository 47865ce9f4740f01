import { expect, test } from '../fixtures';
import { apiUrl, consoleUrl, openWithSession, ownSessionOf, users } from '../support';

test('logging out clears the session, and ends it on the server', async ({ page }) => {
  // Its own session: Log Out ends it, and its tokens stop at once.
  await openWithSession(page, users.manager, await ownSessionOf(users.manager));
  const cookieValue = async (name: string) =>
    (await page.context().cookies()).find((c) => c.name === name)?.value ?? '';
  const refreshToken = await cookieValue('refresh_token');
  const accessToken = await cookieValue('token');
  expect(refreshToken).not.toBe('');
  await page.getByRole('button', { name: /profile menu/i }).click();
  await expect(page.getByText('manager@demo.condo')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  // POST /admin/logout ended the session: its refresh token no longer refreshes.
  const refreshStatus = async () =>
    (await page.request.get(`${apiUrl()}/refresh_token`, { headers: { 'Refresh-Token': refreshToken } })).status();
  await expect.poll(refreshStatus).toBe(401);
  // And its access token stops at once, not when it expires.
  const condosStatus = async () =>
    (await page.request.get(`${apiUrl()}/admin/condos`, { headers: { Authorization: `JWT ${accessToken}` } })).status();
  await expect.poll(condosStatus).toBe(401);
  await expect(page).toHaveURL(`${consoleUrl()}/`);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => ['token', 'refresh_token', 'email', 'active'].includes(c.name))).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  await page.goto(`${consoleUrl()}/condos`);
  await expect(page).toHaveURL(`${consoleUrl()}/`);
});
