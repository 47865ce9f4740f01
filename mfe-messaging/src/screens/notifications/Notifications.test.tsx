import { api } from '@condo/shared';
import { CONDO, dialogTitled, renderScreen, rowOf } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupFixture, userFixture } from '../testing/messaging';
import { NotificationsScreen } from './NotificationsScreen';

// Only the API boundary is replaced; the kit's list, antd, the router and the permission map are the real ones.
jest.mock('@condo/shared', () => {
  const actual = jest.requireActual('@condo/shared');
  return {
    ...actual,
    api: {
      ...actual.api,
      notifications: { list: jest.fn(), create: jest.fn(), update: jest.fn() },
      users: { ...actual.api.users, list: jest.fn() },
    },
  };
});

const listGroups = api.notifications.list as jest.Mock;
const createGroup = api.notifications.create as jest.Mock;
const updateGroup = api.notifications.update as jest.Mock;
const listUsers = api.users.list as jest.Mock;

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
  beforeEach(() => {
    for (const mock of [listGroups, createGroup, updateGroup, listUsers]) mock.mockReset();
    listGroups.mockResolvedValue({ data: [groupFixture()], total_entries: 1 });
    listUsers.mockImplementation(async ({ query }: { query?: string }) => {
      const rows = users.filter((user) => !query || user.first_name.toLowerCase().includes(query.toLowerCase()));
      return { data: rows, total_entries: rows.length };
    });
  });

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
    expect(listGroups.mock.calls[0]?.[0]).toEqual({ page: 1, per_page: 50 });
  });

  it('sends the Type and Status filters as notification_type[] and status[] values', async () => {
    render(FULL, '?notification_type=parcel&status=inactive');
    await rowOf('Gate Camera Alerts');
    expect(listGroups.mock.calls[0]?.[0]).toEqual({
      page: 1,
      per_page: 50,
      notification_type: ['parcel'],
      status: ['inactive'],
    });
  });

  it('without create and update: no Add, and a row click opens nothing', async () => {
    render({ 'api/v1/notifications': ['index'] } as never);
    await userEvent.click(await rowOf('Gate Camera Alerts'));
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Add: Name is required; type and status default to the first values; users are searched on the server', async () => {
    createGroup.mockResolvedValue({ data: groupFixture({ id: 2, name: 'Parcel Desk' }), message: 'Created' });
    render();
    await rowOf('Gate Camera Alerts');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add Notification');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Name')).toBeInTheDocument();
    expect(createGroup).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Alert')).toBeInTheDocument();
    expect(within(dialog).getByText('Active')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Parcel Desk');
    await pickUser('SMS users', 'rah', 'Rahul Menon');
    expect(listUsers).toHaveBeenCalledWith({ order: 'first_name', page: 1, per_page: 50 }, expect.anything());
    await waitFor(() =>
      expect(listUsers).toHaveBeenCalledWith(
        { order: 'first_name', page: 1, per_page: 50, query: 'rah' },
        expect.anything(),
      ),
    );
    await pickUser('Mail users', 'mei', 'Mei Ling Wong');
    const calls = listGroups.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(createGroup).toHaveBeenCalledWith(
        {
          name: 'Parcel Desk',
          status: 'active',
          notification_type: 'alert',
          sms_user_ids: [13],
          whatsapp_user_ids: [],
          mail_user_ids: [12],
        },
        { notifySuccess: true },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Spec part 1 §4: the list fetches again a second after the save.
    await waitFor(() => expect(listGroups.mock.calls.length).toBeGreaterThan(calls), { timeout: 2500 });
  });

  it('a row click edits the group with its users named; a failed save keeps the input and shows the message', async () => {
    updateGroup.mockRejectedValue(Object.assign(new Error('name must not be empty'), { isAxiosError: true }));
    render();
    await userEvent.click(await rowOf('Gate Camera Alerts'));
    const dialog = await dialogTitled('Edit Notification');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Gate Camera Alerts');
    expect(within(dialog).getAllByText('Mei Ling').length).toBeGreaterThanOrEqual(2); // SMS and WhatsApp pickers
    expect(listUsers).not.toHaveBeenCalled(); // names come from the row until a picker opens

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Gate alerts (night)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('name must not be empty');
    expect(updateGroup).toHaveBeenCalledWith(
      1,
      expect.objectContaining({ name: 'Gate alerts (night)', sms_user_ids: [11, 12], whatsapp_user_ids: [12] }),
      { notifySuccess: true },
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Edit Notification');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Gate alerts (night)');
  });
});
