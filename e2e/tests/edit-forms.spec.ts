// Issue #26: every edit form saves what the product stored. Each editable list's seeded records (the first page, up
// to eight) are opened as the super admin and saved unchanged: the save goes through and no field complains. A form
// that validated a read-only field against a rule its own data breaks (the audit's AT-1) fails here. The condos are
// ones no other end-to-end file edits, so an unchanged save never races another test's edit; Orchid Gardens holds the
// demo's schedulers and alert users besides Marina Bay.
import { expect, type Page, test } from '@playwright/test';
import { openAs, users } from '../support';

const CONDO = 'sentosa-cove';
const SECOND = 'orchid-gardens';
const MAX_ROWS = 8;

const editableLists = [
  { name: 'Users', path: `/condos/${CONDO}/users` },
  { name: 'Bots', path: `/condos/${CONDO}/users?tab=bots` },
  { name: 'Notifications', path: `/condos/${CONDO}/notifications` },
  { name: 'Reports', path: `/condos/${CONDO}/reports` },
  { name: 'Web Apps', path: `/condos/${CONDO}/web-apps?view=list` },
  { name: 'Schedulers', path: `/condos/${SECOND}/schedulers` },
  { name: 'Alert Users', path: `/condos/${SECOND}/alert-users` },
  { name: 'Alert Types', path: `/condos/${CONDO}/alert-types` },
  { name: 'Alert Screen', path: `/condos/${CONDO}/presentations` },
];

/** Opens row `index` of the visible list, saves its form unchanged, and waits for the form to close. */
async function saveRowUnchanged(page: Page, index: number) {
  const row = page.locator('.ant-table-row:visible').nth(index);
  const label = (await row.innerText()).replace(/\s+/g, ' ').slice(0, 60);
  await row.click();
  const form = page.getByRole('dialog').last();
  await expect(form, `the form of “${label}” opens`).toBeVisible();
  const save = form.getByRole('button', { name: /^(Save|Update)$/ });
  await expect(save, `the form of “${label}” has loaded`).toBeEnabled();
  await save.click();
  await expect(form, `“${label}” saved unchanged`).toBeHidden();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await expect(page.locator('.ant-message-error, .ant-notification-notice-error')).toHaveCount(0);
}

for (const list of editableLists) {
  test(`${list.name}: every seeded record on the first page saves unchanged`, async ({ page }) => {
    await openAs(page, users.admin, list.path);
    const rows = page.locator('.ant-table-row:visible');
    await expect(rows.first()).toBeVisible();
    const count = Math.min(await rows.count(), MAX_ROWS);
    for (let index = 0; index < count; index++) await saveRowUnchanged(page, index);
  });
}
