// Report jobs end to end: the extended page posts the drawn report to the API, polls it every 10 s, and downloads
// the PDF Chromium rendered on the server; the shared view and the patrolling report open without signing in.
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { seriousViolations } from '../../axe';
import { expect, type Page, test } from '../../fixtures';
import { downloadWithoutWaiting, openAlertCountReport, openAs, users } from '../../support';

const CONDO = 'marina-bay';

async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const alertCountReport = (page: Page) => openAlertCountReport(page);

test('Download renders the report on the server, shows its progress and downloads the PDF by itself', async ({
  page,
}) => {
  const report = await alertCountReport(page);
  const total = (await report.getByRole('listitem').filter({ hasText: 'Total Alerts' }).textContent())?.replace(
    /\D/g,
    '',
  );

  const downloaded = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Preparing the PDF' })).toBeVisible();
  // The progress itself is checked, while the server still renders (its spinner stays until the PDF is ready).
  expect(await seriousViolations(page, { busy: true })).toEqual([]);
  const file = await downloadWithoutWaiting(page, downloaded);
  expect(file.suggestedFilename()).toBe('Overall Reports.pdf');
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('Alert By Types');
  expect(text).toContain(`Total Alerts ${total}`);
  expect(text).toContain('every 3000 sheets of paper cost a tree');
  await expect(page.getByRole('status').filter({ hasText: 'The PDF is ready' })).toBeVisible();

  // The shared view: the same report, in a frame that runs nothing, without the console's session.
  const viewUrl = await page.getByRole('link', { name: 'this shared view' }).getAttribute('href');
  expect(viewUrl).toMatch(/^\/html\/report\/[0-9a-f-]{36}\?tenant=marina-bay&token=/);
  const stranger = await page.context().browser()?.newContext();
  const viewer = await stranger?.newPage();
  if (!viewer) throw new Error('no second browser context');
  await viewer.goto(new URL(viewUrl as string, page.url()).toString());
  const frame = viewer.frameLocator('iframe[title="Shared report"]');
  await expect(frame.getByText('Alert By Types')).toBeVisible();
  await expect(viewer.getByRole('complementary', { name: 'Condo menu' })).toHaveCount(0);
  expect(await seriousViolations(viewer)).toEqual([]);

  // The same link with its token changed is refused, and says so.
  await viewer.goto(new URL((viewUrl as string).replace(/token=[^&]+/, 'token=not-a-token'), page.url()).toString());
  await expect(viewer.getByText('The report could not be opened')).toBeVisible();
  await expect(viewer.getByText(/^401: /)).toBeVisible();

  // Revoke link: the link shared before answers like a missing report; the new one opens the report.
  await page.getByRole('button', { name: 'Revoke link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke link' }).click();
  const shared = page.getByRole('link', { name: 'this shared view' });
  await expect(shared).not.toHaveAttribute('href', viewUrl as string);
  const newUrl = (await shared.getAttribute('href')) as string;
  await viewer.goto(new URL(viewUrl as string, page.url()).toString());
  await expect(viewer.getByText('The report could not be opened')).toBeVisible();
  await expect(viewer.getByText(/^404: /)).toBeVisible();
  await viewer.goto(new URL(newUrl, page.url()).toString());
  await expect(viewer.frameLocator('iframe[title="Shared report"]').getByText('Alert By Types')).toBeVisible();
  await stranger?.close();
});

test('a patrolling report opens from its link without signing in and lists each group with its answers', async ({
  page,
}) => {
  await openAs(page, users.manager, `/condos/${CONDO}/report`);
  const links = page
    .getByRole('region', { name: 'Patrolling Reports' })
    .or(page.locator('.ant-card').filter({ hasText: 'Patrolling Reports' }));
  const first = links.getByRole('link').first();
  await expect(first).toBeVisible();
  const path = (await first.getAttribute('href')) as string;
  expect(path).toMatch(/^\/patrolling-report\/[0-9a-f-]{36}\?tenant=marina-bay$/);

  const stranger = await page.context().browser()?.newContext();
  const viewer = await stranger?.newPage();
  if (!viewer) throw new Error('no second browser context');
  await viewer.goto(new URL(path, page.url()).toString());
  await expect(viewer.getByRole('heading', { name: 'Patrolling Report', level: 1 })).toBeVisible();
  const group = viewer.getByRole('listitem').first();
  await expect(group.getByRole('heading', { level: 2 })).not.toBeEmpty();
  await expect(group.getByRole('columnheader')).toHaveText(['Question', 'Answer']);
  await expect(group.getByRole('row').nth(1).getByRole('cell').nth(1)).not.toBeEmpty();
  expect(await seriousViolations(viewer)).toEqual([]);

  await viewer.goto(
    new URL(path.replace(/[0-9a-f-]{36}/, '00000000-0000-4000-8000-000000000000'), page.url()).toString(),
  );
  await expect(viewer.getByText('The patrolling report could not be opened')).toBeVisible();
  await expect(viewer.getByText(/^404: /)).toBeVisible();
  await stranger?.close();
});

test('with view type Download the report downloads by itself once it is drawn', async ({ page }) => {
  await page.clock.install();
  const to = new Date();
  const from = new Date(to.getTime() - 6 * 86_400_000);
  await openAs(
    page,
    users.manager,
    `/condos/${CONDO}/report?type=notification_report&period=week&from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  await page.getByRole('radiogroup', { name: 'View type' }).getByText('Download', { exact: true }).click();
  const downloaded = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Preview' }).click();
  const report = page.getByRole('article', { name: 'SMS Notification Report' });
  await expect(report.getByRole('listitem').filter({ hasText: 'Total Message' })).toBeVisible();
  const file = await downloadWithoutWaiting(page, downloaded);
  expect(file.suggestedFilename()).toBe('Overall Reports.pdf');
  const text = await pdfText(await readFile(await file.path()));
  expect(text).toContain('Messages per day');
});
