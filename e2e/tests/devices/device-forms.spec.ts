import { seriousViolations } from '../../axe';
import { exportFrom } from '../../export-kit';
import { expect, test } from '../../fixtures';
import { consoleUrl, users } from '../../support';
import { CONDO, choose, dialog, openDevices, rowOf, toast, uniqueMac, uniqueName } from './devices-support';

test('a camera is added with the required fields, then edited with its name and MAC locked', async ({ page }) => {
  await openDevices(page);
  await expect(page.getByRole('tab', { name: /^CAMERA \(\d+\)$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add Camera' }).click();
  const form = dialog(page, 'Add Camera');
  await expect(form.getByLabel('TimeOut (minutes)')).toHaveValue('180');
  await form.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Please enter Name',
    'Please enter MAC Address',
    'Please select Camera Type',
    'Please enter DCS Channel',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }

  const name = uniqueName('E2E Cam');
  const mac = uniqueMac();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('MAC Address').fill(mac.toLowerCase());
  await choose(page, form, 'Camera Type', 'Visitor Entry Cam');
  await form.getByLabel('DCS Channel').fill('ch-7');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const row = rowOf(page, name);
  await expect(row).toBeVisible(); // refetched 1 s after the save
  await expect(row.getByText(mac)).toBeVisible();
  await expect(row.getByText('Visitor Entry Cam')).toBeVisible();
  await expect(row.getByText('Created')).toBeVisible();

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = dialog(page, 'Edit Camera');
  await expect(edit.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(edit.getByLabel('MAC Address')).toBeDisabled();
  await expect(edit.getByLabel('Purpose')).toHaveCount(0);
  await choose(page, edit, 'Status', 'Inactive');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, name).getByText('Inactive')).toBeVisible();

  // The edit form's History: the change just made (who, the field before and after), then the creation.
  await rowOf(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const again = dialog(page, 'Edit Camera');
  await again.getByRole('tab', { name: 'History' }).click();
  const changes = again.getByRole('list', { name: 'Changes, newest first' });
  const [latest, created] = [changes.getByRole('listitem').first(), changes.getByRole('listitem').last()];
  await expect(latest).toContainText(`Updated by`);
  await expect(latest).toContainText(users.admin);
  const status = latest.getByRole('row', { name: /^Status/ });
  await expect(status.getByRole('cell')).toHaveText(['active', 'inactive']);
  await expect(status.locator('mark')).toHaveText('inactive');
  await expect(created).toContainText('Created by');
  await expect(created.getByRole('row', { name: /^MAC address/ })).toContainText(mac);
  expect(await seriousViolations(page)).toEqual([]);
  // Its export: one line per changed field, newest first, as the tab writes them.
  const history = await exportFrom(page, again.getByRole('button', { name: 'Export the history' }), 'xlsx');
  expect(history.rows[0]).toEqual(['Changed At', 'Change', 'By', 'From', 'Field', 'Before', 'After']);
  const statusLine = history.rows.find((row) => row[4] === 'Status');
  expect(statusLine?.slice(5)).toEqual(['active', 'inactive']);
  expect(statusLine?.[2]).toContain(users.admin);
  expect(history.rows.at(-1)?.[1]).toMatch(/^Created/);
  await again.getByRole('tab', { name: 'Details' }).click();
  await expect(again.getByLabel('Name', { exact: true })).toHaveValue(name);
});

test('a kiosk of type facility_device takes a facility; a bad MAC keeps the form with the server message', async ({
  page,
}) => {
  await openDevices(page, 'kiosk');
  await page.getByRole('button', { name: 'Add Kiosk' }).click();
  const form = dialog(page, 'Add Kiosk');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter Description')).toBeVisible();

  const name = uniqueName('E2E Kiosk');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('MAC Address').fill('not-a-mac');
  await form.getByLabel('Description').fill('Made by the end-to-end test');
  await expect(form.getByLabel('Facility')).toHaveCount(0);
  await choose(page, form, 'Device Type', 'Facility');
  await choose(page, form, 'Facility', 'Gym');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(form.getByRole('alert')).toContainText('mac_address');
  await expect(form.getByLabel('MAC Address')).toHaveValue('not-a-mac');

  await form.getByLabel('MAC Address').fill(uniqueMac());
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = rowOf(page, name);
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: 'Facility: Gym' })).toBeVisible();
});

test('a vizitin is added with a bot; changing its device type clears the bot', async ({ page }) => {
  await openDevices(page, 'vizitin');
  await page.getByRole('button', { name: 'Add Vizitin' }).click();
  const form = dialog(page, 'Add Vizitin');
  await expect(form.getByText('Version 1')).toBeVisible();

  const name = uniqueName('E2E Vizitin');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('MAC Address').fill(uniqueMac());
  await form.getByLabel('Description').fill('Made by the end-to-end test');
  await choose(page, form, 'Assign Bot', 'Vizitin Bot');
  await choose(page, form, 'Device Type', 'Pro');
  await expect(form.locator('.ant-select-content[title="Vizitin Bot"]')).toHaveCount(0);
  await choose(page, form, 'Assign Bot', 'Vizitin Bot');
  await choose(page, form, 'Workflow version', 'Version 2');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(
    toast(page, 'Saved Successfully.!!!')
      .or(toast(page, /saved|created/i))
      .first(),
  ).toBeVisible();
  await expect(rowOf(page, name).getByRole('img', { name: 'Bot: Vizitin Bot' })).toBeVisible();
});

test('a user without create sees no Add, and the server refuses their POST', async ({ page }) => {
  await openDevices(page, 'camera', users.viewer);
  await expect(page.getByRole('tab', { name: /^CAMERA/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0);

  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  const response = await page.request.post(`${consoleUrl()}/gateway/tenants/${CONDO}/api/v1/cameras`, {
    headers: { Authorization: `JWT ${token}` },
    data: {
      cameras: {
        name: 'Forced',
        mac_address: uniqueMac(),
        camera_type: 'internal_cam',
        timeout: '180',
        dcs_channel: 'x',
      },
    },
  });
  expect(response.status()).toBe(403);
});
