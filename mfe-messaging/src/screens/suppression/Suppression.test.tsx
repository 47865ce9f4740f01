import { api, type SuppressionEntry, storeRoles } from '@condo/shared';
import { renderRoute } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SuppressionScreen } from './SuppressionScreen';

// Only the API boundary is replaced; the kit's list page, antd and the router are the real ones.
jest.mock('@condo/shared', () => {
  const actual = jest.requireActual('@condo/shared');
  return { ...actual, api: { ...actual.api, suppressionLists: { list: jest.fn(), remove: jest.fn() } } };
});
jest.setTimeout(30_000);

const list = api.suppressionLists.list as jest.Mock;
const remove = api.suppressionLists.remove as jest.Mock;
const entries: SuppressionEntry[] = [
  { id: 4, phone: '91234567', country_code: 65, reason: 'STOP reply', created_at: '2026-11-20T08:00:00Z' },
];

describe('Suppression list', () => {
  beforeEach(() => {
    list.mockReset().mockResolvedValue({ data: entries, total_entries: 1 });
    remove.mockReset().mockResolvedValue({ message: 'Deleted Successfully..!!' });
  });

  it('delete asks in its own words, and reloads the list a second later', async () => {
    localStorage.clear();
    storeRoles('demo', { 'api/v1/suppression_lists': ['index', 'destroy'] });
    renderRoute('/condos/demo/suppression', '/condos/:id/suppression', <SuppressionScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete +65 91234567' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete Mobile Number')[0]).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure to delete this number?')).toBeInTheDocument();
    expect(within(dialog).queryByText(/cannot be retrived/)).toBeNull();
    const calls = list.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete it' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(4, { notifySuccess: true }));
    const deletedAt = Date.now();
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(calls), { timeout: 3000 });
    // Spec part 2 §4: not at once, a second after the delete.
    expect(Date.now() - deletedAt).toBeGreaterThanOrEqual(800);
  });

  it('shows Reason and Suppressed Since when the rows carry them, and leaves them out against the spec’s backend', async () => {
    localStorage.clear();
    storeRoles('demo', { 'api/v1/suppression_lists': ['index', 'destroy'] });
    const view = renderRoute('/condos/demo/suppression', '/condos/:id/suppression', <SuppressionScreen />);
    expect(await screen.findByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Suppressed Since' })).toBeInTheDocument();
    view.unmount();

    // The spec gives no columns beyond the id: the additions reason and created_at are absent.
    list.mockResolvedValue({ data: [{ id: 4, phone: '91234567', country_code: 65 }], total_entries: 1 });
    renderRoute('/condos/demo/suppression', '/condos/:id/suppression', <SuppressionScreen />);
    expect(await screen.findByRole('button', { name: 'Delete +65 91234567' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Reason' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Suppressed Since' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Mobile Number' })).toBeInTheDocument();
  });
});
