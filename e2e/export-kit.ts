// Reads back what a screen's Export downloads: the menu opened by keyboard-reachable clicks, the file read with
// ExcelJS (an .xlsx) or as CSV text (never with SheetJS, whose parser has known advisories).
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

export interface ExportedSheet {
  name: string;
  /** The header row, then one row per exported row, each cell as text. */
  rows: string[][];
}

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  if (typeof value === 'object' && 'result' in value) return String(value.result);
  return String(value);
};

/** The rows of a CSV text (quoted fields, doubled quotes, CRLF), without its byte order mark. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted && char === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted || (char !== ',' && char !== '\n')) field += char;
    else if (char === ',') endField();
    else {
      endField();
      rows.push(row);
      row = [];
    }
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** Clicks Export (`button`), chooses the format, and reads the downloaded file back. */
export async function exportFrom(page: Page, button: Locator, format: 'xlsx' | 'csv'): Promise<ExportedSheet> {
  await button.click();
  const option = page.getByRole('menuitem', { name: format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV (.csv)' });
  await expect(option).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), option.click()]);
  const bytes = await readFile(await download.path());
  if (format === 'csv') return { name: download.suggestedFilename(), rows: csvRows(bytes.toString('utf8')) };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const values = row.values as ExcelJS.CellValue[];
    rows.push(values.slice(1).map(cellText));
  });
  return { name: download.suggestedFilename(), rows };
}

/** Whitespace as one space, as a cell's lines read in one spreadsheet cell. */
export const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();
