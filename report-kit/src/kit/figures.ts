// A chart's figures as rows: the page's screen-reader table, the XLS and the PDF (when a chart cannot be drawn)
// all read the same numbers the chart draws.
import type { ChartSection } from './chartOption';
import type { Cell } from './model';

export interface ChartFigures {
  /** Column titles; a donut has none (each row names its slice). */
  head: string[];
  rows: (string | number)[][];
}

export function chartFigures(section: ChartSection): ChartFigures {
  if (section.kind === 'donut') {
    return { head: [], rows: section.slices.map((slice) => [slice.name, slice.value]) };
  }
  return {
    head: ['Date', ...section.series.map((series) => series.name)],
    rows: section.categories.map((category, index) => [
      category,
      ...section.series.map((series) => series.values[index] ?? 0),
    ]),
  };
}

/** A chart whose every value is 0 draws nothing ("No data available"). */
export function chartIsEmpty(section: ChartSection): boolean {
  const values =
    section.kind === 'donut' ? section.slices.map((slice) => slice.value) : section.series.flatMap((s) => s.values);
  return values.every((value) => !value);
}

/** A table cell as text or a number: a link is its text; a missing cell is a dash, as the page shows it. */
export function cellValue(cell: Cell | undefined): string | number {
  if (cell === undefined || cell === null || cell === '') return '-';
  return typeof cell === 'object' ? cell.text : cell;
}
