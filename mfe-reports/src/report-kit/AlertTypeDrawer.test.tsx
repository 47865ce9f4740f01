import { alertTypeAction } from '@condo/report-kit';
import { fakeApi, renderScreen } from '@condo/shared/testing';
import { screen, within } from '@testing-library/react';
import { AlertTypeDrawer, alertTypeOfAction } from './AlertTypeDrawer';

const context = {
  condoName: 'Marina Bay',
  range: { from: '2026-11-16T00:00:00.000Z', to: '2026-11-22T23:59:59.999Z' },
};

describe("An alert type's own report (drawer)", () => {
  it('is titled with the type name the row shows, not its alias', async () => {
    fakeApi({
      'GET /api/v1/alerts/list': () => ({
        status: 200,
        body: { data: [], total_entries: 0, aggregation: { status: { buckets: [] } } },
      }),
    });
    const choice = alertTypeOfAction(alertTypeAction({ key: 'visitor.overstay', name: 'Visitor Over Stay' }));
    expect(choice).toEqual({ key: 'visitor.overstay', name: 'Visitor Over Stay' });
    renderScreen(
      '/condos/demo/reports-download',
      '/condos/:id/reports-download',
      <AlertTypeDrawer type={choice} context={context} onClose={() => {}} />,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Alerts: Visitor Over Stay' });
    expect(await within(drawer).findByRole('article', { name: 'Visitor Over Stay Alert Report' })).toBeInTheDocument();
    expect(within(drawer).queryByText(/visitor\.overstay/)).not.toBeInTheDocument();
  });

  it('names the type from its key when the bucket had no name (a spec backend)', () => {
    expect(alertTypeOfAction(alertTypeAction({ key: 'contractor.overstay' }))).toEqual({
      key: 'contractor.overstay',
      name: 'Contractor Overstay',
    });
    expect(alertTypeOfAction('something-else')).toBeNull();
  });
});
