import { seriousViolations } from '../../axe';
import { expect, test } from '../../fixtures';
import { openAs, users } from '../../support';
import { dialog, rowOf, toast } from '../messaging/messaging-support';

const CONDO = 'marina-bay';

test('a public holiday is added, found by search and deleted', async ({ page }) => {
  const name = `Founders Day ${Date.now().toString(36)}`;
  await openAs(page, users.manager, `/condos/${CONDO}/public/holidays`);
  await expect(page.getByRole('heading', { name: 'Public Holidays', level: 1 })).toBeVisible();
  await expect(rowOf(page, 'National Day').first()).toContainText('09-08-2026');
  await expect(rowOf(page, 'National Day').first()).toContainText('Sunday');

  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Holiday');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Please choose the Date')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const date = add.getByLabel('Date', { exact: true });
  await date.click();
  await date.fill('15-10-2026');
  await date.press('Enter');
  await expect(add.getByLabel('Day', { exact: true })).toHaveValue('Thursday');
  await add.getByLabel('Holiday', { exact: true }).fill(name);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved Successfully..!')).toBeVisible();
  await expect(add).toBeHidden();

  const search = page.getByRole('searchbox', { name: 'Search Public Holidays' });
  await search.fill(name);
  await expect(page).toHaveURL(/query=/);
  const row = rowOf(page, name);
  await expect(row).toContainText('15-10-2026');
  await expect(row).toContainText('Thursday');
  await expect(page.getByText('1-1 of 1 results')).toBeVisible();

  await row.getByRole('button', { name: `Delete holiday ${name}` }).click();
  const confirm = dialog(page, 'Delete Holiday');
  await expect(confirm.getByText('Are you sure to delete this holiday?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Deleted Successfully..!!')).toBeVisible();
  await expect(row).toBeHidden({ timeout: 5_000 });
});

test('a date that is already a holiday is refused, and the form keeps what was typed', async ({ page }) => {
  await openAs(page, users.manager, `/condos/${CONDO}/public/holidays`);
  await page.getByRole('button', { name: 'Add' }).click();
  const add = dialog(page, 'Add Holiday');
  const date = add.getByLabel('Date', { exact: true });
  await date.click();
  await date.fill('25-12-2026');
  await date.press('Enter');
  await add.getByLabel('Holiday', { exact: true }).fill('Second Christmas');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('alert')).toContainText('25/12/2026 is already a public holiday (Christmas Day)');
  await expect(add.getByLabel('Holiday', { exact: true })).toHaveValue('Second Christmas');
});
