import { fakeApi, renderScreen } from '@condo/shared/testing';
import { screen } from '@testing-library/react';
import { inlineRangeProblem } from '../../report-kit/useReportState';
import { ReportsDownloadScreen } from './ReportsDownloadScreen';

const week = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-07T23:59:59.999Z' };
const month = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-26T23:59:59.999Z' };
const tooLong = { from: '2026-10-01T00:00:00.000Z', to: '2026-11-01T23:59:59.999Z' };

describe('Download Reports: the range limits of spec part 3 §5', () => {
  it('allows 6 days back for a week report and 30 otherwise, counted like the API', () => {
    expect(inlineRangeProblem(week, 6)).toBeNull();
    expect(inlineRangeProblem(month, 6)).toMatch(/at most 7 days/);
    expect(inlineRangeProblem(month, 30)).toBeNull();
    expect(inlineRangeProblem(tooLong, 30)).toMatch(/at most 31 days/);
  });

  it('a WEEKLY REPORT over a month says why and fetches nothing, instead of an API error', async () => {
    const { requests } = fakeApi({});
    const search = new URLSearchParams({ type: 'consolidated', from: month.from, to: month.to, preview: '1' });
    renderScreen(`/condos/demo/reports-download?${search}`, '/condos/:id/reports-download', <ReportsDownloadScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This report covers at most 7 days');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(requests.filter((request) => request.url.includes('consolidated_weekly_report'))).toHaveLength(0);
  });

  it('the same month is fine for the LNPR VMS report', async () => {
    fakeApi({});
    const search = new URLSearchParams({ type: 'lnpr_vms', from: month.from, to: month.to });
    renderScreen(`/condos/demo/reports-download?${search}`, '/condos/:id/reports-download', <ReportsDownloadScreen />);
    expect(await screen.findByRole('button', { name: 'Preview' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
