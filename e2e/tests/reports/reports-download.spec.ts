import { seriousViolations } from '../../axe';
import { expect, type Page, test } from '../../fixtures';
import { chooseOption, openAs, users } from '../../support';

const CONDO = 'marina-bay';

const report = (page: Page, title: string) => page.getByRole('article', { name: title });

test('three kinds of report preview from the condo data, each with its own sections', async ({ page }) => {
  await openAs(page, users.manager, `/condos/${CONDO}/reports-download`);
  await expect(page.getByRole('heading', { name: 'Download Reports', level: 1 })).toBeVisible();
  await expect(page.getByText('Admin can download various type of reports (LNPR, VMS, ALERTS) here')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Report type' })).toBeVisible();
  await expect(page.getByText('LNPR VMS', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Preview' }).click();
  const parking = report(page, 'Smart Parking Alert System (LNPR VMS)');
  await expect(parking.getByRole('heading', { name: 'Smart Parking Alert System', exact: true })).toBeVisible();
  await expect(parking.getByText('Marina Bay Residences')).toBeVisible();
  const vehiclesIn = parking.getByRole('listitem').filter({ hasText: 'Vehicles In' }).first();
  await expect(vehiclesIn).toHaveText(/Vehicles In\s*[1-9]\d*/);
  await expect(parking.getByRole('figure', { name: 'Type of Vehicles Entry' }).locator('svg')).toBeVisible();
  await expect(parking.getByText('every 3000 sheets of paper cost a tree')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A new type with the preview open loads at once; the URL keeps it.
  await chooseOption(page, 'Report type', 'ALERT');
  await expect(page).toHaveURL(/type=alert/);
  const alerts = report(page, 'Alert Report');
  const byType = alerts.getByRole('table', { name: 'Alert By Types' });
  await expect(byType.getByRole('columnheader')).toHaveText(['Alert Types', 'Total Alerts', 'Open', 'Closed']);
  await expect(byType.getByRole('row').nth(1)).toBeVisible();
  await expect(byType).not.toContainText('Camera Disconnected');
  expect(await seriousViolations(page)).toEqual([]);

  await chooseOption(page, 'Report type', 'VMS VISIT REPORT');
  const visits = report(page, 'VMS Visit Report');
  await expect(visits.getByRole('listitem').filter({ hasText: 'Total Registrations' })).toHaveText(/\d+/);
  await expect(visits.getByRole('table', { name: 'Detailed Report: Guest' }).getByRole('columnheader')).toHaveText([
    'Name',
    'Phone',
    'Block',
    'Purpose of Visit',
    'Number Plate',
    'Entry Mode',
    'Entry Time',
    'Exit Time',
  ]);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Edit changes the report data as JSON and the preview follows; bad JSON keeps what was typed', async ({
  page,
}) => {
  await openAs(page, users.manager, `/condos/${CONDO}/reports-download?type=alert&preview=1`);
  const alerts = report(page, 'Alert Report');
  await expect(alerts.getByRole('table', { name: 'Alert By Types' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Device Details' });
  const json = drawer.getByRole('textbox', { name: 'Report data (JSON)' });
  const data = JSON.parse(await json.inputValue());
  expect(data.aggregation.total_count.value).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);

  await json.fill('{ "aggregation": ');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer.getByText('This is not valid JSON')).toBeVisible();
  await expect(json).toHaveValue('{ "aggregation": ');

  data.aggregation.total_count.value = 987654;
  await json.fill(JSON.stringify(data));
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await expect(drawer).toBeHidden();
  await expect(alerts.getByRole('listitem').filter({ hasText: 'Total Alerts' })).toHaveText(/987654/);
});

test('Full Screen shows the report without the side menu and comes back to the same report', async ({ page }) => {
  await openAs(page, users.manager, `/condos/${CONDO}/reports-download?type=vms_device_report&preview=1`);
  await expect(
    report(page, 'VMS Device Report').getByRole('heading', { name: 'VMS Entry Category Report' }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Condo menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Full Screen' }).click();
  await expect(page).toHaveURL(new RegExp(`/condos/${CONDO}/download\\?`));
  await expect(
    report(page, 'VMS Device Report').getByRole('heading', { name: 'VMS Entry Category Report' }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Condo menu' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Back to Download Reports' }).click();
  await expect(page).toHaveURL(new RegExp(`/condos/${CONDO}/reports-download\\?.*type=vms_device_report`));
  await expect(report(page, 'VMS Device Report')).toBeVisible();
});

test("an alert type's name opens its own report in a drawer, newest last", async ({ page }) => {
  await openAs(page, users.manager, `/condos/${CONDO}/reports-download?type=alert&preview=1`);
  const byType = report(page, 'Alert Report').getByRole('table', { name: 'Alert By Types' });
  const overstay = byType.getByRole('row').filter({ hasText: 'Visitor Overstay' });
  const total = Number(await overstay.getByRole('cell').nth(1).textContent());
  await overstay.getByRole('button', { name: 'Visitor Overstay' }).click();
  const drawer = page.getByRole('dialog', { name: 'Alerts: Visitor Overstay' });
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Total Alerts' })).toHaveText(new RegExp(`${total}$`));
  const table = drawer.getByRole('table', { name: 'Alerts' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'S.No',
    'Vehicle No',
    'Block/Floor/Unit',
    'Phone Number',
    'Entry Date',
    'Action',
    'Remarks',
    'Exit Date',
  ]);
  await expect(table.getByRole('row')).toHaveCount(Math.min(total, 5000) + 1);
  expect(await seriousViolations(page)).toEqual([]);

  // Its Excel export (spec part 3 §2.2).
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: 'Download XLS' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^Report \d{2}-\d{2}-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/);
});
