// The console's one spreadsheet writer. sheetjs-style (SheetJS 0.15 with cell styles) is imported here and nowhere
// else (biome.json forbids it elsewhere), and only its writing side is used: its parser has known advisories
// (prototype pollution and ReDoS on crafted files), so the console never reads a file with it (docs/decisions.md).
import { safeCell } from './safeCell';

type XlsxModule = typeof import('sheetjs-style');
type WorkSheet = import('sheetjs-style').WorkSheet;

export type SheetValue = string | number;

/** One row of a sheet: its cells, whether it is bold (titles, headings, header rows), links by column. */
export interface SheetRow {
  cells: SheetValue[];
  bold?: boolean;
  links?: Record<number, string>;
}

export interface SheetSpec {
  name: string;
  rows: SheetRow[];
  /** Column widths in characters; by default each column is as wide as its longest value, at most 60. */
  widths?: number[];
}

const BOLD = { font: { bold: true } };
const MAX_WIDTH = 60;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * A link as a HYPERLINK formula (its value kept as the cell's text), not as a sheet hyperlink: SheetJS finds a free
 * relationship id for each hyperlink by counting from 1, so 16,000 links cost ~10 s, and Excel stops at 65,530
 * hyperlinks a sheet. A formula costs nothing more than its text.
 */
const hyperlink = (url: string, text: string) => `HYPERLINK(${quoted(url)},${quoted(text)})`;

/**
 * The worksheet of `rows` (exported for the tests, which inspect it before it is written). Every text is data
 * (safeCell: never read as a formula) except a link's, which goes into our own HYPERLINK formula as a quoted string.
 */
export function worksheetOf(XLSX: XlsxModule, { rows, widths: fixed }: Pick<SheetSpec, 'rows' | 'widths'>): WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(
    rows.map((row) => row.cells.map((value, c) => (row.links?.[c] ? value : safeCell(value)))),
  );
  const widths: number[] = [];
  rows.forEach((row, r) => {
    row.cells.forEach((value, c) => {
      widths[c] = Math.min(MAX_WIDTH, Math.max(widths[c] ?? 8, String(value).length + 2));
      if (!row.bold && !row.links?.[c]) return;
      const cell = sheet[XLSX.utils.encode_cell({ r, c })];
      if (row.bold) cell.s = BOLD;
      const link = row.links?.[c];
      if (link) cell.f = hyperlink(link, String(value));
    });
  });
  sheet['!cols'] = (fixed ?? widths).map((wch) => ({ wch }));
  return sheet;
}

/** An .xlsx workbook of these sheets, written in the browser. */
export async function writeXlsx(sheets: SheetSpec[]): Promise<Blob> {
  const XLSX = await loadSheetJs();
  const book = XLSX.utils.book_new();
  for (const sheet of sheets) XLSX.utils.book_append_sheet(book, worksheetOf(XLSX, sheet), sheet.name);
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true });
  return new Blob([bytes], { type: XLSX_TYPE });
}

/**
 * A CSV file of these rows (the first is the header), every text cell made safe (safeCell), with a byte order mark so
 * a spreadsheet opens it as UTF-8.
 */
export async function writeCsv(rows: SheetValue[][]): Promise<Blob> {
  const XLSX = await loadSheetJs();
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => row.map(safeCell)));
  return new Blob(['\uFEFF', XLSX.utils.sheet_to_csv(sheet, { RS: '\r\n' })], { type: 'text/csv;charset=utf-8' });
}

/** Loaded on the first export, so the page never downloads it for a user who does not export. */
export async function loadSheetJs(): Promise<XlsxModule> {
  const module = await import('sheetjs-style');
  return ((module as { default?: XlsxModule }).default ?? module) as XlsxModule;
}
