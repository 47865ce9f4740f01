// The exports of spec part 3 §9, from the real condo data: the PDF read back with unpdf (PDF.js), the XLSX with
// ExcelJS (never with SheetJS, whose parser has known CVEs).
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { seriousViolations } from '../../axe';
import { expect, type Locator, type Page, test } from '../../fixtures';
import { openAs, users } from '../../support';

const CONDO = 'marina-bay';

/** Whitespace as one space: a cell's text may wrap over lines in the PDF. */
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page's default range (spec part 3 §9: 7 days ago to yesterday) as the XLS names it, DD-MM-YYYY. */
function daysAgo(days: number) {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()}`;
}

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** The first table of the drawn report: its caption, header and first row as the page shows them. */
async function firstTable(page: Page) {
  const table = page.getByRole('article', { name: 'Detail Alert Report' }).getByRole('table').first();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  return {
    caption: (await table.locator('caption').textContent()) ?? '',
    header: await table.getByRole('columnheader').allInnerTexts(),
    row: await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts(),
    rows: (await table.getByRole('row').count()) - 1,
  };
}

/** The scripts the page has loaded so far (their text), to see what it carries before an export. */
function scriptsOf(page: Page) {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(scripts)).join('\n');
}
const JSPDF = 'Invalid argument passed to jsPDF';
const SHEETJS = 'SheetJS Table Export';

test('Download PDF and Download XLS write the detail alert report the page draws', async ({ page }) => {
  const scripts = scriptsOf(page);
  await openAs(page, users.manager, `/condos/${CONDO}/reports-download?type=detail_alert&preview=1`);
  const shown = await firstTable(page);
  // jsPDF and SheetJS come with the first export, not with the page.
  expect(await scripts()).not.toContain(JSPDF);
  expect(await scripts()).not.toContain(SHEETJS);
  const pdfButton = page.getByRole('button', { name: 'Download PDF' });
  const xlsButton = page.getByRole('button', { name: 'Download XLS' });
  await expect(pdfButton).toBeEnabled();
  await expect(xlsButton).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);

  const pdf = await download(page, pdfButton);
  expect(pdf.name).toBe('Overall Reports.pdf');
  expect(await scripts()).toContain(JSPDF);
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
    mergePages: false,
  });
  const pages = text.map(squeeze);
  expect(pages[0]).toContain('Detail Alert Report');
  expect(pages[0]).toContain('Marina Bay');
  const all = pages.join(' ');
  expect(all).toContain(squeeze(shown.caption));
  for (const cell of shown.row) expect(all).toContain(squeeze(cell));
  // The detailed tables run past the first page; the second page starts again with a header row.
  expect(totalPages).toBeGreaterThanOrEqual(2);
  const secondPage = pages[1] ?? '';
  expect(secondPage).toMatch(/^S\.No Alert Triggered Time( In Time Duration)? Description Status Image Remarks/);
  for (const page of pages) expect(page).toContain('every 3000 sheets of paper cost a tree');

  const xls = await download(page, xlsButton);
  expect(xls.name).toBe(`Report ${daysAgo(7)}-${daysAgo(1)}.xlsx`);
  expect(await scripts()).toContain(SHEETJS);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xls.bytes as unknown as Parameters<typeof book.xlsx.load>[0]);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Report']);
  const sheet = book.getWorksheet('Report');
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, index) => {
    rows[index - 1] = Array.from({ length: row.cellCount }, (_, column) => row.getCell(column + 1).text);
  });
  expect(rows.slice(0, 2)).toEqual([['Detail Alert Report'], [expect.stringContaining('Marina Bay')]]);
  const captionAt = rows.findIndex((row) => row[0] === shown.caption);
  expect(captionAt).toBeGreaterThan(0);
  expect(rows[captionAt + 1]).toEqual(shown.header);
  expect(rows[captionAt + 2]).toEqual(shown.row);
  expect(rows.slice(captionAt + 2, captionAt + 2 + shown.rows)).toHaveLength(shown.rows);
  expect(sheet?.getRow(captionAt + 2).getCell(1).font?.bold).toBe(true);
  expect(sheet?.getRow(captionAt + 3).getCell(1).font?.bold).toBeFalsy();
});

test('Full Screen has the same downloads beside Print', async ({ page }) => {
  await openAs(page, users.manager, `/condos/${CONDO}/reports-download?type=detail_alert&preview=1`);
  await firstTable(page);
  await page.getByRole('button', { name: 'Full Screen' }).click();
  await expect(page).toHaveURL(new RegExp(`/condos/${CONDO}/download\\?`));
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  const pdf = await download(page, page.getByRole('button', { name: 'Download PDF' }));
  expect(pdf.name).toBe('Overall Reports.pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the PDF of a report with charts carries each drawn chart and the logo as JPEG pictures', async ({ page }) => {
  await openAs(page, users.manager, `/condos/${CONDO}/reports-download?type=lnpr_vms&preview=1`);
  const parking = page.getByRole('article', { name: 'Smart Parking Alert System (LNPR VMS)' });
  await expect(parking.getByRole('figure', { name: 'Type of Vehicles Entry' }).locator('svg')).toBeVisible();
  const drawn = parking.getByRole('figure').filter({ hasNot: page.getByText('No data available') });
  const charts = await drawn.count();
  expect(charts).toBeGreaterThan(0);
  // The condo's logo (a file the API serves, in the demo data) is a picture on the cover too.
  const logo = parking.getByRole('img', { name: 'Marina Bay Residences logo' });
  const logos = await logo.count();
  expect(logos).toBe(1);
  await expect(logo).toHaveAttribute('src', /^\/gateway\/demo_logos\/[A-Z]+_[0-9A-F]{6}\.svg$/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(96);
  const tile = parking.getByRole('listitem').filter({ hasText: 'Vehicles In' }).first();
  const vehiclesIn = (await tile.locator('.value').textContent()) ?? '';
  expect(vehiclesIn).toMatch(/^\d+$/);

  const pdf = await download(page, page.getByRole('button', { name: 'Download PDF' }));
  // jsPDF stores each picture once as an image XObject; a JPEG is one with the DCT filter.
  expect(pdf.bytes.toString('latin1').match(/\/Filter \/DCTDecode/g) ?? []).toHaveLength(charts + logos);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
  expect(squeeze(text)).toContain('Smart Parking Alert System (LNPR VMS)');
  expect(squeeze(text)).toMatch(new RegExp(`Vehicles In ?${vehiclesIn}\\b`));
  for (const title of await drawn.locator('figcaption').allInnerTexts()) expect(squeeze(text)).toContain(title);
});
