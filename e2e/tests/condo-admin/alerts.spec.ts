import { seriousViolations } from '../../axe';
import { expect, type Page, test } from '../../fixtures';
import { openAs, users } from '../../support';
import { choose, closeOptions, dialog, rowOf, toast, uniqueName } from '../messaging/messaging-support';

const CONDO = 'marina-bay';

async function openScreen(page: Page, path: 'alert-types' | 'presentations', heading: string) {
  await openAs(page, users.manager, `/condos/${CONDO}/${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('an alert type is made across its four tabs, listed, and edited with its alias name read-only', async ({
  page,
}) => {
  await openScreen(page, 'alert-types', 'Alert Types');
  // The demo types: an emergency carries the Emergency mark.
  await expect(rowOf(page, 'Fire alarm emergency').getByRole('img', { name: 'Emergency' })).toBeVisible();
  await expect(rowOf(page, 'Overstay vehicle')).toContainText('Over Stay');

  const name = uniqueName('Loitering');
  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Alert Type');
  // Details
  await add.getByLabel('Name', { exact: true }).fill(name);
  const alias = await add.getByLabel('Alias Name').inputValue();
  expect(alias).toMatch(/^loitering_/);
  await choose(page, add, 'Nature', 'Unit');
  await choose(page, add, 'Recent Alert Time', 'Recent triggered time');
  await add.getByRole('switch', { name: 'Emergency' }).click();
  // Config: clear a weight, save from another tab: the Config tab comes forward, marked.
  await add.getByRole('tab', { name: 'Config' }).click();
  await choose(page, add, 'Alert Group', 'Unauthorized');
  const notification = add.getByLabel('Notification', { exact: true });
  const notificationField = add.locator('.ant-form-item', { has: page.getByText('Notification', { exact: true }) });
  await expect(async () => {
    await notification.click();
    await notification.fill('Fire and Emergency');
    // The option is clicked once the server's answer to the search is drawn: a click while the list is replaced
    // lands on whatever moved under the pointer.
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect(dropdown).toContainText('1 of 1 notification groups', { timeout: 5_000 });
    await dropdown.locator('.ant-select-item-option[title="Fire and Emergency Team"]').click({ timeout: 5_000 });
    await closeOptions(page, add);
    await expect(notificationField).toContainText('Fire and Emergency Team', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await choose(page, add, 'Auto-Resolve', 'After 6 hours');
  await expect(add.getByLabel('Raised weight')).toHaveValue('10');
  await add.getByLabel('Raised weight').fill('');
  await add.getByRole('tab', { name: 'WhatsApp' }).click();
  await add.getByLabel('WhatsApp text when raised').fill('Someone is loitering at {location}');
  await add.getByRole('tab', { name: 'SMS' }).click();
  await add.getByLabel('SMS text when resolved').fill('Loitering resolved');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('tab', { name: 'Config (has errors)' })).toHaveAttribute('aria-selected', 'true');
  await expect(add.getByText('Please enter the Raised weight')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await add.getByLabel('Raised weight').fill('15');
  await add.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Alert type created successfully')).toBeVisible();
  await expect(add).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search Alert Types' }).fill(alias);
  const row = rowOf(page, name);
  await expect(row).toContainText('Unauthorized');
  await expect(row).toContainText('Unit');
  await expect(row).toContainText('After 6 hours');
  await expect(row).toContainText('Active');
  await expect(row.getByRole('img', { name: 'Emergency' })).toBeVisible();

  await row.click();
  const edit = dialog(page, 'Edit Alert Type');
  await expect(edit.getByLabel('Alias Name')).toBeDisabled();
  await expect(edit.getByLabel('Alias Name')).toHaveValue(alias);
  await expect(edit.getByText(/cannot change once the alert type exists/)).toBeVisible();
  await edit.getByRole('tab', { name: 'Config' }).click();
  await expect(edit.getByLabel('Raised weight')).toHaveValue('15');
  await expect(edit).toContainText('Fire and Emergency Team');
  await edit.getByRole('tab', { name: 'Details' }).click();
  await choose(page, edit, 'Status', 'Inactive');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Alert type updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, name)).toContainText('Inactive');
});

test('an alert screen needs its URL only while visible; its status follows visibility and disabled', async ({
  page,
}) => {
  await openScreen(page, 'presentations', 'Alert Screen');
  await expect(rowOf(page, 'Emergencies')).toContainText('Active');
  await expect(rowOf(page, 'Overstays')).toContainText('Normal');
  await expect(rowOf(page, 'Device health')).toContainText('Inactive');
  await expect(rowOf(page, 'Gate security')).toContainText('tailgating');

  const title = uniqueName('Lobby screen');
  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Alert Screen');
  await choose(page, add, 'Alert Types', 'Tailgating (tailgating)');
  await closeOptions(page, add);
  await add.getByRole('switch', { name: 'Visible' }).click();
  await add.getByRole('tab', { name: 'Display' }).click();
  await add.getByRole('textbox', { name: /^(\* )?Title$/ }).fill(title);
  await add.getByRole('tab', { name: 'Controls' }).click();
  await add.getByRole('button', { name: 'Save' }).click();
  // The URL rule: visible → required; the Display tab comes forward, marked.
  await expect(add.getByRole('tab', { name: 'Display (has errors)' })).toHaveAttribute('aria-selected', 'true');
  await expect(add.getByText('Please enter URL: a visible screen needs one')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const url = add.getByRole('textbox', { name: /^(\* )?URL$/ });
  await expect(url).toHaveAttribute('aria-required', 'true');
  await url.fill('https://alerts.example.com/lobby');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Alert screen created successfully')).toBeVisible();
  await expect(add).toBeHidden();
  const row = rowOf(page, title);
  await expect(row).toContainText('tailgating');
  await expect(row).toContainText('Active');

  // Disabled while visible shows Normal.
  await row.click();
  const edit = dialog(page, 'Edit Alert Screen');
  await edit.getByRole('switch', { name: 'Disabled' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Alert screen updated successfully')).toBeVisible();
  await expect(rowOf(page, title)).toContainText('Normal');
});
