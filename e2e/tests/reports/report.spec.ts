import { seriousViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { chooseOption, openAs, users } from '../../support';

const CONDO = 'marina-bay';

test('the extended page enables Preview after type, sub-type, periodical and date, and prints a car-park report', async ({
  page,
}) => {
  await openAs(page, users.manager, `/condos/${CONDO}/report`);
  await expect(page.getByRole('heading', { name: 'Download Reports', level: 1 })).toBeVisible();
  await expect(page.getByText('Admin can download various type of reports here')).toBeVisible();
  const preview = page.getByRole('button', { name: 'Preview' });
  await expect(preview).toBeDisabled();

  await chooseOption(page, 'Report type', 'Car Park Statistics');
  await expect(preview).toBeDisabled();
  await chooseOption(page, 'Report sub-type', 'Visitor Vehicles Parked hours/day');
  await expect(page.getByRole('textbox', { name: 'Parked for at least (HH:mm)' })).toHaveValue('03:00');
  await expect(preview).toBeDisabled();
  await chooseOption(page, 'Periodical', 'Monthly');
  await expect(preview).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  // A month back from today: the monthly limit is 30 days.
  await page.goto(
    page.url().replace(/from=[^&]*&?|to=[^&]*&?/g, '') +
      `&from=${encodeURIComponent(new Date(Date.now() - 29 * 86_400_000).toISOString())}&to=${encodeURIComponent(new Date().toISOString())}`,
  );
  await page.getByRole('button', { name: 'Preview' }).click();
  const report = page.getByRole('article', { name: 'Car Park Statistics' });
  await expect(report.getByText('Virtual patrol check times:')).toBeVisible();
  const table = report.getByRole('table', { name: /Visitor vehicles parked 3:00 h or more/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Number Plate', 'Block', 'Date']);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('Preparing the report for printing…')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(page.getByText('Preparing the report for printing…')).toBeHidden();
});

test('a weekly range may not exceed 6 days, and the water meter report shows hourly slots in whole units', async ({
  page,
}) => {
  const to = new Date();
  const from = new Date(to.getTime() - 9 * 86_400_000);
  await openAs(
    page,
    users.manager,
    `/condos/${CONDO}/report?type=water_meter_report&sub=hourly_consumption&period=week&from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  await expect(page.getByText('A weekly report covers at most 6 days.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();

  await chooseOption(page, 'Periodical', 'Daily');
  await expect(page.getByText('A weekly report covers at most 6 days.')).toBeHidden();
  await page.getByRole('button', { name: 'Preview' }).click();
  const report = page.getByRole('article', { name: 'Water Meter Report' });
  const table = report.getByRole('table', { name: 'Consumption per hour' });
  await expect(table.getByRole('columnheader')).toHaveText(['S.No', 'Time', 'Small Meter', 'Big Meter']);
  // A daily report of the range's first day: 24 hourly slots from midnight.
  await expect(table.getByRole('row')).toHaveCount(25);
  // Slots read "hh A - hh A" (spec part 3 §2.2), after the S.No.
  await expect(table.getByRole('row').nth(1)).toHaveText(/^112 AM - 01 AM\d+ Units\d+ Units$/);
  await expect(table.getByRole('row').nth(24)).toHaveText(/^2411 PM - 12 AM\d+ Units\d+ Units$/);
  await expect(report.getByRole('listitem').filter({ hasText: 'Small Meter units consumed' })).toHaveText(
    /[1-9]\d* Units/,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test('employee attendance draws its Sunday-first calendar and detail table from the staff entries', async ({
  page,
}) => {
  const to = new Date();
  const from = new Date(to.getTime() - 6 * 86_400_000);
  await openAs(
    page,
    users.manager,
    `/condos/${CONDO}/report?type=employee_attendance&period=week&from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  await expect(page.getByRole('combobox', { name: 'Report Based' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'File type' })).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  const report = page.getByRole('article', { name: 'Employee Attendance' });
  const calendar = report
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Sun' }) })
    .first();
  await expect(calendar.getByRole('columnheader').first()).toHaveText('Sun');
  await expect(calendar).toContainText(/Present: [1-9]/);
  await expect(report.getByRole('columnheader', { name: 'Employee Name' }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await chooseOption(page, 'Report Based', 'Date Base Report');
  await page.getByRole('button', { name: 'Preview' }).click();
  const headers = report.getByRole('table').last().getByRole('columnheader');
  await expect(headers.first()).toHaveText('Date');
});
