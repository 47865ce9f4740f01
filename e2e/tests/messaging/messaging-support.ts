// What the messaging end-to-end tests share: opening a screen as a demo user and picking condo users.
import { expect, type Locator, type Page } from '@playwright/test';
import { openAs, users } from '../../support';

export const CONDO = 'marina-bay';

export async function openScreen(
  page: Page,
  path: 'notifications' | 'reports',
  heading: string,
  email = users.manager,
) {
  await openAs(page, email, `/condos/${CONDO}/${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

export const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification').getByText(text);

/** The dialog whose title is `title`. */
export const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

/**
 * Waits until no dialog is still zooming open. antd grows a modal from the point clicked, so its buttons move for
 * ~0.3 s; a click in that time can land where a button was (seen in CI: 'Yes, Delete it' clicked 90 ms after the
 * dialog opened, at the delete icon's place, and nothing was deleted).
 */
export async function dialogSettled(page: Page) {
  await expect(page.locator('.ant-modal[class*="-appear"], .ant-modal[class*="-enter"]')).toHaveCount(0);
}

/**
 * Searches the user picker labelled `label` on the server and picks the user shown as `name` (the list loads 50 at
 * a time, so a user far down the alphabet is found by typing, not scrolling).
 */
export async function pickUser(page: Page, scope: Locator, label: string, search: string, name: string) {
  const picker = scope.getByLabel(label, { exact: true });
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`);
  await expect(async () => {
    await picker.click();
    await picker.fill(search);
    await option.click({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  await closeOptions(page, scope);
}

/**
 * Closes an open select's list by clicking the dialog's title, so the next picker opens cleanly (Escape can land
 * while the list is still opening and leave the select in a state where the next choice does not stick).
 */
export async function closeOptions(page: Page, scope: Locator) {
  await scope.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Chooses `option` in the select labelled `label`, again if a click landed while the list was still opening. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  const select = scope.getByLabel(label, { exact: true });
  await expect(async () => {
    await select.click();
    const item = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`);
    // A long list draws only the options in view: a searchable select finds the option when its text is typed.
    if ((await item.count()) === 0) await page.keyboard.type(option.split(' (')[0] ?? option);
    await item.click({ timeout: 5_000 });
    const field = scope.locator('.ant-form-item', { has: page.getByText(label, { exact: true }) });
    await expect(field).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
