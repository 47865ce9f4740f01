// Issue #28 item 5: Ctrl+K opens a palette of the screens the user may open and the condos they may switch to.
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';
import { openAs, users } from '../support';

test('Ctrl+K opens a screen of the condo by keyboard alone, each screen listed once', async ({ page }) => {
  await openAs(page, users.manager, '/condos/marina-bay/details');
  await expect(page.getByRole('button', { name: /Go to/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to' });
  const search = palette.getByRole('combobox', { name: 'Screen or condo' });
  await expect(search).toBeFocused();
  const options = palette.getByRole('option');
  await expect(options.filter({ hasText: 'Out-box' })).toHaveCount(1);
  const texts = await options.allTextContents();
  expect(new Set(texts).size).toBe(texts.length);
  // The manager's map has no Admin User screen of another condo, and no other condo to switch to.
  await expect(options.filter({ hasText: 'Switch condo' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.type('out box');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/condos\/marina-bay\/out-box$/);
  await expect(palette).toBeHidden();
});

test('the header button opens it, and a condo is switched to by its name', async ({ page }) => {
  await openAs(page, users.admin, '/condos/marina-bay/details');
  await page.getByRole('button', { name: /Go to/ }).click();
  const palette = page.getByRole('dialog', { name: 'Go to' });
  await expect(palette.getByRole('combobox', { name: 'Screen or condo' })).toBeFocused();
  await page.keyboard.type('orchid');
  const orchid = palette.getByRole('option').filter({ hasText: 'Orchid Gardens' });
  await expect(orchid).toContainText('Switch condo');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(palette.getByRole('option', { selected: true })).toContainText('Orchid Gardens');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/condos\/orchid-gardens\/details$/);
  await page.keyboard.press('Control+k');
  await expect(palette.getByRole('combobox', { name: 'Screen or condo' })).toBeFocused();
  await page.keyboard.type('no such screen');
  await expect(palette.getByRole('status')).toHaveText('No screen or condo matches “no such screen”.');
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
});
