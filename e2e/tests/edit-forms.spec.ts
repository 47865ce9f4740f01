// Issue #26: every edit form saves what the product stored. Each editable list's seeded records (the first page, up
// to eight) are opened as the super admin and saved unchanged: the save goes through and no field complains. A form
// that validated a read-only field against a rule its own data breaks (the audit's AT-1) fails here.
import { test } from '@playwright/test';
import { editableLists, saveFirstRowsUnchanged } from '../edit-forms-kit';
import { openAs, users } from '../support';

for (const list of editableLists) {
  test(`${list.name}: every seeded record on the first page saves unchanged`, async ({ page }) => {
    await openAs(page, users.admin, list.path);
    await saveFirstRowsUnchanged(page, 8, list.editButton);
  });
}
