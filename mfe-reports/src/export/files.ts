// What an export is called and how it reaches the user's disk.

import type { ReportDocument, ReportRange } from '@condo/report-kit';
import { chartIsEmpty } from '@condo/report-kit';
import dayjs from 'dayjs';

/** Spec part 3 §9: the PDF is "Overall Reports". */
export const PDF_FILE_NAME = 'Overall Reports.pdf';

/** Spec part 3 §9: "Report" with the range's from-to dates in DD-MM-YYYY. */
export const xlsFileName = (range: ReportRange) =>
  `Report ${dayjs(range.from).format('DD-MM-YYYY')}-${dayjs(range.to).format('DD-MM-YYYY')}.xlsx`;

/**
 * Spec part 3 §4 "Download is disabled when the report has no rows". A report has rows when it holds a figure worth
 * a file: a table row, a tile that is not 0, or a chart value that is not 0. Headings, text, "No Data Found!" and
 * tiles, charts or calendars of zeros alone are an empty report.
 */
export function hasRows(report: ReportDocument): boolean {
  return report.sections.some((section) => {
    switch (section.kind) {
      case 'table':
        return section.rows.length > 0;
      case 'tiles':
        return section.tiles.some((tile) => {
          // '0 Units' is as empty as 0.
          const figure = Number.parseFloat(String(tile.value));
          return Number.isNaN(figure) ? String(tile.value).trim() !== '' : figure !== 0;
        });
      case 'calendar':
        return Object.values(section.counts).some((count) => count > 0);
      case 'donut':
      case 'line':
        return !chartIsEmpty(section);
      default:
        return false;
    }
  });
}

export { saveFile } from '@condo/shared';
