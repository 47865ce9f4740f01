// The report as a PDF, written in the browser from the same ReportDocument the page draws (not a picture of the
// page): text stays text, a long table runs over as many pages as it needs with its header row on each, and every
// page carries the printed footer. Spec part 3 §9: A4 portrait, pictures as JPEG at quality 0.8.

import type { ChartSection } from '@condo/report-kit';
import {
  CHART_PALETTE,
  cellValue,
  chartFigures,
  chartIsEmpty,
  NO_CHART_DATA,
  NO_DATA,
  REPORT_FOOTER,
  type ReportDocument,
  type ReportSection,
  rangeText,
  type TextRun,
} from '@condo/report-kit';
import type { jsPDF as JsPdf } from 'jspdf';
import type { CellHookData, UserOptions } from 'jspdf-autotable';
import { chartJpeg, type Jpeg, logoJpeg } from './images';

/** Where the pictures come from: the browser by default; a test gives its own. */
export interface PdfImages {
  chart: (section: ChartSection, width: number, height: number) => Promise<Jpeg | undefined>;
  logo: (url: string, box: number) => Promise<Jpeg | undefined>;
}

const browserImages: PdfImages = { chart: chartJpeg, logo: logoJpeg };

// Points (1/72 in). A4 is 595 × 842.
const MARGIN = 40;
/** Room kept at the bottom of every page for the footer. */
const BOTTOM = 56;
const LOGO_BOX = 64;
const CHART_HEIGHT = 220;
const TILES_PER_ROW = 4;
const TILE_HEIGHT = 44;
const GAP = 8;

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const INK: Rgb = [31, 35, 40];
const MUTED: Rgb = [101, 109, 118];
const LINE: Rgb = [208, 215, 222];
const TILE_FILL: Rgb = [246, 248, 250];
const HEAD_FILL = rgb(CHART_PALETTE[0]);
const TONES: Record<NonNullable<TextRun['tone']>, Rgb> = {
  up: rgb('#cf222e'),
  down: rgb('#2da44e'),
  strong: INK,
};

export async function reportToPdf(report: ReportDocument): Promise<Blob> {
  return (await renderPdf(report)).output('blob');
}

/** The PDF document itself (the tests read its pages). jsPDF and its table plug-in load with the first export. */
export async function renderPdf(report: ReportDocument, images: PdfImages = browserImages): Promise<JsPdf> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4', compress: true });
  pdf.setProperties({ title: report.title, subject: report.context.condoName, creator: 'Smart Condo Management' });
  const writer = new PdfWriter(pdf, (options) => autoTable(pdf, options), images);
  await writer.cover(report);
  for (const section of report.sections) await writer.section(section);
  if (!report.sections.length) writer.muted(NO_DATA);
  writer.footers(report.footer ?? REPORT_FOOTER);
  return pdf;
}

class PdfWriter {
  private y = MARGIN;
  private readonly width: number;
  private readonly height: number;

  constructor(
    private readonly pdf: JsPdf,
    private readonly table: (options: UserOptions) => void,
    private readonly images: PdfImages,
  ) {
    this.width = pdf.internal.pageSize.getWidth();
    this.height = pdf.internal.pageSize.getHeight();
  }

  private get contentWidth() {
    return this.width - 2 * MARGIN;
  }

  /** Starts a new page unless `height` more fits on this one. */
  private room(height: number) {
    if (this.y + height <= this.height - BOTTOM) return;
    this.pdf.addPage();
    this.y = MARGIN;
  }

  private font(size: number, style: 'normal' | 'bold' | 'italic' = 'normal', color: Rgb = INK) {
    this.pdf
      .setFont('helvetica', style)
      .setFontSize(size)
      .setTextColor(...color);
  }

  async cover(report: ReportDocument) {
    const { context } = report;
    const logo = context.logoUrl ? await this.images.logo(context.logoUrl, LOGO_BOX).catch(() => undefined) : undefined;
    if (logo) this.pdf.addImage(logo.dataUrl, 'JPEG', MARGIN, this.y, logo.width, logo.height);
    const x = logo ? MARGIN + logo.width + 12 : MARGIN;
    this.font(18, 'bold');
    this.pdf.text(report.title, x, this.y + 18);
    this.font(11, 'normal', MUTED);
    this.pdf.text(context.condoName, x, this.y + 36);
    this.pdf.text(rangeText(context.range), x, this.y + 52);
    this.y += Math.max(60, logo?.height ?? 0) + 10;
    this.pdf.setDrawColor(...LINE).line(MARGIN, this.y, this.width - MARGIN, this.y);
    this.y += 16;
  }

  async section(section: ReportSection) {
    switch (section.kind) {
      case 'heading':
        this.room(40);
        this.font(14, 'bold');
        this.pdf.text(section.text, MARGIN, this.y + 12);
        this.y += 24;
        return;
      case 'tiles':
        return this.tiles(section);
      case 'donut':
      case 'line':
        return this.chart(section);
      case 'table':
        return this.tableSection(section);
      case 'paragraph':
        return this.paragraph(section.runs);
      case 'empty':
        return this.muted(section.text);
    }
  }

  private subtitle(text: string | undefined, keepWith: number) {
    if (!text) return this.room(keepWith);
    this.room(18 + keepWith);
    this.font(11, 'bold');
    this.pdf.text(text, MARGIN, this.y + 10);
    this.y += 18;
  }

  muted(text: string) {
    this.room(20);
    this.font(10, 'italic', MUTED);
    this.pdf.text(text, MARGIN, this.y + 10);
    this.y += 22;
  }

  /** The tiles as boxes, four to a row: the label small, the value large. */
  private tiles(section: Extract<ReportSection, { kind: 'tiles' }>) {
    this.subtitle(section.title, TILE_HEIGHT);
    const boxWidth = (this.contentWidth - (TILES_PER_ROW - 1) * GAP) / TILES_PER_ROW;
    section.tiles.forEach((tile, index) => {
      const column = index % TILES_PER_ROW;
      if (column === 0 && index > 0) this.y += TILE_HEIGHT + GAP;
      if (column === 0) this.room(TILE_HEIGHT);
      const x = MARGIN + column * (boxWidth + GAP);
      this.pdf
        .setDrawColor(...LINE)
        .setFillColor(...TILE_FILL)
        .rect(x, this.y, boxWidth, TILE_HEIGHT, 'FD');
      this.font(8, 'normal', MUTED);
      const [label = ''] = this.pdf.splitTextToSize(tile.label, boxWidth - 12) as string[];
      this.pdf.text(label, x + 6, this.y + 13);
      this.font(15, 'bold');
      this.pdf.text(String(tile.value), x + 6, this.y + 34);
    });
    if (section.tiles.length) this.y += TILE_HEIGHT + 16;
  }

  /** A chart as ECharts draws it; its figures as a small table if the browser cannot paint it. */
  private async chart(section: ChartSection) {
    if (chartIsEmpty(section)) {
      this.subtitle(section.title, 20);
      return this.muted(NO_CHART_DATA);
    }
    const image = await this.images.chart(section, this.contentWidth, CHART_HEIGHT).catch(() => undefined);
    if (!image) {
      const figures = chartFigures(section);
      return this.tableOf(section.title, figures.head.length ? figures.head : ['', ''], figures.rows);
    }
    this.subtitle(section.title, CHART_HEIGHT);
    this.pdf.addImage(image.dataUrl, 'JPEG', MARGIN, this.y, this.contentWidth, CHART_HEIGHT);
    this.y += CHART_HEIGHT + 16;
  }

  private tableSection(section: Extract<ReportSection, { kind: 'table' }>) {
    const rows = section.rows.map((row) => section.columns.map((column) => cellValue(row[column.key])));
    this.tableOf(
      section.title,
      section.columns.map((column) => column.title),
      rows,
      (data) => {
        const cell = section.rows[data.row.index]?.[section.columns[data.column.index]?.key ?? ''];
        return typeof cell === 'object' && 'href' in cell ? cell.href : undefined;
      },
    );
    if (section.note) this.muted(section.note);
  }

  /**
   * A table through jspdf-autotable: it breaks pages by itself and repeats the header row on each
   * (`showHead: 'everyPage'`), leaving the footer's room free on every page.
   */
  private tableOf(
    title: string | undefined,
    head: string[],
    rows: (string | number)[][],
    linkOf?: (data: CellHookData) => string | undefined,
  ) {
    // The title stays with the header and a first row.
    this.subtitle(title, 48);
    const body = rows.length ? rows : [[{ content: NO_DATA, colSpan: head.length }]];
    this.table({
      startY: this.y,
      head: [head],
      body,
      showHead: 'everyPage',
      rowPageBreak: 'avoid',
      theme: 'grid',
      margin: { top: MARGIN, bottom: BOTTOM, left: MARGIN, right: MARGIN },
      styles: {
        font: 'helvetica',
        fontSize: 8,
        cellPadding: 3,
        overflow: 'linebreak',
        textColor: INK,
        lineColor: LINE,
      },
      headStyles: { fillColor: HEAD_FILL, textColor: [255, 255, 255], fontStyle: 'bold' },
      didParseCell: (data) => {
        if (data.section === 'body' && linkOf?.(data)) data.cell.styles.textColor = HEAD_FILL;
      },
      didDrawCell: (data) => {
        const url = data.section === 'body' ? linkOf?.(data) : undefined;
        if (url) this.pdf.link(data.cell.x, data.cell.y, data.cell.width, data.cell.height, { url });
      },
    });
    this.y = (this.pdf as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 16;
  }

  /** Runs of text, wrapped word by word, each in its tone (the weekly digest's more in red, less in green). */
  private paragraph(runs: TextRun[]) {
    const lineHeight = 14;
    const right = this.width - MARGIN;
    let x = MARGIN;
    this.room(lineHeight);
    for (const run of runs) {
      this.font(10, run.tone === 'strong' ? 'bold' : 'normal', run.tone ? TONES[run.tone] : INK);
      for (const word of run.text.split(/(?<=\s)/)) {
        const wordWidth = this.pdf.getTextWidth(word);
        if (x + wordWidth > right && x > MARGIN) {
          x = MARGIN;
          this.y += lineHeight;
          this.room(lineHeight);
        }
        this.pdf.text(word, x, this.y + 10);
        x += wordWidth;
      }
    }
    this.y += lineHeight + 10;
  }

  /** The printed footer and the page number on every page. */
  footers(footer: string) {
    const pages = this.pdf.getNumberOfPages();
    for (let page = 1; page <= pages; page += 1) {
      this.pdf.setPage(page);
      this.font(8, 'normal', MUTED);
      const baseline = this.height - 24;
      this.pdf.text(footer, this.width / 2, baseline, { align: 'center' });
      this.pdf.text(`Page ${page} of ${pages}`, this.width - MARGIN, baseline, { align: 'right' });
    }
  }
}
