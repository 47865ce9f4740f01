/**
 * jsPDF's browser build is ESM only; under jest (CommonJS) its Node build, the same library, is taken instead.
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The PDF is checked from jsPDF's own page contents (each page's drawing operators, text as `(…) Tj`).

import { REPORT_FOOTER } from '@condo/report-kit';
import type { jsPDF } from 'jspdf';
import { type PdfImages, renderPdf } from './pdf';
import { SAMPLE_COLUMNS, sampleReport } from './sample';

const noImages: PdfImages = { chart: async () => undefined, logo: async () => undefined };

/** The strings a page draws, in order. */
function pageTexts(pdf: jsPDF, page: number): string[] {
  const operators = (pdf.internal as unknown as { pages: string[][] }).pages[page] ?? [];
  return operators.flatMap((line) => [...line.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => match[1] ?? ''));
}

describe('reportToPdf', () => {
  it('is A4 portrait and runs a 300-row table over several pages, its header row on each', async () => {
    const pdf = await renderPdf(sampleReport(300), noImages);
    const pages = pdf.getNumberOfPages();
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pdf.internal.pageSize.getWidth()).toBeCloseTo(595.28, 1);
    expect(pdf.internal.pageSize.getHeight()).toBeCloseTo(841.89, 1);

    const header = SAMPLE_COLUMNS.map((column) => column.title);
    const rowsSeen = new Set<string>();
    for (let page = 2; page <= pages; page += 1) {
      const texts = pageTexts(pdf, page);
      // The header row comes first on the page, before any of its rows.
      expect(texts.slice(0, header.length)).toEqual(header);
      for (const text of texts) if (/^Vehicle SG\d+A/.test(text)) rowsSeen.add(text);
    }
    // Every row is there once: none lost at a page break (the first page holds the first rows).
    const firstPage = pageTexts(pdf, 1).filter((text) => /^Vehicle SG\d+A/.test(text));
    expect(firstPage.length + rowsSeen.size).toBe(300);
    expect(pageTexts(pdf, pages)).toContain('Vehicle SG1299A parked in a resident lot');

    const settings = (pdf as unknown as { lastAutoTable: { settings: { showHead: string } } }).lastAutoTable.settings;
    expect(settings.showHead).toBe('everyPage');
  });

  it('carries the cover, the tiles, the charts as figures when they cannot be drawn, and the footer on every page', async () => {
    const pdf = await renderPdf(sampleReport(300), noImages);
    const first = pageTexts(pdf, 1);
    expect(first.slice(0, 3)).toEqual(['Detail Alert Report', 'Marina Bay Residences', '16-Nov-26 to 22-Nov-26']);
    expect(first).toEqual(expect.arrayContaining(['Total Alerts', '300', 'Alerts by Status', 'Open', '150']));
    expect(first).toEqual(expect.arrayContaining(['Alerts per Day', 'Date', '17-Nov-26', '5']));
    const pages = pdf.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      expect(pageTexts(pdf, page)).toEqual(expect.arrayContaining([REPORT_FOOTER, `Page ${page} of ${pages}`]));
    }
    expect(pageTexts(pdf, pages)).toContain('No Data Found!');
  });

  it('draws a chart and the logo as JPEG pictures', async () => {
    const chart = jest.fn(async (_section: unknown, width: number, height: number) => ({
      dataUrl: TINY_JPEG,
      width,
      height,
    }));
    const logo = jest.fn(async () => ({ dataUrl: TINY_JPEG, width: 32, height: 32 }));
    const report = {
      ...sampleReport(3),
      context: { ...sampleReport(3).context, logoUrl: 'https://condo.example/l.png' },
    };
    const pdf = await renderPdf(report, { chart, logo });
    expect(logo).toHaveBeenCalledWith('https://condo.example/l.png', 64);
    expect(chart.mock.calls.map(([section]) => (section as { title: string }).title)).toEqual([
      'Alerts by Status',
      'Alerts per Day',
    ]);
    const output = pdf.output();
    expect(output.match(/\/Filter \/DCTDecode/g)).toHaveLength(1); // one JPEG stored once, drawn three times
    expect(pageTexts(pdf, 1)).not.toContain('Date'); // the line chart is a picture, not a figures table
  });

  it('says so when a chart has only zeros and when a table has no rows', async () => {
    const report = sampleReport(0);
    const pdf = await renderPdf(report, noImages);
    const texts = pageTexts(pdf, 1);
    expect(texts).toEqual(expect.arrayContaining(['No data available', 'No Data Found!']));
  });
});

/** A 1×1 JPEG (its header is all jsPDF reads; it stores the bytes as they are). */
const TINY_JPEG = `data:image/jpeg;base64,${Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x01, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11,
  0x01, 0xff, 0xd9,
]).toString('base64')}`;
