import { expect, type Page, test } from '../../fixtures';
import { openAs, users } from '../../support';
import { toast } from '../messaging/messaging-support';

const PATH = '/condos/marina-bay/configuration';

async function tileNames(page: Page) {
  const rows = page.getByRole('table', { name: 'Tiles' }).locator('tbody tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((all) => all.map((row) => (row.querySelectorAll('td')[1]?.textContent ?? '').trim()));
}

test('dragging a tile with the mouse enables Update; the new order is kept after a reload', async ({ page }) => {
  await openAs(page, users.manager, PATH);
  await expect(page.getByRole('heading', { name: 'Dashboard Configuration', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Tiles' }).click();
  const before = await tileNames(page);
  const update = page.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();

  const [first, , third] = before as [string, string, string];
  const handle = page.getByRole('button', { name: `Move ${first}` });
  const target = page.getByRole('table', { name: 'Tiles' }).locator('tbody tr[data-row-key]').nth(2);
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('no boxes');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(from.x + from.width / 2, from.y + ((to.y + to.height * 0.8 - from.y) * step) / 12);
  }
  await page.mouse.up();

  const moved = await tileNames(page);
  // The first tile now sits at or below where the third was; every tile is still there once.
  expect(moved.indexOf(first)).toBeGreaterThanOrEqual(1);
  expect(moved.indexOf(first)).toBeGreaterThan(moved.indexOf(third) - 1);
  expect([...moved].sort()).toEqual([...before].sort());
  await expect(update).toBeEnabled();
  await update.click();
  await expect(toast(page, 'Position updated successfully')).toBeVisible();
  await expect(update).toBeDisabled();

  await page.reload();
  await expect.poll(() => tileNames(page)).toEqual(moved);
});

test('a rule setting is edited and kept; the Rules tab is restored on the next visit', async ({ page }) => {
  await openAs(page, users.manager, PATH);
  await page.getByRole('tab', { name: 'Rules' }).click();
  const group = page.getByRole('region', { name: 'Overstay Rules' });
  await group.getByRole('button', { name: 'Edit Overstay Rules' }).click();
  const minutes = String(30 + Math.floor(Math.random() * 500));
  await group.getByLabel('Max overstay minutes').fill(minutes);
  await group.getByRole('button', { name: 'Save Overstay Rules' }).click();
  await expect(toast(page, 'Overstay Rules updated successfully')).toBeVisible();
  await expect(group.getByRole('button', { name: 'Edit Overstay Rules' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Rules', selected: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overstay Rules' }).getByText(minutes, { exact: true })).toBeVisible();
});
