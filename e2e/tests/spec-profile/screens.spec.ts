// Every signed-in screen of the host's route table, against an API that serves the spec's contract only
// (API_CONTRACT=spec, issue #26): with the reference API's additions absent, each screen loads with no error state,
// no error message, no page error, and no table column left blank. The two public report pages need a generated
// report and are opened by the report tests.
import { expect, type Page, test } from '../../fixtures';
import { inWalks, type Screen, screensOf, walkScreens } from '../../screen-walk';
import { openOnSpecAs, specStack, users } from '../../support';

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

/** The screen shows no error state, no error message and no blank column; no script failed, no call answered 5xx. */
async function loadsCleanly(page: Page, screen: Screen, problems: { pageErrors: string[]; serverErrors: string[] }) {
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton-active')).toHaveCount(0);
  await expect
    .soft(
      page.locator('.ant-message-error, .ant-notification-notice-error, .ant-result-error, .ant-alert-error'),
      `${screen.label}: no error state or message`,
    )
    .toHaveCount(0);
  expect.soft(await blankColumns(page), `${screen.label}: no blank column`).toEqual([]);
  expect.soft(problems.pageErrors.splice(0), `${screen.label}: no page error`).toEqual([]);
  expect.soft(problems.serverErrors.splice(0), `${screen.label}: no 5xx answer`).toEqual([]);
}

for (const [index, walk] of inWalks(screensOf('signed-in'), 2).entries()) {
  test(`spec contract: signed-in screens, part ${index + 1} (${walk[0]?.route.path} …), load with no error and no blank column`, async ({
    page,
  }) => {
    const problems = { pageErrors: [] as string[], serverErrors: [] as string[] };
    page.on('pageerror', (error) => problems.pageErrors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 500) problems.serverErrors.push(`${response.status()} ${response.url()}`);
    });
    await openOnSpecAs(page, users.admin, walk[0]?.path);
    await walkScreens(page, specStack().url, walk, (screen) => loadsCleanly(page, screen, problems));
  });
}
