/**
 * fflate's browser build is ESM only; under jest (CommonJS) its Node build is taken instead.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The writer's own test may import sheetjs-style (biome.json): it inspects the sheet before it is written.
import * as XLSX from 'sheetjs-style';
import { readXlsxBack } from '../testing/xlsxReader';
import { worksheetOf, writeXlsx } from './xlsx';

const rows = [
  { cells: ['Gate report'], bold: true },
  { cells: ['Plate', 'Picture', 'Count'], bold: true },
  { cells: ['SG1000A', 'View', 3], links: { 1: 'https://service.example/pictures/1' } },
  { cells: ['=1+1', '@SUM(A1:A9)', -2] },
];

describe('worksheetOf', () => {
  it('makes bold rows bold, a link a HYPERLINK formula showing its text, and any other text data', () => {
    const sheet = worksheetOf(XLSX, { rows });
    expect(sheet.A1?.s).toEqual({ font: { bold: true } });
    expect(sheet.C2?.s).toEqual({ font: { bold: true } });
    expect(sheet.A3?.s).toBeUndefined();
    expect(sheet.B3).toMatchObject({ v: 'View', f: 'HYPERLINK("https://service.example/pictures/1","View")' });
    expect(sheet.A4).toMatchObject({ v: "'=1+1" });
    expect(sheet.A4?.f).toBeUndefined();
    expect(sheet.B4).toMatchObject({ v: "'@SUM(A1:A9)" });
    expect(sheet.C4).toMatchObject({ v: -2, t: 'n' });
  });

  it('sizes columns by their longest value, at most 60 characters, unless widths are given', () => {
    const long = { cells: ['x'.repeat(200)] };
    expect(worksheetOf(XLSX, { rows: [...rows, long] })['!cols']).toEqual([{ wch: 60 }, { wch: 13 }, { wch: 8 }]);
    expect(worksheetOf(XLSX, { rows, widths: [40, 24] })['!cols']).toEqual([{ wch: 40 }, { wch: 24 }]);
  });
});

describe('writeXlsx', () => {
  it('writes each sheet under its name, the rows as a spreadsheet reads them', async () => {
    const blob = await writeXlsx([
      { name: 'Gates', rows },
      { name: 'Second', rows: [{ cells: ['only'] }] },
    ]);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const { text, written } = await readXlsxBack(blob);
    expect(text('xl/workbook.xml')).toMatch(/<sheet name="Gates".*<sheet name="Second"/s);
    expect(written.map((row) => row.cells)).toEqual([
      ['Gate report'],
      ['Plate', 'Picture', 'Count'],
      ['SG1000A', 'View', 3],
      ["'=1+1", "'@SUM(A1:A9)", -2],
    ]);
  });
});
