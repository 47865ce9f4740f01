// A card's shown rows as one XLSX sheet, written in the browser (@condo/shared's writeXlsx).
import type { IsoDateRange } from '@condo/shared';
import { writeXlsx } from '@condo/shared/ui';
import dayjs from 'dayjs';
import type { AnalyticsCard, CardResult } from '../cards';

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

/** Every text is data (writeXlsx: never read as a formula), names come from the condo's data. */
export const cardToXls = (rows: (string | number)[][]): Promise<Blob> =>
  writeXlsx([{ name: SHEET_NAME, rows: rows.map((cells) => ({ cells })), widths: [40, 24, 10] }]);

export { saveFile } from '@condo/shared';
