// FMS Configuration end to end (spec part 3 §2.4, §5; docs/fms.md), against the real API and database. Each test
// works in a condo of its own that no other e2e file opens, so its first load is the form's first read (the server
// makes the defaults) and the tests can run side by side.

import { seriousViolations } from '../../axe';
import { expect, type Locator, type Page, test } from '../../fixtures';
import { openAs, users } from '../../support';
import { toast, uniqueName } from '../messaging/messaging-support';

const SAVED = 'Saved Successfully..!';
const path = (condo: string, search = '') => `/condos/${condo}/fms-configs${search}`;

const fieldsTable = (page: Page, name: 'Incident Fields' | 'Incident Report') => page.getByRole('table', { name });
const rows = (table: Locator) => table.locator('tbody tr[data-row-key]');
async function titles(table: Locator) {
  await expect(rows(table).first()).toBeVisible();
  return rows(table).evaluateAll((all) => all.map((row) => (row.querySelectorAll('td')[1]?.textContent ?? '').trim()));
}
const panel = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Chooses `option` in the antd select labelled `label`, again if a click landed while its list was opening. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await expect(async () => {
    await scope.getByLabel(label, { exact: true }).click();
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
      .click({ timeout: 5_000 });
    await expect(scope.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) })).toContainText(
      option,
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 20_000 });
}

test('the first load makes the 16 incident and 14 report default fields; tab and search stay in the URL', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAs(page, users.admin, path('katong-esplanade'));
  await expect(page.getByRole('heading', { name: 'FMS Configuration', level: 1 })).toBeVisible();
  const incident = fieldsTable(page, 'Incident Fields');
  await expect(rows(incident)).toHaveCount(16);
  await expect(incident.getByRole('columnheader', { name: 'Question type' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Incident Report' }).click();
  await expect(page).toHaveURL(/\?tab=report$/);
  const report = fieldsTable(page, 'Incident Report');
  await expect(rows(report)).toHaveCount(14);
  await expect(report.getByRole('columnheader', { name: 'Question type' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Search Incident Report', { exact: true }).fill('date');
  await expect(page).toHaveURL(/tab=report&query=date/);
  await expect(rows(report)).toHaveCount(1);
  await expect(page.getByText('Clear the search to change the order of the fields.')).toBeVisible();
  await expect(report.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Incident Report', selected: true })).toBeVisible();
  await expect(page.getByLabel('Search Incident Report', { exact: true })).toHaveValue('date');
  await expect(rows(report)).toHaveCount(1);
});

test('a field moved with the keyboard and saved keeps its place after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, users.admin, path('jurong-lakeside'));
  const table = fieldsTable(page, 'Incident Fields');
  await expect(rows(table)).toHaveCount(16);
  const before = await titles(table);
  const third = before[2] as string;
  await page.getByRole('button', { name: `Move ${third}` }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${third} moved to position 2 of 16`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  const moved = [third, ...before.filter((title) => title !== third)];
  expect(await titles(table)).toEqual(moved);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(toast(page, SAVED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save order' })).toHaveCount(0);
  await page.reload();
  await expect.poll(() => titles(fieldsTable(page, 'Incident Fields'))).toEqual(moved);
});

test('a field’s options are edited and kept; a protected field cannot be deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, users.admin, path('pasir-ris-seaside'));
  const table = fieldsTable(page, 'Incident Fields');
  await expect(rows(table)).toHaveCount(16);

  await page.getByRole('button', { name: 'Edit Security implications' }).click();
  let form = panel(page, 'Edit field: Security implications');
  await expect(form.getByLabel('Option 3', { exact: true })).toHaveValue('');
  await form.getByLabel('Option 3', { exact: true }).fill('unknown');
  await expect(form.getByLabel('Option 4', { exact: true })).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, SAVED)).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Edit Security implications' }).click();
  form = panel(page, 'Edit field: Security implications');
  await expect(form.getByLabel('Option 3', { exact: true })).toHaveValue('unknown');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // A protected field: locked in its form (its options cannot become a list of people either), and no Delete.
  await page.getByRole('button', { name: 'Edit Incident Type' }).click();
  form = panel(page, 'Edit field: Incident Type');
  await expect(form.getByText('issue_type is a protected field')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Required' })).toBeDisabled();
  await expect(form.getByRole('checkbox', { name: 'Options from a list of people' })).toBeDisabled();
  await expect(form.getByLabel('Option 1', { exact: true })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByRole('button', { name: 'Delete Location' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Incident Type' })).toHaveCount(0);
  await page.reload();
  await expect(rows(fieldsTable(page, 'Incident Fields'))).toHaveCount(16);
  await expect(
    fieldsTable(page, 'Incident Fields').getByRole('cell', { name: 'Incident Type', exact: true }),
  ).toBeVisible();
});

test('a custom field is added at the end and deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, users.admin, path('serangoon-meadows'));
  const table = fieldsTable(page, 'Incident Fields');
  await expect(rows(table)).toHaveCount(16);

  await page.getByRole('button', { name: 'Add field' }).click();
  const form = panel(page, 'Add field');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Label is required')).toBeVisible();
  const label = uniqueName('Weather');
  await form.getByLabel('Label', { exact: true }).fill(label);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(label.toLowerCase().replace(/\s+/g, '_'));
  await choose(page, form, 'Question type', 'Radio');
  await form.getByLabel('Option 1', { exact: true }).fill('Sunny');
  await form.getByLabel('Option 2', { exact: true }).fill('Rain');
  await form.getByRole('radio', { name: 'Large' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, SAVED)).toBeVisible();
  await expect(rows(table)).toHaveCount(17);
  expect((await titles(table))[16]).toBe(label);

  await page.getByRole('button', { name: `Delete ${label}` }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure to delete this field ?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(rows(table)).toHaveCount(16);
  await expect(table.getByRole('cell', { name: label })).toHaveCount(0);
});

test('a pie graph needs its type and is listed once saved', async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, users.admin, path('novena-regency', '?tab=graphs'));
  await expect(page.getByRole('tab', { name: 'Graphs', selected: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Graphs' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add graph' }).click();
  const form = panel(page, 'Add graph');
  const title = uniqueName('Incidents by type');
  await form.getByLabel('Title', { exact: true }).fill(title);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('tab', { name: 'Chart' }).click();
  await form.getByRole('radio', { name: 'Pie' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A pie graph needs its type')).toBeVisible();
  await choose(page, form, 'Pie type', 'Doughnut');
  await form.getByRole('tab', { name: 'X axis' }).click();
  await form.getByRole('radio', { name: 'Date' }).check();
  await form.getByLabel('Date field', { exact: true }).fill('incident_date');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, SAVED)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell', { name: 'Pie', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = panel(page, `Edit graph: ${title}`);
  await edit.getByRole('tab', { name: 'Chart' }).click();
  await expect(edit.locator('.ant-form-item', { hasText: 'Pie type' })).toContainText('Doughnut');
});
