import { expect, test } from '../../fixtures';
import { users } from '../../support';
import { choose, dialog, openScreen, pickUser, rowOf, toast, uniqueName } from './messaging-support';

test('a user report is created with its users as chips, then edited', async ({ page }) => {
  await openScreen(page, 'reports', 'Reports');
  await expect(page.getByText('Reports of users')).toBeVisible();
  await expect(rowOf(page, 'Weekly Management Report')).toContainText('WEEKLY REPORT');

  const name = uniqueName('Gate digest');
  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Report');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Please enter Name')).toBeVisible();
  await add.getByLabel('Name').fill(name);
  await pickUser(page, add, 'Users', 'Aisha', 'Aisha');
  await pickUser(page, add, 'Users', 'Mei Ling', 'Mei Ling');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Report created successfully')).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search Reports' }).fill(name);
  const row = rowOf(page, name);
  await expect(row).toContainText('LNPR VMS'); // the first report type, the default
  const chips = row.getByRole('list', { name: `Users of ${name}` }).getByRole('listitem');
  await expect(chips).toHaveText(['Aisha', 'Mei Ling']);

  await row.click();
  const edit = dialog(page, 'Edit Report');
  await choose(page, edit, 'Report Type', 'TOTAL REPORT');
  await choose(page, edit, 'Status', 'Inactive');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Report updated successfully')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('TOTAL REPORT');
  await expect(rowOf(page, name)).toContainText('Inactive');
});

test('the viewer sees the reports without Add', async ({ page }) => {
  await openScreen(page, 'reports', 'Reports', users.viewer);
  await expect(rowOf(page, 'Weekly Management Report')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
});
