import { expect, test } from '../../fixtures';
import { openAs, users } from '../../support';
import {
  CONDO,
  choose,
  closeOptions,
  createUser,
  dialog,
  dialogSettled,
  openOptions,
  openUsersAndBots,
  rowOf,
  search,
  toast,
  uniqueEmail,
  uniqueName,
} from './identity-support';

test('a Condo Manager is offered exactly the four roles they may assign, and adds a user with one', async ({
  page,
}) => {
  await openUsersAndBots(page, users.manager);
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = dialog(page, 'Add User');
  await expect(add.getByRole('button', { name: 'Save' })).toBeEnabled(); // the profile and the roles are in
  expect(await openOptions(page, add.getByLabel('Role', { exact: true }))).toEqual([
    'Admin',
    'Condo Manager',
    'Device Manager',
    'User',
  ]);
  await closeOptions(page, add);

  const first = uniqueName('Priya');
  const email = uniqueEmail('priya');
  await add.getByLabel('First Name').fill(first);
  await add.getByLabel('Last Name').fill('Raman');
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Phone').fill('8123 4567');
  await expect(add.getByLabel('Phone')).toHaveValue('81234567');
  await choose(page, add, 'Role', 'Device Manager');
  await add.getByRole('switch', { name: 'Send welcome mail' }).click();
  await add.getByRole('button', { name: 'Save' }).click();

  await expect(add).toBeHidden();
  await search(page, 'Search Users', first);
  const row = rowOf(page, email);
  await expect(row).toContainText(`${first} Raman`);
  await expect(row).toContainText('+65 81234567');
  await expect(row).toContainText('Device Manager');
  await expect(row).toContainText('Active');

  // The welcome mail went through the delivery queue: the Outbox's USER tab shows it, newest first.
  await openAs(page, users.manager, `/condos/${CONDO}/out-box`);
  const mail = page.getByRole('row').filter({ hasText: `${first} Raman` });
  await expect(mail.first()).toContainText('Mail');
});

test('a user is edited, then deleted after the shared confirmation', async ({ page }) => {
  const first = uniqueName('Kenji');
  const email = uniqueEmail('kenji');
  await createUser(first, email);
  await openUsersAndBots(page);
  await search(page, 'Search Users', first);

  await rowOf(page, email).click();
  const edit = dialog(page, 'Edit User');
  await expect(edit.getByRole('tab', { name: 'Details' })).toBeVisible();
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await expect(edit.getByRole('switch', { name: 'Send welcome mail' })).not.toBeChecked(); // sent as false on an edit
  await edit.getByLabel('Last Name').fill('Watanabe');
  await choose(page, edit, 'Status', 'Inactive');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, email)).toContainText(`${first} Watanabe`);
  await expect(rowOf(page, email)).toContainText('Inactive');

  // The edit is in the user's History: who made it, and each field before and after.
  await rowOf(page, email).click();
  const again = dialog(page, 'Edit User');
  await again.getByRole('tab', { name: 'History' }).click();
  const latest = again.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first();
  await expect(latest).toContainText(`by`);
  await expect(latest).toContainText(users.admin);
  await expect(latest.getByRole('row', { name: /^Last name/ }).getByRole('cell')).toHaveText(['E2e', 'Watanabe']);
  await expect(latest.getByRole('row', { name: /^Status/ }).getByRole('cell')).toHaveText(['active', 'inactive']);
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  await rowOf(page, email)
    .getByRole('button', { name: `Delete ${first} Watanabe` })
    .click();
  const confirm = dialog(page, 'Confirm Deletion');
  await expect(confirm).toContainText('Data once deleted cannot be retrived.!!!');
  await dialogSettled(page);
  await expect(dialog(page, 'Edit User')).toHaveCount(0); // the click did not open the row too
  await confirm.getByRole('button', { name: 'No, Go Back' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, email)).toBeVisible();

  await rowOf(page, email)
    .getByRole('button', { name: `Delete ${first} Watanabe` })
    .click();
  await expect(dialog(page, 'Confirm Deletion')).toBeVisible();
  await dialogSettled(page);
  await dialog(page, 'Confirm Deletion').getByRole('button', { name: 'Yes, Delete it' }).click();
  await expect(toast(page, 'Deleted Successfully..!!')).toBeVisible();
  await expect(rowOf(page, email)).toHaveCount(0);
});
