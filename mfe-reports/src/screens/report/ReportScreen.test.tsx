import { callsTo, fakeApi, renderScreen } from '@condo/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportScreen } from './ReportScreen';

jest.setTimeout(30_000);

const alertCount = new URLSearchParams({
  type: 'alert_report',
  sub: 'alert_count',
  period: 'week',
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-07T23:59:59.999Z',
});

describe('The extended report page on a slow server', () => {
  it('Preview waits while the report loads: a double click asks for its data once', async () => {
    const { requests } = fakeApi({
      'GET /api/v1/alerts': () => ({
        status: 200,
        body: {
          data: [],
          aggregation: { total_count: { value: 0 }, status: { buckets: [] }, alert_type_name: { buckets: [] } },
        },
        delayMs: 300,
      }),
    });
    renderScreen(`/condos/demo/report?${alertCount}`, '/condos/:id/report', <ReportScreen />);
    const preview = screen.getByRole('button', { name: 'Preview' });
    await userEvent.dblClick(preview);
    await waitFor(() => expect(preview).toHaveClass('ant-btn-loading'));
    await userEvent.click(preview); // ignored too: the data is still on its way

    expect(await screen.findByRole('article', { name: 'Alert Report' })).toBeInTheDocument();
    expect(preview).not.toHaveClass('ant-btn-loading');
    expect(callsTo(requests, 'GET /api/v1/alerts')).toHaveLength(1);
  });
});
