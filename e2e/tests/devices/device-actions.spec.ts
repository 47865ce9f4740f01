import { expect, test } from '../../fixtures';
import { dialog, openDevices, rowOf, toast, uniqueName, viewMore } from './devices-support';

test('Device Details shows the raw data and a confirmed Reset queues a command', async ({ page }) => {
  await openDevices(page);
  await rowOf(page, 'Main Gate Exit').getByRole('button', { name: 'Details of Main Gate Exit' }).click();
  const details = dialog(page, 'Device Details');
  await expect(details.getByText('"mac_address"')).toBeVisible();

  await details.getByRole('button', { name: 'Reset', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure want to Reset..!' });
  await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(toast(page, 'Reset successfully')).toBeVisible();
  // The reference backend lists commands and answers for one device: the drawer shows the new one at once.
  const newest = details.getByRole('table', { name: 'Commands' }).getByRole('row').nth(1);
  // Newest first: the command just asked for heads the list.
  await expect(newest).toContainText('Reset');
  await expect(newest).toContainText('Pending');
});

test('a kiosk workflow is uploaded, becomes current, is viewed as JSON and another is made current', async ({
  page,
}) => {
  await openDevices(page, 'kiosk');
  await rowOf(page, 'Guard House Handheld').getByRole('button', { name: 'Workflow of Guard House Handheld' }).click();
  const drawer = dialog(page, 'Configure Workflow');
  await expect(drawer.getByRole('button', { name: 'Make Current' })).toBeVisible();

  // A file the server refuses (not JSON): its message shows, nothing changes.
  const upload = async (name: string, version: string, file: { name: string; body: string }) => {
    await drawer.getByRole('button', { name: /Add$/ }).click();
    const add = dialog(page, 'Add Workflow');
    await expect(add.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Version').fill(version);
    await add.locator('input[type="file"]').setInputFiles({
      name: file.name,
      mimeType: 'application/json',
      buffer: Buffer.from(file.body),
    });
    await expect(add.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await add.getByRole('button', { name: 'Submit' }).click();
    return add;
  };

  const refused = await upload('Broken', '0.1', { name: 'broken.json', body: '{ not json' });
  await expect(refused.getByRole('alert')).toContainText('not valid JSON');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer.getByRole('row').filter({ hasText: 'Broken' })).toHaveCount(0);

  const first = uniqueName('Morning');
  await upload(first, '1.0', { name: 'morning.json', body: '{"steps":["greet","scan"]}' });
  await expect(toast(page, 'Workflow uploaded..!!!')).toBeVisible();
  const firstRow = drawer.getByRole('row').filter({ hasText: first });
  await expect(firstRow.getByText('Current')).toBeVisible();
  await expect(firstRow.getByRole('radio')).toBeChecked();
  await expect(drawer.getByRole('button', { name: 'Make Current' })).toBeDisabled();

  const second = uniqueName('Evening');
  await upload(second, '2.0', { name: 'evening.json', body: '{"steps":["greet"]}' });
  await expect(drawer.getByRole('row').filter({ hasText: second }).getByText('Current')).toBeVisible();

  await firstRow.getByRole('button', { name: `View JSON of ${first}` }).click();
  const viewer = dialog(page, `${first} (1.0)`);
  await expect(viewer.getByText('"scan"')).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();

  await firstRow.getByRole('radio').check();
  await expect(drawer.getByRole('button', { name: 'Make Current' })).toBeEnabled();
  await drawer.getByRole('button', { name: 'Make Current' }).click();
  await expect(toast(page, 'Workflow updated..!!!')).toBeVisible();
  await expect(firstRow.getByText('Current')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Make Current' })).toBeDisabled();

  const download = page.waitForEvent('download');
  await firstRow.getByRole('button', { name: `Download ${first}` }).click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);
});

test('the v2 workflow editor refuses to save an open group, then saves', async ({ page }) => {
  await openDevices(page, 'vizitin');
  const drawer = dialog(page, 'Device workflow');
  await viewMore(page, 'Tower B Entrance', 'Workflow', drawer);
  await expect(drawer.getByText(/Updated by:/)).toBeVisible();

  await drawer.getByRole('button', { name: 'Edit Door Control' }).click();
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Save Your Changes first')).toBeVisible();

  const seconds = drawer.getByLabel('unlock_duration_seconds');
  await expect(seconds).toHaveAttribute('aria-valuemin', '0');
  await seconds.fill('9');
  await drawer.getByRole('button', { name: 'Save Door Control' }).click();
  await expect(drawer.getByRole('region', { name: 'Door Control' }).getByText('9', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Workflow Saved')).toBeVisible();
});

test('resident and employee images filter by status and copy their path', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDevices(page, 'vizitin');
  const residents = dialog(page, 'Resident Image Devices');
  await viewMore(page, 'Tower A Entrance', 'Resident', residents);
  const table = residents.getByRole('table', { name: 'Resident Image Devices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(residents.getByText(/of \d+ results/)).toBeVisible();

  await table
    .getByRole('button', { name: /filter/i })
    .first()
    .click();
  await page.locator('.ant-dropdown:visible').getByText('Published', { exact: true }).click();
  const filtered = page.waitForResponse((response) => /status(%5B%5D|\[\])=published/.test(response.url()));
  await page.locator('.ant-dropdown:visible').getByRole('button', { name: 'OK' }).click();
  await filtered;
  await expect
    .poll(async () => [...new Set(await table.locator('tbody .ant-tag').allTextContents())])
    .toEqual(['Published']);

  await table
    .getByRole('button', { name: /Copy image path/ })
    .first()
    .click();
  await expect(toast(page, 'Path Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\S/);
  await residents.getByRole('button', { name: 'Close' }).click();

  const employees = dialog(page, 'Employee Image Devices');
  await viewMore(page, 'Tower A Entrance', 'Employee', employees);
  await expect(employees.getByRole('columnheader', { name: 'Employee Details' })).toBeVisible();
});

test('In App Update strips other characters and asks the device to update; Hard Reset asks first', async ({ page }) => {
  await openDevices(page, 'vizitin');
  await page.getByRole('button', { name: /In App Update/ }).click();
  const update = dialog(page, 'Update Device Version');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(update.getByText('Please enter the latest version')).toBeVisible();
  await update.getByLabel('Device').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'Tower A Entrance' })
    .click();
  await update.getByLabel('Latest version').pressSequentially('v2.1-beta 3!');
  await expect(update.getByLabel('Latest version')).toHaveValue('v2.1beta3');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Device update initiated successfully')).toBeVisible();
  await expect(update).toBeHidden();

  const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to reset this device?' });
  await viewMore(page, 'Pool Access', 'Hard Reset', confirm);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    toast(page, 'The device hard reset has been initiated. Face synchronization will now restart from the beginning.'),
  ).toBeVisible();
});

test('the header’s search box searches the devices tab in view', async ({ page }) => {
  await openDevices(page, 'kiosk');
  await expect(rowOf(page, 'Guard House Handheld')).toBeVisible();
  const header = page.getByRole('banner');
  await header.getByRole('searchbox', { name: 'Search', exact: true }).fill('lobby');
  await header.getByRole('searchbox', { name: 'Search', exact: true }).press('Enter');
  await expect(page).toHaveURL(/kiosk_query=lobby/);
  await expect(rowOf(page, 'Lobby VMS')).toBeVisible();
  await expect(page.getByRole('row', { name: /Guard House Handheld/ })).toHaveCount(0);
});
