import type { ReportDocument } from './model';

/**
 * Whether a report has anything to hand over: a table row, or a figure above zero. Download is disabled otherwise
 * (spec part 3 §4 "Download is disabled when the report has no rows").
 */
export function hasRows(report: ReportDocument): boolean {
  return report.sections.some((section) => {
    switch (section.kind) {
      case 'table':
        return section.rows.length > 0;
      case 'tiles':
        return section.tiles.some((tile) => Number.parseFloat(String(tile.value)) > 0);
      default:
        return false;
    }
  });
}
