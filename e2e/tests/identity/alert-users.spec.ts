import { expect, type Locator, type Page, test } from '../../fixtures';
import { openAs, users } from '../../support';
import { CONDO, closeOptions, dialog, rowOf, toast, uniqueEmail, uniqueName } from './identity-support';

/** Adds `option` to the searchable multi-select labelled `label`, again if a click landed while it was opening. */
async function addOption(page: Page, scope: Locator, label: string, option: string) {
  const field = scope.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
  const select = scope.getByLabel(label, { exact: true });
  await expect(async () => {
    // The list holds every condo the caller may assign: type to find one rather than scroll.
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    await select.fill(option);
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
      .click({ timeout: 3_000 });
    await expect(field).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await closeOptions(page, scope);
}

test('an alert user is added, assigned to two condos', async ({ page }) => {
  await openAs(page, users.admin, `/condos/${CONDO}/alert-users`);
  await expect(page.getByRole('heading', { name: 'Alert Users', level: 1 })).toBeVisible();
  await expect(rowOf(page, 'Chloe Tan')).toContainText('+65 91230002'); // the demo alert users

  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Alert User');
  await add.getByRole('button', { name: 'Save' }).click();
  for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number'])
    await expect(add.getByText(`Please enter ${label}`)).toBeVisible();

  const first = uniqueName('Kavya');
  const email = uniqueEmail('kavya');
  await add.getByLabel('First Name').fill(first);
  await add.getByLabel('Last Name').fill('Rao');
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Phone Number').fill('81239876');
  const assigned = add.locator('.ant-form-item').filter({ hasText: 'Assigned condo are' });
  await expect(assigned).toContainText('Marina Bay Residences'); // the condo in view, preselected
  await addOption(page, add, 'Assigned condo are', 'Orchid Gardens');
  await add.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Alert user created successfully')).toBeVisible();
  await expect(add).toBeHidden();
  const row = rowOf(page, email);
  await expect(row).toContainText(`${first} Rao`);
  await expect(row).toContainText('+65 81239876');
  await row.click();
  const edit = dialog(page, 'Edit Alert User');
  const condos = edit.locator('.ant-form-item').filter({ hasText: 'Assigned condo are' });
  await expect(condos).toContainText('Marina Bay Residences');
  await expect(condos).toContainText('Orchid Gardens');
});
