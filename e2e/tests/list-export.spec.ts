// Export on a list (issue #28 item 1): the file holds the rows of the current search, every page of them, with the
// table's visible column titles and the cells as the table writes them.
import { seriousViolations } from '../axe';
import { exportFrom, squeeze } from '../export-kit';
import { expect, type Locator, type Page, test } from '../fixtures';
import { openAs, users } from '../support';
import { openDevices, rowOf } from './devices/devices-support';

/** The table's column titles and rows as shown, whitespace squeezed. */
async function tableOf(page: Page, label: string) {
  const table = page.getByRole('table', { name: label });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const header = (await table.getByRole('columnheader').allInnerTexts()).map(squeeze);
  const rows: string[][] = [];
  for (const row of await table.locator('tbody tr.ant-table-row').all()) {
    rows.push((await row.getByRole('cell').allInnerTexts()).map(squeeze));
  }
  return { header, rows };
}

/** '1-25 of 28 results' → 28. */
async function totalOf(list: Locator) {
  const text = await list.getByText(/\d+-\d+ of \d+ results/).textContent();
  return Number(/of (\d+) results/.exec(text ?? '')?.[1]);
}

test('Export writes every row of the searched list with the table’s titles and cells', async ({ page }) => {
  await openDevices(page, 'kiosk');
  await expect(rowOf(page, 'Guard House Handheld')).toBeVisible();
  const kiosks = page.getByRole('region', { name: 'Kiosks' });
  await kiosks.getByRole('searchbox', { name: 'Search Kiosks' }).fill('lobby');
  await kiosks.getByRole('searchbox', { name: 'Search Kiosks' }).press('Enter');
  await expect(page.getByRole('row', { name: /Guard House Handheld/ })).toHaveCount(0);
  const shown = await tableOf(page, 'Kiosks');

  const file = await exportFrom(page, kiosks.getByRole('button', { name: 'Export Kiosks' }), 'xlsx');
  expect(file.name).toMatch(/^kiosks-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const [titles = [], ...rows] = file.rows;
  // The visible titles in the table's order; the controls column (Manage) is not data.
  expect(titles).toEqual(shown.header.filter((title) => title !== 'Manage'));
  expect(rows).toHaveLength(shown.rows.length);
  for (const [index, row] of rows.entries()) {
    const cells = Object.fromEntries(titles.map((title, column) => [title, row[column]]));
    const drawn = Object.fromEntries(shown.header.map((title, column) => [title, shown.rows[index]?.[column]]));
    for (const title of ['Name / MAC Address', 'Device Type', 'Status', 'Last Updated By']) {
      expect(cells[title], `${title} of row ${index + 1}`).toBe(drawn[title]);
    }
    expect(cells['Name / MAC Address']?.toLowerCase()).toContain('lobby');
  }
  await expect(page.getByText('Exported', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('Export reads past the page in view: all the cameras, as a CSV', async ({ page }) => {
  await openDevices(page, 'camera');
  const cameras = page.getByRole('region', { name: 'Cameras' });
  await expect(cameras.getByRole('row').nth(1)).toBeVisible();
  const total = await totalOf(cameras);
  const file = await exportFrom(page, cameras.getByRole('button', { name: 'Export Cameras' }), 'csv');
  expect(file.name).toMatch(/^cameras-\d{4}-\d{2}-\d{2}\.csv$/);
  const [titles = [], ...rows] = file.rows.filter((row) => row.some(Boolean));
  expect(titles).toContain('Camera Type');
  expect(rows).toHaveLength(total);
  // A cell that a spreadsheet would read as a formula is written as text.
  for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@]\D/);
});

test('the Outbox’s CSV is written by the server, with the table’s titles and every message of the tab', async ({
  page,
}) => {
  await openAs(page, users.admin, '/condos/marina-bay/out-box');
  const table = page.getByRole('table', { name: /messages$/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const total = await totalOf(page.locator('body'));
  const streamed = page.waitForResponse((response) => response.url().includes('/api/v1/outboxes/export'));
  const file = await exportFrom(page, page.getByRole('button', { name: 'Export OutBox' }), 'csv');
  expect((await streamed).headers()['content-type']).toContain('text/csv');
  const [titles, ...rows] = file.rows.filter((row) => row.some(Boolean));
  expect(titles).toEqual(['Sent At', 'Medium', 'Recipient', 'Subject', 'Status']);
  expect(rows).toHaveLength(total);
  const shownFirst = (await table.locator('tbody tr.ant-table-row').first().getByRole('cell').allInnerTexts()).map(
    squeeze,
  );
  expect(rows[0]?.[1]).toBe(shownFirst[1]);
  expect(rows[0]?.[4]).toBe(shownFirst[4]);
});
