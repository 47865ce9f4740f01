// Issue #26 item 5: every edit form saves what the product stored. The editable lists whose seeded records are opened
// and saved unchanged, and how one record is saved; the full profile saves the first page of each list
// (tests/edit-forms.spec.ts), the spec profile the first record of each (tests/spec-profile/main-jobs.spec.ts).
import { expect, type Page } from '@playwright/test';

/** Condos that no other end-to-end file edits, so an unchanged save never races another test's edit. */
const CONDO = 'sentosa-cove';
/** Orchid Gardens holds the demo's schedulers and alert users besides Marina Bay. */
const SECOND = 'orchid-gardens';

/** `editButton`: the row opens its form from its Edit button (a device row's click opens its details). */
export const editableLists: { name: string; path: string; editButton?: boolean }[] = [
  { name: 'Users', path: `/condos/${CONDO}/users` },
  { name: 'Bots', path: `/condos/${CONDO}/users?tab=bots` },
  { name: 'Notifications', path: `/condos/${CONDO}/notifications` },
  { name: 'Reports', path: `/condos/${CONDO}/reports` },
  { name: 'Web Apps', path: `/condos/${CONDO}/web-apps?view=list` },
  { name: 'Schedulers', path: `/condos/${SECOND}/schedulers` },
  { name: 'Alert Users', path: `/condos/${SECOND}/alert-users` },
  { name: 'Alert Types', path: `/condos/${CONDO}/alert-types` },
  { name: 'Alert Screen', path: `/condos/${CONDO}/presentations` },
  { name: 'Cameras', path: `/condos/${CONDO}/devices?tab=camera`, editButton: true },
  { name: 'Kiosks', path: `/condos/${CONDO}/devices?tab=kiosk`, editButton: true },
  { name: 'Vizitins', path: `/condos/${CONDO}/devices?tab=vizitin`, editButton: true },
];

/** Opens row `index` of the visible list, saves its form unchanged, and waits for the form to close. */
export async function saveRowUnchanged(page: Page, index: number, editButton = false) {
  const row = page.locator('.ant-table-row:visible').nth(index);
  const label = ((await row.textContent()) ?? '').replace(/\s+/g, ' ').slice(0, 60);
  if (editButton) await row.getByRole('button', { name: /^Edit / }).click();
  else await row.click();
  const form = page.getByRole('dialog').last();
  await expect(form, `the form of “${label}” opens`).toBeVisible();
  const save = form.getByRole('button', { name: /^(Save|Update)$/ });
  await expect(save, `the form of “${label}” has loaded`).toBeEnabled();
  await save.click();
  await expect(form, `“${label}” saved unchanged`).toBeHidden();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await expect(page.locator('.ant-message-error, .ant-notification-notice-error')).toHaveCount(0);
}

/** Saves the first `maxRows` records of the list in view unchanged. */
export async function saveFirstRowsUnchanged(page: Page, maxRows: number, editButton = false) {
  const rows = page.locator('.ant-table-row:visible');
  await expect(rows.first()).toBeVisible();
  const count = Math.min(await rows.count(), maxRows);
  for (let index = 0; index < count; index++) await saveRowUnchanged(page, index, editButton);
}
