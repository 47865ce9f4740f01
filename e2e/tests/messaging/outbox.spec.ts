import { expect, type Page, test } from '../../fixtures';
import { openAs, users } from '../../support';

const OUTBOX = '/condos/marina-bay/out-box';
const HOSTILE_SUBJECT = 'Community newsletter (with embedded content)';

function table(page: Page) {
  return page.getByRole('table');
}

test('the Outbox shows the current week by tab, with filters fed by the aggregations', async ({ page }) => {
  await openAs(page, users.manager, OUTBOX);
  await expect(page.getByRole('heading', { name: 'OutBox' })).toBeVisible();
  for (const tab of ['USER', 'RESIDENT', 'VISITOR', 'CONTRACTOR', 'Open User', 'Employee'])
    await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /add/i })).toHaveCount(0);
  await expect(page.getByText(/^1-25 of \d+ results$/)).toBeVisible();

  // A tab change goes back to page 1 and asks for that tab's recipients.
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const asked = page.waitForRequest((request) => request.url().includes('recipient_type=invitee%2Cvisitor'));
  await page.getByRole('tab', { name: 'VISITOR', exact: true }).click();
  await asked;
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByText(/^1-25 of \d+ results$/)).toBeVisible();

  // The status filter's options come with their counts from the response; choosing one narrows the rows.
  await page.getByRole('tab', { name: 'RESIDENT', exact: true }).click();
  await expect(page.getByText(/^1-25 of \d+ results$/)).toBeVisible();
  await table(page)
    .getByRole('button', { name: /filter/i })
    .last()
    .click();
  const menu = page.locator('.ant-dropdown:visible');
  const failed = menu.getByText(/^Failed \(\d+\)$/);
  const count = Number(/\((\d+)\)/.exec((await failed.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await failed.click();
  await menu.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(new RegExp(`of ${count} results$`))).toBeVisible();
  await expect(table(page).locator('tbody tr.ant-table-row').filter({ hasText: 'Delivered' })).toHaveCount(0);
  expect(page.url()).toContain('status=failed');

  // The range: Last Week is a different set of messages.
  await page.getByLabel('Date range').first().click();
  await page.getByText('Last Week', { exact: true }).click();
  await expect(page).toHaveURL(/from=/);
});

test('a mail opens read-only with its body in a frame that runs no script and loads nothing', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openAs(page, users.manager, OUTBOX);
  await page.getByLabel('Search OutBox').fill('embedded content');
  await page.getByLabel('Search OutBox').press('Enter'); // Enter searches at once, not after 10 s
  const row = table(page).getByRole('row', { name: /Community newsletter/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Community newsletter (with emb...'); // cut at 30
  const remote: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('tracker.example')) remote.push(request.url());
  });
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Message details' });
  await expect(detail.getByText(HOSTILE_SUBJECT)).toBeVisible();
  await expect(detail.getByText('Smart Condo Management <no-reply@smartcondo.local>')).toBeVisible();
  await expect(detail.getByText('Aisha Rahman · admin@demo.condo')).toBeVisible();
  await expect(detail.getByText('<newsletter-2026-11@smartcondo.local>')).toBeVisible();
  const body = page.frameLocator('iframe[title="Mail body"]');
  await expect(body.getByText('The pool reopens on Monday.')).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Status history' }).getByText('Delivered')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.title()).not.toMatch(/ran/);
  expect(await page.evaluate(() => document.title)).not.toMatch(/ran/);
  expect(remote).toEqual([]);
  expect(pageErrors).toEqual([]);
  await detail.getByRole('button', { name: 'Close' }).last().click();
  await expect(detail).toBeHidden();
});

test('an SMS opens with the recipient phone and the message text', async ({ page }) => {
  await openAs(page, users.manager, `${OUTBOX}?tab=resident&medium=sms`);
  // A seeded SMS: the SMS tests send theirs to Tan Wei Ming, from the condo, and may run first.
  const first = table(page).locator('tbody tr.ant-table-row').filter({ hasNotText: 'Tan Wei Ming' }).first();
  await expect(first).toContainText('SMS');
  await first.click();
  const detail = page.getByRole('dialog', { name: 'Message details' });
  await expect(detail.getByText('From')).toBeVisible();
  await expect(detail.getByText('SMARTCONDO')).toBeVisible();
  await expect(detail.getByText(/· \+65 \d{4} \d{4}$/)).toBeVisible();
  await expect(detail.getByText('Message', { exact: true })).toBeVisible();
  await expect(detail.locator('iframe')).toHaveCount(0);
});
