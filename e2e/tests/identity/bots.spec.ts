import { expect, test } from '../../fixtures';
import { choose, dialog, openUsersAndBots, rowOf, toast, uniqueName } from './identity-support';

test('a bot is added and its token shown once and copied; a rotation shows a new one', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openUsersAndBots(page, undefined, 'bots');
  const name = uniqueName('Gate LNPR');

  await page.getByRole('button', { name: 'Add Bot' }).click();
  const add = dialog(page, 'Add Bot');
  await expect(add.getByText(/welcome/i)).toHaveCount(0); // bots cannot receive a welcome mail
  await add.getByLabel('Name').fill(name);
  await choose(page, add, 'Role', 'LNPR-Bot');
  await add.getByRole('button', { name: 'Save' }).click();

  const shown = dialog(page, `Token of ${name}`);
  await expect(shown).toContainText('it will not be shown again');
  const token = await shown.getByRole('textbox', { name: 'Bot token' }).inputValue();
  expect(token.length).toBeGreaterThan(20);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const row = rowOf(page, name);
  await expect(row).toContainText('LNPR-Bot');
  await expect(page.locator('body')).not.toContainText(token);

  await row.click();
  const edit = dialog(page, 'Edit Bot');
  await edit.getByRole('button', { name: 'Rotate token' }).click();
  const confirm = dialog(page, 'Rotate the token of this bot?');
  await expect(confirm).toContainText('cut off until they are given the new token');
  await confirm.getByRole('button', { name: 'Rotate token' }).click();
  await expect(toast(page, /Token rotated/)).toBeVisible();
  const rotated = dialog(page, `Token of ${name}`);
  await expect(rotated.getByRole('textbox', { name: 'Bot token' })).not.toHaveValue('');
  const next = await rotated.getByRole('textbox', { name: 'Bot token' }).inputValue();
  expect(next).not.toBe(token);
  await rotated.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator('body')).not.toContainText(next);
});
