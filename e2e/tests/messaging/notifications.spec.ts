import { seriousViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { dialog, openScreen, pickUser, rowOf, toast, uniqueName } from './messaging-support';

test('a notification group is created with users picked by name, shown joined with their channels, then edited', async ({
  page,
}) => {
  await openScreen(page, 'notifications', 'Notifications');
  await expect(page.getByText('Notifications of User here')).toBeVisible();
  // The demo groups, joined with their users.
  await expect(rowOf(page, 'Parcel Desk')).toContainText('Parcel');

  const name = uniqueName('Lobby flood watch');
  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Notification');
  await add.getByLabel('Name').fill(name);
  // Searched on the server among 1,500 people: the demo accounts by their first names.
  await pickUser(page, add, 'SMS users', 'Aisha', 'Aisha');
  await pickUser(page, add, 'SMS users', 'Rahul', 'Rahul');
  await pickUser(page, add, 'WhatsApp users', 'Rahul', 'Rahul');
  await pickUser(page, add, 'Mail users', 'Mei Ling', 'Mei Ling');
  await add.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Notification created successfully')).toBeVisible();
  await expect(add).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search Notifications' }).fill(name);
  const row = rowOf(page, name);
  await expect(row).toContainText('Alert'); // the first type, the default
  await expect(row).toContainText('Active');
  const user = (first: string) => row.getByRole('listitem').filter({ hasText: first });
  await expect(user('Aisha')).toContainText('SMS on');
  await expect(user('Aisha')).toContainText('WhatsApp off');
  await expect(user('Aisha')).toContainText('Mail off');
  await expect(user('Rahul')).toContainText('SMS on');
  await expect(user('Rahul')).toContainText('WhatsApp on');
  await expect(user('Mei Ling')).toContainText('Mail on');
  await expect(user('Mei Ling')).toContainText('SMS off');

  await row.click();
  const edit = dialog(page, 'Edit Notification');
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit).toContainText('Aisha'); // the chosen users by name
  const renamed = `${name} (night)`;
  await edit.getByLabel('Name').fill(renamed);
  await pickUser(page, edit, 'Mail users', 'Aisha', 'Aisha');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Notification updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search Notifications' }).fill(renamed);
  await expect(rowOf(page, renamed).getByRole('listitem').filter({ hasText: 'Aisha' })).toContainText('Mail on');
});

test('Name is required', async ({ page }) => {
  await openScreen(page, 'notifications', 'Notifications');
  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Notification');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Please enter Name')).toBeVisible();
  await expect(add).toBeVisible();

  // The open dialog, its error and an open user picker hold to the accessibility rule of the screens.
  await add.getByLabel('SMS users').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
