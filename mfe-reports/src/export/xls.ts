// The report as one XLSX sheet, written in the browser from the same ReportDocument the page draws.
//
// sheetjs-style is used ONLY to write. Never read or parse a file with it: its parser (SheetJS 0.15) has known
// vulnerabilities (prototype pollution and ReDoS on crafted files). The tests read the file back with a zip reader.
import { safeCell } from '@condo/shared';
import { chartFigures } from '../report-kit/figures';
import { rangeText } from '../report-kit/format';
import type { ReportDocument } from '../report-kit/model';

type XlsxModule = typeof import('sheetjs-style');
type WorkSheet = import('sheetjs-style').WorkSheet;

export const SHEET_NAME = 'Report';

export type XlsValue = string | number;

/** One row of the sheet: its cells, whether it is bold (the title, headings, header rows), links by column. */
export interface XlsRow {
  cells: XlsValue[];
  bold?: boolean;
  links?: Record<number, string>;
}

/**
 * The sheet's rows, in the document's order: the cover (title, condo, range), then each section followed by a
 * blank row. Tiles are label/value rows, a chart is its figures as a small table, a table is a bold header row and
 * its rows. Dates stay the strings the report shows (DD-MM-YYYY HH:mm:ss); numbers stay numbers.
 */
export function xlsRows(report: ReportDocument): XlsRow[] {
  const rows: XlsRow[] = [
    { cells: [report.title], bold: true },
    { cells: [report.context.condoName] },
    { cells: [rangeText(report.context.range)] },
    { cells: [] },
  ];
  const title = (text: string | undefined) => text && rows.push({ cells: [text], bold: true });
  for (const section of report.sections) {
    switch (section.kind) {
      case 'heading':
        title(section.text);
        break;
      case 'tiles':
        title(section.title);
        for (const tile of section.tiles) rows.push({ cells: [tile.label, tile.value] });
        break;
      case 'donut':
      case 'line': {
        title(section.title);
        const figures = chartFigures(section);
        if (figures.head.length) rows.push({ cells: figures.head, bold: true });
        for (const figure of figures.rows) rows.push({ cells: figure });
        break;
      }
      case 'table':
        title(section.title);
        rows.push({ cells: section.columns.map((column) => column.title), bold: true });
        for (const row of section.rows) {
          const links: Record<number, string> = {};
          const cells = section.columns.map((column, index) => {
            const cell = row[column.key];
            if (cell === undefined || cell === null || cell === '') return '-';
            if (typeof cell !== 'object') return cell;
            if ('href' in cell) links[index] = cell.href;
            return cell.text;
          });
          rows.push(Object.keys(links).length ? { cells, links } : { cells });
        }
        if (section.note) rows.push({ cells: [section.note] });
        break;
      case 'paragraph':
        rows.push({ cells: [section.runs.map((run) => run.text).join('')] });
        break;
      case 'empty':
        rows.push({ cells: [section.text] });
        break;
    }
    if (section.kind !== 'heading') rows.push({ cells: [] });
  }
  return rows;
}

const BOLD = { font: { bold: true } };
/** Column widths in characters: wide enough for most values, never a screen wide. */
const MAX_WIDTH = 60;

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * A link as a HYPERLINK formula (its value kept as the cell's text), not as a sheet hyperlink: SheetJS finds a free
 * relationship id for each hyperlink by counting from 1, so 16,000 links cost ~10 s, and Excel stops at 65,530
 * hyperlinks a sheet. A formula costs nothing more than its text.
 */
const hyperlink = (url: string, text: string) => `HYPERLINK(${quoted(url)},${quoted(text)})`;

/**
 * The worksheet of the report (exported for the tests, which inspect it before it is written). Every text is data
 * (safeCell: never read as a formula) except a link's, which goes into our own HYPERLINK formula as a quoted string.
 */
export function reportSheet(XLSX: XlsxModule, rows: XlsRow[]): WorkSheet {
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
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  return sheet;
}

export async function reportToXls(report: ReportDocument): Promise<Blob> {
  const XLSX = await loadSheetJs();
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, reportSheet(XLSX, xlsRows(report)), SHEET_NAME);
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true });
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Loaded on the first XLS export, so the page never downloads it for a user who does not export. */
async function loadSheetJs(): Promise<XlsxModule> {
  const module = await import('sheetjs-style');
  return ((module as { default?: XlsxModule }).default ?? module) as XlsxModule;
}
