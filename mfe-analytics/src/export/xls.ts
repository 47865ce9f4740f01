// A card's shown rows as one XLSX sheet, written in the browser.
//
// sheetjs-style is used ONLY to write (as in mfe-reports/src/export/xls.ts): its 0.15 parser has known
// vulnerabilities on crafted files, so nothing here reads a file with it.
import { type IsoDateRange, safeCell } from '@condo/shared';
import dayjs from 'dayjs';
import type { AnalyticsCard, CardResult } from '../cards';

type XlsxModule = typeof import('sheetjs-style');

export const SHEET_NAME = 'Analytics';
const DAY = 'DD-MM-YYYY';

/** The sheet's rows: the card's name and range, a header, then its rows (or its one figure). */
export function xlsRows(card: AnalyticsCard, range: IsoDateRange, result: CardResult): (string | number)[][] {
  const head = [[card.name], [`${dayjs(range.from).format(DAY)} - ${dayjs(range.to).format(DAY)}`], []];
  if (result.kind === 'figure') return [...head, ['COUNT'], [result.value]];
  return [...head, ['Name', 'Details', 'COUNT'], ...result.rows.map((row) => [row.name, row.secondary, row.count])];
}

/** §9's XLS naming, with the card's name: "<card> DD-MM-YYYY-DD-MM-YYYY.xlsx". */
export const xlsFileName = (card: AnalyticsCard, range: IsoDateRange) =>
  `${card.name} ${dayjs(range.from).format(DAY)}-${dayjs(range.to).format(DAY)}.xlsx`;

export async function cardToXls(rows: (string | number)[][]): Promise<Blob> {
  const XLSX = await loadSheetJs();
  const book = XLSX.utils.book_new();
  // Names come from the condo's data: no text may open as a formula.
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => row.map(safeCell)));
  sheet['!cols'] = [{ wch: 40 }, { wch: 24 }, { wch: 10 }];
  XLSX.utils.book_append_sheet(book, sheet, SHEET_NAME);
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true });
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Loaded on the first export, so the page never downloads it for a user who does not export. */
async function loadSheetJs(): Promise<XlsxModule> {
  const module = await import('sheetjs-style');
  return ((module as { default?: XlsxModule }).default ?? module) as XlsxModule;
}

export { saveFile } from '@condo/shared';
