// Issue #26: every edit form saves what the product stored. Each edit form's seeded records (the first page of a
// list, up to eight, or one of each kind; every group of a settings document) are opened as the super admin and
// saved unchanged: the save goes through and no field complains. A form that validated a read-only field against a
// rule its own data breaks (the audit's AT-1) fails here.

import { documentForms, editableLists, saveDocumentUnchanged, saveListUnchanged } from '../edit-forms-kit';
import { test } from '../fixtures';
import { apiUrl, openAs, sessionOf, users } from '../support';

const stackApi = () => ({ url: apiUrl(), token: sessionOf(users.admin).token });

for (const list of editableLists) {
  test(`${list.name}: the seeded records save unchanged`, async ({ page }) => {
    await openAs(page, users.admin, list.path);
    await saveListUnchanged(page, list, 'page', stackApi());
  });
}

for (const form of documentForms) {
  test(`${form.name}: the seeded document saves unchanged`, async ({ page }) => {
    await openAs(page, users.admin, form.path);
    await saveDocumentUnchanged(page, form);
  });
}
