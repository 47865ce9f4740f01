import { seriousViolations } from '../../axe';
import { expect, type Page, test } from '../../fixtures';
import { openAs, users } from '../../support';
import { dialog, rowOf, toast } from '../messaging/messaging-support';

const CONDO = 'marina-bay';

const chooseCsv = (page: Page, name: string, text: string) =>
  dialog(page, 'Units Data')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('units are imported from a CSV: a bad row is named and nothing imported; the fixed file adds a block', async ({
  page,
}) => {
  const block = `T${Date.now().toString(36).toUpperCase()}`;
  await openAs(page, users.manager, `/units/${CONDO}`);
  await expect(page.getByRole('heading', { name: 'Units', level: 1 })).toBeVisible();
  await expect(page.getByText('Block Floor Units Of The Apartment')).toBeVisible();
  await expect(rowOf(page, 'A').first()).toBeVisible();

  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = dialog(page, 'Units Data');
  await expect(upload.getByText(/check the format/)).toBeVisible();
  await expect(upload.getByRole('link', { name: 'Download sample CSV' })).toBeVisible();
  const submit = upload.getByRole('button', { name: 'Upload', exact: true });
  await expect(submit).toBeDisabled();

  await chooseCsv(page, 'units.csv', `block,floor,unit\n${block},1,#01-01\n${block},1,\n${block},2,#02-01\n`);
  await expect(submit).toBeEnabled();
  await submit.click();
  const refused = upload.getByRole('table', { name: 'Lines refused' });
  await expect(refused).toBeVisible();
  await expect(upload.getByText('1 row is invalid; nothing was imported', { exact: false })).toBeVisible();
  await expect(rowOf(page, 'unit is required')).toContainText('3');
  await expect(upload).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await chooseCsv(
    page,
    'units-fixed.csv',
    `block,floor,unit\n${block},1,#01-01\n${block},1,#01-02\n${block},2,#02-01\n`,
  );
  await submit.click();
  await expect(toast(page, 'Imported 3 units (1 new block, 2 new floors); 0 units were already present')).toBeVisible();
  await expect(upload).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'reloads in 5 seconds' })).toBeVisible();
  const newBlock = page.getByRole('table', { name: 'Blocks' }).getByRole('row').filter({ hasText: block });
  // The page's own 5 s timer reloads the list. Waited out: with the page's clock installed, antd's button motion
  // sometimes left Upload in its loading look (the button named "loading Upload"), half the runs.
  await expect(newBlock).toBeVisible({ timeout: 15_000 });
  await expect(newBlock).toContainText('2');
  await expect(newBlock).toContainText('3');
});

test('expanding a floor shows its units with their residents', async ({ page }) => {
  await openAs(page, users.manager, `/units/${CONDO}`);
  const blockA = page.getByRole('table', { name: 'Blocks' }).getByRole('row').filter({ hasText: /^A/ }).first();
  await blockA.getByRole('button', { name: /expand/i }).click();
  const floors = page.getByRole('table', { name: 'Floors of block A' });
  await floors
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /expand/i })
    .click();
  const units = page.getByRole('table', { name: 'Units of block A, floor 1' });
  await expect(units.getByRole('columnheader', { name: 'Unit Number' })).toBeVisible();
  await expect(units.getByRole('columnheader', { name: 'Resident' })).toBeVisible();
  await expect(units.getByRole('columnheader', { name: 'Vehicle Number' })).toBeVisible();
  const first = units.getByRole('row').filter({ hasText: '#01-01' });
  await expect(first).toBeVisible();
  // The demo places the condo's residents in its units in order: the first unit has someone.
  await expect(first.getByRole('cell').nth(1)).not.toHaveText('-');
});
