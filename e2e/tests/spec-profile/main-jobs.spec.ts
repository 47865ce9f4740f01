// Issue #26 item 3: the console's main jobs against an API that serves the spec's contract only (API_CONTRACT=spec).
// Where an addition of the reference API is absent the console falls back to what the spec gives; these prove the
// jobs still get done: a list filters, each edit form saves a seeded record, reports draw from the condo's data, the
// analytics cards and a details page show figures.
import { expect, type Page, test } from '@playwright/test';
import { editableLists, saveFirstRowsUnchanged } from '../../edit-forms-kit';
import { openOnSpecAs, specStack, users } from '../../support';

const CONDO = 'marina-bay';

test('each edit form saves a seeded record unchanged', async ({ page }) => {
  await openOnSpecAs(page, users.admin, editableLists[0]?.path);
  for (const list of editableLists) {
    await test.step(list.name, async () => {
      await page.goto(`${specStack().url}${list.path}`);
      await saveFirstRowsUnchanged(page, 1);
    });
  }
});

// The suppression list's search is the spec's own (`search`).
test('a list filters: the suppressed numbers found by a search are the ones shown', async ({ page }) => {
  await openOnSpecAs(page, users.admin, `/condos/${CONDO}/suppression`);
  const rows = page.locator('.ant-table-row:visible');
  await expect(rows.first()).toBeVisible();
  // The last row's number, so that the filtered list differs from the first page.
  const number = ((await rows.last().locator('td').first().textContent()) ?? '').trim();
  expect(number).not.toBe('');
  await page.getByLabel('Search Suppression').fill(number);
  await expect(page).toHaveURL(/query=/);
  await expect
    .poll(
      async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes(number));
      },
      { message: `every row shown has “${number}”` },
    )
    .toBe(true);
  await expect(rows.first()).toContainText(number);
});

// The users list's search is an addition (`query`) the spec's backend ignores: the console searches the loaded rows.
test('the users search, which the spec lacks, finds the loaded users by name and says how', async ({ page }) => {
  await openOnSpecAs(page, users.admin, `/condos/${CONDO}/users`);
  const rows = page.locator('.ant-table-row:visible');
  await expect(rows.first()).toBeVisible();
  const name = ((await rows.last().locator('td').first().textContent()) ?? '').trim();
  const box = page.getByRole('searchbox', { name: 'Search Users' });
  await box.fill(name);
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The server did not search or filter' })).toBeVisible();
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes(name));
    })
    .toBe(true);
});

const report = (page: Page, title: string) => page.getByRole('article', { name: title });

test('reports draw from the condo data: the LNPR VMS figures and chart, the alerts by type', async ({ page }) => {
  await openOnSpecAs(page, users.manager, `/condos/${CONDO}/reports-download`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const parking = report(page, 'Smart Parking Alert System (LNPR VMS)');
  await expect(parking.getByRole('listitem').filter({ hasText: 'Vehicles In' }).first()).toHaveText(
    /Vehicles In\s*[1-9]\d*/,
  );
  await expect(parking.getByRole('figure', { name: 'Type of Vehicles Entry' }).locator('svg')).toBeVisible();

  await page.goto(`${specStack().url}/condos/${CONDO}/reports-download?type=alert`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const byType = report(page, 'Alert Report').getByRole('table', { name: 'Alert By Types' });
  // Without the reference API's alert type names the console names each type from its key: never a blank cell.
  await expect(byType.getByRole('row').nth(1)).toBeVisible();
  for (const name of await byType.locator('tbody tr td:first-child').allTextContents())
    expect(name.trim()).not.toBe('');
});

test('analytics: the overview’s cards and a details page show figures', async ({ page }) => {
  await openOnSpecAs(page, users.manager, `/condos/${CONDO}/analytics`);
  await expect(page.locator('.analytics-card')).toHaveCount(22, { timeout: 30_000 });
  const visitors = page.getByRole('region', { name: 'Most Visiting Visitor', exact: true });
  await expect(visitors.getByText('COUNT', { exact: true })).toBeVisible();
  await page.goto(`${specStack().url}/analytics_details/most-visiting-visitor/${CONDO}?count=5`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('list', { name: 'Most Visiting Visitor results' }).getByRole('listitem').first(),
  ).toContainText('COUNT');
});
