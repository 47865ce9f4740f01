// The report as one XLSX sheet, written in the browser (@condo/shared's writeXlsx) from the same ReportDocument the
// page draws.

import type { ReportDocument } from '@condo/report-kit';
import { chartFigures, rangeText } from '@condo/report-kit';
import { type SheetRow, writeXlsx } from '@condo/shared/ui';

export const SHEET_NAME = 'Report';

/**
 * The sheet's rows, in the document's order: the cover (title, condo, range), then each section followed by a
 * blank row. Tiles are label/value rows, a chart is its figures as a small table, a table is a bold header row and
 * its rows. Dates stay the strings the report shows (DD-MM-YYYY HH:mm:ss); numbers stay numbers.
 */
export function xlsRows(report: ReportDocument): SheetRow[] {
  const rows: SheetRow[] = [
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

export const reportToXls = (report: ReportDocument): Promise<Blob> =>
  writeXlsx([{ name: SHEET_NAME, rows: xlsRows(report) }]);
