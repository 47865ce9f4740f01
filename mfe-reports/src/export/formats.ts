import type { ReportDocument } from '@condo/report-kit';
import { PDF_FILE_NAME, saveFile, xlsFileName } from './files';

export interface ExportFormat {
  label: string;
  /** Loaded with the first export of its kind (jsPDF, SheetJS): the page does not carry them. */
  write: (report: ReportDocument) => Promise<Blob>;
  fileName: (report: ReportDocument) => string;
}

export const formats: ExportFormat[] = [
  {
    label: 'PDF',
    write: async (report) => (await import('./pdf')).reportToPdf(report),
    fileName: () => PDF_FILE_NAME,
  },
  {
    label: 'XLS',
    write: async (report) => (await import('./xls')).reportToXls(report),
    fileName: (report) => xlsFileName(report.context.range),
  },
];

/** Writes the report as a PDF or an XLS and hands it to the browser's downloads. */
export async function exportFile(report: ReportDocument, type: 'pdf' | 'xls') {
  const format = formats.find((candidate) => candidate.label.toLowerCase() === type) ?? formats[0];
  if (format) saveFile(await format.write(report), format.fileName(report));
}
