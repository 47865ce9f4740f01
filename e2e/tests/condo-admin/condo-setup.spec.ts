import { expect, type Page, test } from '../../fixtures';
import { openAs, users } from '../../support';
import { choose, dialog, toast } from '../messaging/messaging-support';

const selectOption = async (page: Page, label: string, option: string) => {
  await expect(async () => {
    await page.getByRole('combobox', { name: label }).click();
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
      .click({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
};

test('a super admin creates a condo with the wizard, opens it, and publishes resident login', async ({ page }) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const name = `Harbour View ${suffix}`;
  const alias = `harbour-view-${suffix}`;
  await openAs(page, users.admin, '/condos');
  await page.getByRole('button', { name: 'Add' }).click();
  const wizard = dialog(page, 'Create Condo');
  await expect(wizard.getByText('Condo Details')).toBeVisible();

  await wizard.getByLabel('Name', { exact: true }).fill(name);
  await expect(wizard.getByLabel('Schema Name')).toHaveValue(alias);
  await expect(wizard.getByLabel('Web Url')).toHaveValue(`https://${alias}.web.smartcondo.example`);
  await wizard.getByLabel('Guard House Number').fill('+65 6555 0101');
  await wizard.getByLabel('Logo Url').fill('https://cdn.example/harbour.png');
  // Next checks this step first.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Map url is required')).toBeVisible();
  await wizard.getByLabel('Map Url').fill('https://maps.example/harbour');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await wizard.getByLabel('Admin Email').fill(`owner.${suffix}@harbour.example`);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('checkbox', { name: 'Wemas' }).uncheck();
  await wizard.getByRole('button', { name: 'Done' }).click();
  await expect(toast(page, `${name} created successfully`)).toBeVisible();
  await expect(wizard).toHaveCount(0);

  await page.getByPlaceholder('Search condos').fill(alias);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/condos/${alias}/details$`));
  await expect(page.getByText('About Condo')).toBeVisible();

  // Resident login: a change waits in the banner until published.
  await selectOption(page, 'Allow login', 'Inactive');
  await expect(page.getByText('Unpublish changes')).toBeVisible();
  await page.getByRole('button', { name: 'Discard all' }).click();
  await expect(page.getByText('Unpublish changes')).toHaveCount(0);
  await selectOption(page, 'Allow login', 'Inactive');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(toast(page, /changes published/)).toBeVisible();
  await expect(page.getByText('Unpublish changes')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('About Condo')).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: 'Allow login' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]'),
  ).toContainText('Inactive');
  // The first publish completes the set-up: no longer Pending.
  await expect(page.getByText('Pending')).toHaveCount(0);
});

test('a condo manager switches a web app from its card, and the card shows it after reload', async ({ page }) => {
  await openAs(page, users.manager, '/condos/marina-bay/web-apps');
  await expect(page.getByRole('heading', { name: 'Web Apps', level: 1 })).toBeVisible();
  const card = page.getByRole('button', { name: /^Edit VMS/ });
  await expect(card).toContainText(/Active|Inactive/);
  const before = ((await card.textContent()) ?? '').includes('Inactive') ? 'inactive' : 'active';
  const after = before === 'active' ? 'Inactive' : 'Active';
  await card.focus();
  await page.keyboard.press('Enter');
  const form = dialog(page, 'Edit VMS');
  await choose(page, form, 'Status', after);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `VMS is now ${after.toLowerCase()}`)).toBeVisible();
  // The card ends with its status in words ('Inactive' also contains 'Active': match the end after the alias).
  await expect(card).toHaveText(new RegExp(`vms\\s*${after}$`));
  await page.reload();
  await expect(card).toHaveText(new RegExp(`vms\\s*${after}$`));

  // The List tab (kept in the URL) edits the same record.
  await page.getByRole('tab', { name: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByText('Edit the webapp here')).toBeVisible();
  await expect(page.getByRole('button', { name: /Add Web App/ })).toBeDisabled();
  await page.getByRole('row', { name: /VMS/ }).click();
  const again = dialog(page, 'Edit VMS');
  await choose(page, again, 'Status', before === 'active' ? 'Active' : 'Inactive');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `VMS is now ${before}`)).toBeVisible();
});

test('someone who is not a super admin sees no Add on the Condos list, and stays signed in', async ({ page }) => {
  await openAs(page, users.manager, '/condos');
  await expect(page.getByRole('row', { name: /Marina Bay Residences/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row', { name: /Marina Bay Residences/ })).toBeVisible();
  await expect(page).toHaveURL(/\/condos$/);
});
