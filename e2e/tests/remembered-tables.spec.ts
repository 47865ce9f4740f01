// Remembered tables (issue #28 item 4): a list's columns and density are the user's, kept by the server, so they
// follow the user to another browser after signing out; Reset brings the list back as declared.
import { seriousViolations } from '../axe';
import { expect, type Page, test } from '../fixtures';
import { apiUrl, openWithSession, ownSessionOf, users } from '../support';

const OUTBOX = '/condos/marina-bay/out-box';
const savedWith = (page: Page, method: string, body = '') =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/preferences/tables/') &&
      response.request().method() === method &&
      (response.request().postData() ?? '').includes(body),
  );

test('a hidden column stays hidden after sign-out and sign-in in another browser, until Reset', async ({
  page,
  browser,
}) => {
  // The viewer's own session and list: no other test arranges the viewer's Outbox. A retry starts from nothing saved.
  const session = await ownSessionOf(users.viewer);
  const cleared = await page.request.delete(`${apiUrl()}/api/v1/preferences/tables/sent-messages`, {
    headers: { Authorization: `JWT ${session.token}` },
  });
  expect(cleared.ok()).toBe(true);
  await openWithSession(page, users.viewer, session, OUTBOX);
  const table = page.getByRole('table', { name: /messages$/ });
  await expect(table.getByRole('columnheader', { name: /^Medium/ })).toBeVisible();

  await page.getByRole('button', { name: 'Columns of OutBox' }).click();
  const chooser = page.getByRole('table', { name: 'Columns of OutBox' });
  const saved = savedWith(page, 'PUT', 'compact');
  await page
    .locator('label')
    .filter({ hasText: /^Compact$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Compact' })).toBeChecked();
  expect((await saved).ok()).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // Hidden just before Log Out, within the half second the settings wait before they are saved: Log Out saves them.
  await chooser.getByRole('checkbox', { name: 'Medium' }).click();
  await expect(table.getByRole('columnheader', { name: /^Medium/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /profile menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();

  const other = await (await browser.newContext()).newPage();
  await openWithSession(other, users.viewer, await ownSessionOf(users.viewer), OUTBOX);
  const again = other.getByRole('table', { name: /messages$/ });
  await expect(again.getByRole('columnheader', { name: /^Sent At/ })).toBeVisible();
  await expect(again.getByRole('columnheader', { name: /^Medium/ })).toHaveCount(0);
  await expect(other.locator('.ant-table').filter({ has: again })).toHaveClass(/ant-table-small/);

  await other.getByRole('button', { name: 'Columns of OutBox' }).click();
  const reset = savedWith(other, 'DELETE');
  await other.getByRole('button', { name: 'Reset columns and density' }).click();
  expect((await reset).ok()).toBe(true);
  await expect(again.getByRole('columnheader', { name: /^Medium/ })).toBeVisible();
  await expect(other.locator('.ant-table').filter({ has: again })).not.toHaveClass(/ant-table-small/);
});
