// Every signed-in screen of the host's route table, against an API that serves the spec's contract only
// (API_CONTRACT=spec, issue #26): with the reference API's additions absent, each screen loads with no error state,
// no error message, no page error, and no table column left blank. The two public report pages need a generated
// report and are opened by the report tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { routeTable } from '../../../host/src/routes/route-table';
import { openOnSpecAs, users } from '../../support';

const CONDO = 'marina-bay';
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../../deploy/environments/local.json'), 'utf8'));
const running = new Set(Object.keys(manifest.remotes));
const concrete = (path: string) =>
  path.replace(':id', CONDO).replace(':name', CONDO).replace(':link', 'most-visiting-visitor');

/** Columns of the page's tables (by header text) in which no row shows anything: text, an icon, a tag, a control. */
function blankColumns(page: Page) {
  return page.locator('.ant-table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const rows = [...table.querySelectorAll('tbody tr.ant-table-row')];
      if (!rows.length) return [];
      return headers.filter((_header, column) =>
        rows.every((row) => {
          const cell = row.children[column] as HTMLElement | undefined;
          if (!cell) return true;
          return (
            !cell.textContent?.trim() &&
            !cell.querySelector('svg, img, button, input, a, canvas, .ant-tag, .ant-switch')
          );
        }),
      );
    }),
  );
}

const signedIn = routeTable.filter((route) => !route.public && running.has(route.area));

for (const route of signedIn) {
  test(`spec contract: ${route.title} (${route.path}) loads with no error and no blank column`, async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const serverErrors: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
    });
    await openOnSpecAs(page, users.admin, concrete(route.path));
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.ant-skeleton-active')).toHaveCount(0);
    await expect(
      page.locator('.ant-message-error, .ant-notification-notice-error, .ant-result-error, .ant-alert-error'),
    ).toHaveCount(0);
    expect(await blankColumns(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(serverErrors).toEqual([]);
  });
}
