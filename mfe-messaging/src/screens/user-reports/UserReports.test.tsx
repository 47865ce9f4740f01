import {
  CONDO,
  callsTo,
  collectToasts,
  dialogTitled,
  type FakeRequest,
  fakeApi,
  renderScreen,
} from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportFixture, userFixture } from '../testing/messaging';
import { UserReportsScreen } from './UserReportsScreen';

const FULL = { 'api/v1/reports': ['index', 'create', 'update'], 'api/v1/users': ['index'] };
const render = (permissions: Record<string, string[]> = FULL, search = '') =>
  renderScreen(`/condos/${CONDO}/reports${search}`, '/condos/:id/reports', <UserReportsScreen />, permissions);

describe('Reports (user reports)', () => {
  const toasts = collectToasts();
  let requests: FakeRequest[];
  beforeEach(() => {
    ({ requests } = fakeApi({
      'GET /api/v1/reports': () => ({ status: 200, body: { data: [reportFixture()], total_entries: 1 } }),
      'GET /api/v1/users': () => ({
        status: 200,
        body: { data: [userFixture(11, 'Aarav'), userFixture(13, 'Rahul', 'Menon')], total_entries: 2 },
      }),
      'POST /api/v1/reports': () => ({
        status: 201,
        body: { data: reportFixture({ id: 6, name: 'Gate' }), message: 'Report created' },
      }),
      'PUT /api/v1/reports/{id}': () => ({ status: 200, body: { data: reportFixture(), message: 'Report updated' } }),
    }));
  });

  it('shows Name, Report Type by its label, Users as chips and Status, 25 a page', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByText('Reports of users')).toBeInTheDocument();
    const row = (await screen.findByText('Weekly Management Report')).closest('tr') as HTMLElement;
    expect(within(row).getByText('WEEKLY REPORT')).toBeInTheDocument();
    const chips = within(row).getByRole('list', { name: 'Users of Weekly Management Report' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Aarav', 'Mei Ling']);
    expect(within(row).getByText('Active')).toBeInTheDocument();
    for (const name of ['Name', 'Report Type', 'Users', 'Status'])
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    expect(callsTo(requests, 'GET /api/v1/reports')[0]?.query).toEqual({ page: '1', per_page: '25' });
  });

  it('sends the Report Type and Status filters as report_type[] and status[] values', async () => {
    render(FULL, '?report_type=alert&status=active');
    await screen.findByText('Weekly Management Report');
    expect(callsTo(requests, 'GET /api/v1/reports')[0]?.query).toEqual({
      page: '1',
      per_page: '25',
      'report_type[]': ['alert'],
      'status[]': ['active'],
    });
  });

  it('Add needs create; Name is required; the report is created with its users', async () => {
    render();
    await screen.findByText('Weekly Management Report');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add Report');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Name')).toBeInTheDocument();
    expect(within(dialog).getByText('LNPR VMS')).toBeInTheDocument(); // the first report type

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gate');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Users' }));
    const match = await screen.findAllByTitle('Rahul Menon');
    await userEvent.click(match.find((element) => element.classList.contains('ant-select-item-option')) as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(callsTo(requests, 'POST /api/v1/reports').map((call) => call.body)).toEqual([
        { reports: { name: 'Gate', status: 'active', report_type: 'lnpr_vms', user_ids: [13] } },
      ]),
    );
    expect(toasts).toContain('Report created');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a row click edits the report with its users named', async () => {
    render();
    await userEvent.click((await screen.findByText('Weekly Management Report')).closest('tr') as HTMLElement);
    const dialog = await dialogTitled('Edit Report');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Weekly Management Report');
    expect(within(dialog).getByText('Mei Ling')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(requests, 'PUT /api/v1/reports/{id}')).toEqual([
        {
          path: '/api/v1/reports/5',
          query: {},
          body: {
            reports: {
              name: 'Weekly Management Report',
              status: 'active',
              report_type: 'consolidated',
              user_ids: [11, 12],
            },
          },
        },
      ]),
    );
  });

  it('without create and update: no Add and no edit', async () => {
    render({ 'api/v1/reports': ['index'] });
    await userEvent.click((await screen.findByText('Weekly Management Report')).closest('tr') as HTMLElement);
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
