// What the devices end-to-end tests share: opening the screen as a demo user and driving antd widgets.
import { expect, type Locator, type Page } from '@playwright/test';
import { openAs, users } from '../../support';

export const CONDO = 'marina-bay';

export async function openDevices(page: Page, tab: 'camera' | 'kiosk' | 'vizitin' = 'camera', email = users.admin) {
  await openAs(page, email, `/condos/${CONDO}/devices${tab === 'camera' ? '' : `?tab=${tab}`}`);
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
}

/** A MAC address no other test uses. */
export function uniqueMac(): string {
  const bytes = [0x02, ...Array.from({ length: 5 }, () => Math.floor(Math.random() * 256))];
  return bytes
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join(':')
    .toUpperCase();
}

export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * Picks an option of the antd Select labelled `label` inside `scope`, and waits until the select shows it (on a
 * busy machine a click can land while the dropdown is still opening; then it tries again).
 */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  const select = scope.getByLabel(label, { exact: true });
  // The inner locator of `has` is queried inside each form item, so it starts from the page.
  const field = scope.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
  const chosen = field.locator(`.ant-select-content[title="${option}"]`);
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
      .click({ timeout: 3_000 });
    await expect(chosen).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The table row holding this text. */
export const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

export const toast = (page: Page, text: string | RegExp) => page.locator('.ant-notification').getByText(text);

/** The drawer or dialog whose title is `title` (antd titles label their dialogs). */
export const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

/**
 * Opens `item` from a vizitin row's 'View More' popover and waits for what it opens. The popover animates in and
 * the list refreshes itself every 10 s, so a click can land on a menu that is still moving: try again until `opens`
 * shows, as a person would.
 */
export async function viewMore(page: Page, device: string, item: string, opens: Locator) {
  await expect(async () => {
    if (await opens.isVisible()) return;
    const menuItem = page.getByRole('menuitem', { name: item });
    if (!(await menuItem.isVisible())) {
      await rowOf(page, device)
        .getByRole('button', { name: `View More for ${device}` })
        .click({ timeout: 2_000 });
    }
    await menuItem.click({ timeout: 2_000 });
    await expect(opens).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
