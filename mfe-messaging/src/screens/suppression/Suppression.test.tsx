import type { SuppressionEntry } from '@condo/shared';
import { callsTo, type FakeRequest, fakeApi, renderScreen } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SuppressionScreen } from './SuppressionScreen';

jest.setTimeout(30_000);

const entries: SuppressionEntry[] = [
  { id: 4, phone: '91234567', country_code: 65, reason: 'STOP reply', created_at: '2026-11-20T08:00:00Z' },
];

describe('Suppression list', () => {
  let requests: FakeRequest[];
  let rows: unknown[];
  const lists = () => callsTo(requests, 'GET /api/v1/suppression_lists');
  const render = () =>
    renderScreen('/condos/demo/suppression', '/condos/:id/suppression', <SuppressionScreen />, {
      'api/v1/suppression_lists': ['index', 'destroy'],
    });
  beforeEach(() => {
    rows = entries;
    ({ requests } = fakeApi({
      'GET /api/v1/suppression_lists': () => ({ status: 200, body: { data: rows, total_entries: rows.length } }),
      'DELETE /api/v1/suppression_lists/{id}': () => ({ status: 200, body: { message: 'Deleted Successfully..!!' } }),
    }));
  });

  it('delete asks in its own words, and reloads the list a second later', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete +65 91234567' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete Mobile Number')[0]).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure to delete this number?')).toBeInTheDocument();
    expect(within(dialog).queryByText(/cannot be retrived/)).toBeNull();
    const calls = lists().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() =>
      expect(callsTo(requests, 'DELETE /api/v1/suppression_lists/{id}').map((call) => call.path)).toEqual([
        '/api/v1/suppression_lists/4',
      ]),
    );
    const deletedAt = Date.now();
    await waitFor(() => expect(lists().length).toBeGreaterThan(calls), { timeout: 3000 });
    // Spec part 2 §4: not at once, a second after the delete.
    expect(Date.now() - deletedAt).toBeGreaterThanOrEqual(800);
  });

  it('shows Reason and Suppressed Since when the rows carry them, and leaves them out against the spec’s backend', async () => {
    const view = render();
    expect(await screen.findByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Suppressed Since' })).toBeInTheDocument();
    view.unmount();

    // The spec gives no columns beyond the id: the additions reason and created_at are absent.
    rows = [{ id: 4, phone: '91234567', country_code: 65 }];
    render();
    expect(await screen.findByRole('button', { name: 'Delete +65 91234567' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Reason' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Suppressed Since' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Mobile Number' })).toBeInTheDocument();
  });
});
