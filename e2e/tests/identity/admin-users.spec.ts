import { expect, test } from '../../fixtures';
import { openAs, signInAccount, users } from '../../support';
import { createUser, dialog, rowOf, search, toast, uniqueEmail, uniqueName } from './identity-support';

test("an admin user's Slack name is edited; the e-mail stays read-only; the History shows it and the sign-in", async ({
  page,
}) => {
  const email = uniqueEmail('slack');
  await createUser(uniqueName('Nadia'), email);
  await signInAccount(email);
  await openAs(page, users.admin, '/admin-user');
  await expect(page.getByRole('heading', { name: 'Admin and Login Details', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await search(page, 'Search Admin and Login Details', users.viewer);
  const viewer = rowOf(page, users.viewer);
  await expect(viewer.locator('.ant-tag')).toHaveText(['Marina Bay Residences', 'Orchid Gardens']); // condos as tags

  await search(page, 'Search Admin and Login Details', email);
  await expect(rowOf(page, email)).toContainText('Marina Bay Residences');
  await rowOf(page, email).focus();
  await page.keyboard.press('Enter');
  const edit = dialog(page, 'Edit Admin User');
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await expect(edit.getByLabel('Email')).not.toBeEditable();
  const slack = `nadia.${Date.now().toString(36)}`;
  await edit.getByLabel('Slack User Name').fill(slack);
  await edit.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Admin user updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, email)).toContainText(slack);

  // Outside any condo, the History is read through one of the user's condos.
  await rowOf(page, email).click();
  const again = dialog(page, 'Edit Admin User');
  const historyTab = again.getByRole('tab', { name: 'History' });
  await historyTab.click();
  await expect(historyTab).toHaveAttribute('aria-selected', 'true');
  await expect(again.getByText('The history could not be loaded')).toHaveCount(0);
  const latest = again.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first();
  await expect(latest).toContainText(users.admin);
  await expect(latest.getByRole('row', { name: /^Slack username/ }).locator('mark')).toHaveText(slack);
  const signedIn = again.getByRole('listitem').filter({ hasText: /^Signed in by/ });
  await expect(signedIn).toContainText(`${email}) ·`);
  await expect(signedIn).toContainText('with an e-mailed code');
});
