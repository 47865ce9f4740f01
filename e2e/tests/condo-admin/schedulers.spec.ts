import { seriousViolations } from '../../axe';
import { expect, type Page, test } from '../../fixtures';
import { openAs, openWithSession, signInAccount, users } from '../../support';
import { choose, dialog, rowOf, toast, uniqueName } from '../messaging/messaging-support';

const PATH = '/condos/marina-bay/schedulers';

async function openSchedulers(page: Page, email = users.manager) {
  await openAs(page, email, PATH);
  await expect(page.getByRole('heading', { name: 'Schedulers', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Schedulers' })).toBeVisible();
}

test('a scheduler made with a preset shows its next runs, runs now, and its Last Done At changes', async ({ page }) => {
  await openSchedulers(page);
  await page.getByRole('button', { name: 'Add Scheduler' }).click();
  const form = dialog(page, 'Add Scheduler');
  const name = uniqueName('Purge e2e');
  await form.getByLabel('Name').fill(name);
  await choose(page, form, 'Service', 'Authentication');
  await choose(page, form, 'Task', 'Purge expired sign-in codes');
  await form.getByRole('button', { name: 'Every 15 minutes' }).click();
  await expect(form.getByLabel('Cron Line')).toHaveValue('*/15 * * * *');
  const nextRuns = form.getByRole('list', { name: 'Next runs' }).getByRole('listitem');
  await expect(nextRuns).toHaveCount(3);
  for (const text of await nextRuns.allTextContents()) {
    expect(Number(/ \d\d:(\d\d):/.exec(text)?.[1]) % 15).toBe(0);
  }
  // A typo is read at once; the preset puts it right.
  await form.getByLabel('Cron Line').fill('*/15 * * *');
  await expect(form.getByText(/No next runs: Not a 5-field cron line/)).toBeVisible();
  await form.getByRole('button', { name: 'Every minute' }).click();
  await expect(nextRuns).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  // Saved to run once a year (03:00 on 1 January): an every-minute scheduler could run on its own at the next minute
  // and fill Last Done At before Run now does.
  await form.getByLabel('Cron Line').fill('0 3 1 1 *');
  await expect(nextRuns).toHaveCount(3);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Scheduler created successfully')).toBeVisible();
  await expect(form).toBeHidden();

  const row = rowOf(page, name);
  await expect(row).toContainText('0 3 1 1 *');
  await expect(row.getByTestId('last-done-at')).toHaveText('-');
  await row.getByRole('button', { name: `Run now: ${name}` }).click();
  await expect(toast(page, `${name} will run now`)).toBeVisible();
  await expect(dialog(page, 'Edit Scheduler')).toHaveCount(0);
  await expect(row.getByTestId('last-done-at')).toContainText(/ago|in a few seconds/, { timeout: 15_000 });
});

test("the failing scheduler's error log opens its Detail Log page in a new tab", async ({ page, context }) => {
  await openSchedulers(page);
  const row = rowOf(page, 'Demo failing task');
  await row.getByRole('button', { name: 'Run now: Demo failing task' }).click();
  await expect(toast(page, 'Demo failing task will run now')).toBeVisible();
  await row.getByRole('button', { name: /expand row/i }).focus();
  await page.keyboard.press('Enter');
  const logs = page.getByRole('table', { name: 'Error logs of Demo failing task' });
  await expect(logs).toBeVisible();
  await expect(logs.getByRole('row').nth(1)).toContainText('503');
  await expect(logs).toContainText('The demo task always fails');
  expect(await seriousViolations(page)).toEqual([]);

  const link = logs.getByRole('link', { name: /Detail Log/ }).first();
  await expect(link).toHaveAttribute('target', '_blank');
  const [detail] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await detail.waitForLoadState();
  await expect(detail.getByRole('heading', { name: 'Scheduler error: Demo failing task' })).toBeVisible();
  await expect(detail.getByText('Planned at (UTC)')).toBeVisible();
  await expect(detail.getByText('demo / always_fail')).toBeVisible();
  await detail.close();
});

test("a condo's Admin reads the list and error logs, without Add or Run now", async ({ page }) => {
  const email = 'condo-admin@demo.condo';
  await openWithSession(page, email, await signInAccount(email), PATH);
  await expect(page.getByRole('heading', { name: 'Schedulers', level: 1 })).toBeVisible();
  await expect(rowOf(page, 'Demo failing task')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Scheduler' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Run now: / })).toHaveCount(0);
});
