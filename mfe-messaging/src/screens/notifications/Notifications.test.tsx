import {
  CONDO,
  callsTo,
  dialogTitled,
  type FakeRequest,
  type FakeRoutes,
  fakeApi,
  queryOf,
  renderScreen,
  rowOf,
} from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupFixture, userFixture } from '../testing/messaging';
import { NotificationsScreen } from './NotificationsScreen';

const FULL = { 'api/v1/notifications': ['index', 'create', 'update'], 'api/v1/users': ['index'] };
const users = [userFixture(11, 'Aarav'), userFixture(12, 'Mei Ling', 'Wong'), userFixture(13, 'Rahul', 'Menon')];

const render = (permissions = FULL, search = '') =>
  renderScreen(
    `/condos/${CONDO}/notifications${search}`,
    '/condos/:id/notifications',
    <NotificationsScreen />,
    permissions,
  );

/** Opens a user picker, searches a name on the server and picks the first match. */
async function pickUser(label: string, search: string, name: string) {
  const picker = screen.getByRole('combobox', { name: label });
  await userEvent.click(picker);
  await userEvent.type(picker, search);
  // The visible list item (rc-select also renders hidden a11y options that do not select).
  const match = await screen.findAllByTitle(name);
  const item = match.find((element) => element.classList.contains('ant-select-item-option')) ?? match.at(-1);
  await userEvent.click(item as HTMLElement);
}

describe('Notifications', () => {
  let requests: FakeRequest[];
  const backend = (routes: FakeRoutes = {}) => {
    ({ requests } = fakeApi({
      'GET /api/v1/notifications': () => ({ status: 200, body: { data: [groupFixture()], total_entries: 1 } }),
      'GET /api/v1/users': (request) => {
        const query = queryOf(request).get('query')?.toLowerCase();
        const rows = users.filter((user) => !query || user.first_name.toLowerCase().includes(query));
        return { status: 200, body: { data: rows, total_entries: rows.length } };
      },
      'POST /api/v1/notifications': () => ({
        status: 201,
        body: { data: groupFixture({ id: 2, name: 'Parcel Desk' }), message: 'Created' },
      }),
      ...routes,
    }));
  };
  const groupLists = () => callsTo(requests, 'GET /api/v1/notifications');
  const userLists = () => callsTo(requests, 'GET /api/v1/users').map((call) => call.query);
  beforeEach(() => backend());

  it('shows each group joined with its users and their SMS, WhatsApp and Mail flags, 50 a page', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Notifications of User here')).toBeInTheDocument();
    const row = await rowOf('Gate Camera Alerts');
    expect(within(row).getByText('Alert')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const mei = within(row).getByText('Mei Ling').closest('li') as HTMLElement;
    expect(mei).toHaveTextContent('SMS on');
    expect(mei).toHaveTextContent('WhatsApp on');
    expect(mei).toHaveTextContent('Mail off');
    const aarav = within(row).getByText('Aarav').closest('li') as HTMLElement;
    expect(aarav).toHaveTextContent('WhatsApp off');
    expect(groupLists()[0]?.query).toEqual({ page: '1', per_page: '50' });
  });

  it('sends the Type and Status filters as notification_type[] and status[] values', async () => {
    render(FULL, '?notification_type=parcel&status=inactive');
    await rowOf('Gate Camera Alerts');
    expect(groupLists()[0]?.query).toEqual({
      page: '1',
      per_page: '50',
      'notification_type[]': ['parcel'],
      'status[]': ['inactive'],
    });
  });

  it('without create and update: no Add, and a row click opens nothing', async () => {
    render({ 'api/v1/notifications': ['index'] } as never);
    await userEvent.click(await rowOf('Gate Camera Alerts'));
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Add: Name is required; type and status default to the first values; users are searched on the server', async () => {
    render();
    await rowOf('Gate Camera Alerts');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add Notification');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Name')).toBeInTheDocument();
    expect(callsTo(requests, 'POST /api/v1/notifications')).toEqual([]);
    expect(within(dialog).getByText('Alert')).toBeInTheDocument();
    expect(within(dialog).getByText('Active')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Parcel Desk');
    await pickUser('SMS users', 'rah', 'Rahul Menon');
    expect(userLists()).toContainEqual({ order: 'first_name', page: '1', per_page: '50' });
    await waitFor(() =>
      expect(userLists()).toContainEqual({ order: 'first_name', page: '1', per_page: '50', query: 'rah' }),
    );
    await pickUser('Mail users', 'mei', 'Mei Ling Wong');
    const calls = groupLists().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(callsTo(requests, 'POST /api/v1/notifications').map((call) => call.body)).toEqual([
        {
          notifications: {
            name: 'Parcel Desk',
            status: 'active',
            notification_type: 'alert',
            sms_user_ids: [13],
            whatsapp_user_ids: [],
            mail_user_ids: [12],
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Spec part 1 §4: the list fetches again a second after the save.
    await waitFor(() => expect(groupLists().length).toBeGreaterThan(calls), { timeout: 2500 });
  });

  it('a row click edits the group with its users named; a failed save keeps the input and shows the message', async () => {
    backend({ 'PUT /api/v1/notifications/{id}': () => ({ status: 422, body: { message: 'name must not be empty' } }) });
    render();
    await userEvent.click(await rowOf('Gate Camera Alerts'));
    const dialog = await dialogTitled('Edit Notification');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Gate Camera Alerts');
    expect(within(dialog).getAllByText('Mei Ling').length).toBeGreaterThanOrEqual(2); // SMS and WhatsApp pickers
    expect(userLists()).toEqual([]); // names come from the row until a picker opens

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Gate alerts (night)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('name must not be empty');
    expect(callsTo(requests, 'PUT /api/v1/notifications/{id}')).toEqual([
      {
        path: '/api/v1/notifications/1',
        query: {},
        body: {
          notifications: expect.objectContaining({
            name: 'Gate alerts (night)',
            sms_user_ids: [11, 12],
            whatsapp_user_ids: [12],
          }),
        },
      },
    ]);
    expect(screen.getByRole('dialog')).toHaveTextContent('Edit Notification');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Gate alerts (night)');
  });
});
