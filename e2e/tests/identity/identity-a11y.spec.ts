// The identity screens' dialogs hold to the rule accessibility.spec.ts sets for every screen (it checks the screens
// themselves): 0 axe violations of impact serious or critical, with a dialog open and its error and list showing.

import { seriousViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { openAs, users } from '../../support';
import { CONDO, dialog, openOptions, openUsersAndBots } from './identity-support';

test('axe: the user form with its errors and the role list open', async ({ page }) => {
  await openUsersAndBots(page);
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = dialog(page, 'Add User');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Please enter First Name')).toBeVisible();
  await openOptions(page, add.getByLabel('Role', { exact: true }));
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: the bots tab and the bot form', async ({ page }) => {
  await openUsersAndBots(page, users.admin, 'bots');
  await expect(page.getByRole('table', { name: 'Bots' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add Bot' }).click();
  await expect(dialog(page, 'Add Bot')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: the admin user and alert user forms', async ({ page }) => {
  await openAs(page, users.admin, '/admin-user?query=demo.condo');
  await page.getByRole('row').filter({ hasText: users.manager }).click();
  await expect(dialog(page, 'Edit Admin User')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openAs(page, users.admin, `/condos/${CONDO}/alert-users`);
  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Alert User');
  await expect(add.locator('.ant-form-item').filter({ hasText: 'Assigned condo are' })).toContainText('Marina Bay');
  await openOptions(page, add.getByLabel('Assigned condo are', { exact: true }));
  expect(await seriousViolations(page)).toEqual([]);
});
