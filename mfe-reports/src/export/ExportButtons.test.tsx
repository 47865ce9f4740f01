import type { ReportDocument } from '@condo/report-kit';
import { recordToasts } from '@condo/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportButtons } from './ExportButtons';
import { hasRows, xlsFileName } from './files';
import { sampleReport } from './sample';

jest.mock('./pdf', () => ({ reportToPdf: jest.fn() }));
jest.mock('./xls', () => ({ reportToXls: jest.fn() }));
const { reportToPdf } = jest.requireMock('./pdf') as { reportToPdf: jest.Mock };
const { reportToXls } = jest.requireMock('./xls') as { reportToXls: jest.Mock };

const emptyReport: ReportDocument = {
  ...sampleReport(0),
  sections: [
    { kind: 'heading', text: 'Detail Alert Report' },
    { kind: 'tiles', tiles: [{ label: 'Total Alerts', value: 0 }] },
    { kind: 'empty', text: 'No Data Found!' },
  ],
};

describe('ExportButtons', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  it('is disabled with no report, and with a report of no rows', () => {
    const { rerender } = render(<ExportButtons report={undefined} />);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download XLS' })).toBeDisabled();
    rerender(<ExportButtons report={emptyReport} />);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    rerender(<ExportButtons report={sampleReport(1)} />);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('is busy while the file is made, then hands it to the browser under its name', async () => {
    let finish: (blob: Blob) => void = () => {};
    reportToPdf.mockReturnValue(new Promise<Blob>((resolve) => (finish = resolve)));
    reportToXls.mockResolvedValue(new Blob(['xls']));
    const report = sampleReport(2);
    render(<ExportButtons report={report} />);
    const pdf = screen.getByRole('button', { name: 'Download PDF' });
    await userEvent.click(pdf);
    await waitFor(() => expect(pdf).toHaveClass('ant-btn-loading'));
    expect(reportToPdf).toHaveBeenCalledWith(report);
    finish(new Blob(['pdf']));
    await waitFor(() => expect(pdf).not.toHaveClass('ant-btn-loading'));
    await userEvent.click(screen.getByRole('button', { name: 'Download XLS' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked.map((link) => link.download)).toEqual(['Overall Reports.pdf', 'Report 16-11-2026-22-11-2026.xlsx']);
  });

  it('says so when a file cannot be made, and can be tried again', async () => {
    const { toasts, stop } = recordToasts();
    reportToXls.mockRejectedValueOnce(new Error('out of memory'));
    render(<ExportButtons report={sampleReport(2)} />);
    const xls = screen.getByRole('button', { name: 'Download XLS' });
    await userEvent.click(xls);
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ level: 'error', text: 'The XLS could not be made: out of memory' }),
      ),
    );
    stop();
    await waitFor(() => expect(xls).not.toHaveClass('ant-btn-loading'));
    expect(xls).toBeEnabled();
    expect(clicked).toHaveLength(0);
  });
});

describe('hasRows', () => {
  it('counts table rows, tiles that are not 0 and chart values that are not 0', () => {
    expect(hasRows(emptyReport)).toBe(false);
    expect(hasRows({ ...emptyReport, sections: [{ kind: 'tiles', tiles: [{ label: 'In', value: 3 }] }] })).toBe(true);
    const zeroDonut = { kind: 'donut' as const, title: 'Types', colors: [], slices: [{ name: 'Car', value: 0 }] };
    expect(hasRows({ ...emptyReport, sections: [zeroDonut] })).toBe(false);
    expect(hasRows(sampleReport(0))).toBe(true); // its line chart has values
  });

  it('names the XLS after the range in DD-MM-YYYY', () => {
    expect(xlsFileName({ from: '2026-11-01T00:00:00.000Z', to: '2026-11-30T23:59:59.999Z' })).toBe(
      'Report 01-11-2026-30-11-2026.xlsx',
    );
  });
});
