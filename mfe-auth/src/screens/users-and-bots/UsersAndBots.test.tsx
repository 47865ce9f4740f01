import { replaceRoles } from '@condo/shared';
import {
  collectToasts,
  dialogTitled,
  fakeApi,
  openOptions,
  pick,
  queryOf,
  renderScreen,
  requestsTo,
  rowOf,
} from '@condo/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOT_ROLE_GROUPS, profileOf, roleGroup, USER_ROLE_GROUPS, userFixture } from '../testing/identity';
import { UsersAndBotsScreen } from './UsersAndBotsScreen';

jest.setTimeout(30_000);

const FULL = {
  'api/v1/users': ['index', 'show', 'create', 'update', 'destroy'],
  'api/v1/bots': ['index', 'show', 'create', 'update'],
};

type Reply = { status: number; body: unknown };

function backend({
  role = 'Condo Manager',
  superAdmin = false,
  save = { status: 200, body: {} } as Reply,
}: {
  role?: string;
  superAdmin?: boolean;
  save?: Reply;
} = {}) {
  return fakeApi({
    'GET /api/v1/users/profile': () => ({ status: 200, body: { data: profileOf(role, superAdmin) } }),
    'GET /api/v1/role_groups': (request) => ({
      status: 200,
      body: {
        data: queryOf(request).get('type') === 'BotRoleGroup' ? BOT_ROLE_GROUPS : USER_ROLE_GROUPS,
      },
    }),
    'GET /api/v1/users': () => ({
      status: 200,
      body: {
        data: [
          userFixture({ last_login: new Date(Date.now() - 3 * 86_400_000).toISOString() }),
          userFixture({ id: 12, first_name: 'Rahul', last_name: 'Menon', role_group: roleGroup('All') }),
        ],
        total_entries: 2,
      },
    }),
    'POST /api/v1/users': () => save,
    'PUT /api/v1/users/{id}': () => save,
    'DELETE /api/v1/users/{id}': () => ({ status: 200, body: { message: 'Deleted Successfully..!!' } }),
    'GET /api/v1/bots': () => ({ status: 200, body: { data: [], total_entries: 0 } }),
  });
}

const render = (permissions = FULL, search = '') =>
  renderScreen(`/condos/demo/users${search}`, '/condos/:id/users', <UsersAndBotsScreen />, permissions);

async function openAddUser() {
  await rowOf('Mei Ling Tan');
  await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
  return dialogTitled('Add User');
}

async function roleOptions(dialog: HTMLElement) {
  // The profile and the role groups load before the choices are final.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  return openOptions(within(dialog).getByRole('combobox', { name: 'Role' }));
}

describe('Users & Bots: USERS', () => {
  const toasts = collectToasts();

  it('lists Name, Phone, Email, Role, Last Login and Status, 50 a page by first name', async () => {
    const { requests } = backend();
    render();
    expect(screen.getByRole('heading', { name: 'Users & Bots' })).toBeInTheDocument();
    const row = await rowOf('Mei Ling Tan');
    expect(within(row).getByText('+65 91234567')).toBeInTheDocument();
    expect(within(row).getByText('meiling.tan@demo.test')).toBeInTheDocument();
    expect(within(row).getByText('User')).toBeInTheDocument();
    expect(within(row).getByText('3 days ago')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const list = queryOf(requestsTo(requests, 'GET', /\/api\/v1\/users$/)[0]);
    expect(Object.fromEntries(list)).toEqual({ order: 'first_name', page: '1', per_page: '50' });
  });

  it('sends the Role and Status filters of the URL as role_group[] and status[]', async () => {
    const { requests } = backend();
    render(FULL, '?user_role_group=Admin&user_status=inactive&user_query=tan');
    await waitFor(() => expect(requestsTo(requests, 'GET', /\/api\/v1\/users$/)).toHaveLength(1));
    const list = queryOf(requestsTo(requests, 'GET', /\/api\/v1\/users$/)[0]);
    expect(list.getAll('role_group[]')).toEqual(['Admin']);
    expect(list.getAll('status[]')).toEqual(['inactive']);
    expect(list.get('query')).toBe('tan');
  });

  it.each([
    ['Super Admin', true, USER_ROLE_GROUPS.map((group) => group.name)],
    ['Condo Manager', false, ['Admin', 'Condo Manager', 'Device Manager', 'User']],
    ['Device Manager', false, ['Admin', 'Condo Manager', 'Device Manager', 'User']],
    ['Admin', false, ['User']],
  ])('%s: offered exactly the roles their role may assign', async (role, superAdmin, offered) => {
    backend({ role, superAdmin });
    render();
    expect(await roleOptions(await openAddUser())).toEqual(offered);
  });

  it('a role that assigns none says so and cannot save', async () => {
    backend({ role: 'Viewer' });
    render();
    const dialog = await openAddUser();
    expect(
      await within(dialog).findByText(
        'Your role (Viewer) cannot assign roles to users, so users cannot be added or changed here.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('Add: First Name and Email are required; saves the user with a welcome mail, keeps the input when refused', async () => {
    const { requests } = backend({
      save: { status: 422, body: { message: 'Validation failed', data: ['email is already a member of this condo'] } },
    });
    render();
    const dialog = await openAddUser();
    await roleOptions(dialog);
    await pick('User');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter First Name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter Email')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Priya');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'priya@demo.test');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '9a8-76');
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('9876');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Send welcome mail' }));
    expect(within(dialog).getByText(/follow its delivery in the Out-box/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('email is already a member of this condo');
    const [create] = requestsTo(requests, 'POST', /\/api\/v1\/users$/);
    expect(create?.body).toEqual({
      users: {
        role_group_id: roleGroup('User').id,
        first_name: 'Priya',
        last_name: '',
        email: 'priya@demo.test',
        phone: '9876',
        country_code: 65,
        status: 'active',
        read_only: false,
        send_welcome: true,
      },
    });
    expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveValue('Priya');
  });

  it('a row click edits the user in a Details tab; the welcome switch is off and sent as false', async () => {
    const { requests } = backend({ save: { status: 200, body: { data: userFixture(), message: 'User updated' } } });
    render();
    await userEvent.click(await rowOf('Mei Ling Tan'));
    const dialog = await dialogTitled('Edit User');
    expect(within(dialog).getByRole('tab', { name: 'Details' })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Send welcome mail' })).not.toBeChecked();
    const last = within(dialog).getByRole('textbox', { name: 'Last Name' });
    await userEvent.clear(last);
    await userEvent.type(last, 'Lim');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [update] = requestsTo(requests, 'PUT', /\/api\/v1\/users\/11$/);
    expect(update?.body).toEqual({
      users: expect.objectContaining({ last_name: 'Lim', role_group_id: roleGroup('User').id }),
    });
    // Spec part 2 §7: the users body of POST and PUT carries send_welcome.
    expect((update?.body as { users?: object } | undefined)?.users).toHaveProperty('send_welcome', false);
    expect(toasts).toContain('User updated');
  });

  it('a user whose role the caller may not assign is shown, not changed', async () => {
    backend({ role: 'Condo Manager' });
    render();
    await userEvent.click(await rowOf('Rahul Menon'));
    const dialog = await dialogTitled('Edit User');
    expect(
      await within(dialog).findByText(
        'Your role (Condo Manager) cannot assign the role All, so this user cannot be changed here.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('Delete asks the shared confirmation first', async () => {
    const { requests } = backend();
    render();
    await userEvent.click(within(await rowOf('Mei Ling Tan')).getByRole('button', { name: 'Delete Mei Ling Tan' }));
    const confirm = await dialogTitled('Confirm Deletion');
    expect(screen.queryByRole('dialog', { name: 'Edit User' })).toBeNull(); // the row did not open too
    await userEvent.click(within(confirm).getByRole('button', { name: 'No, Go Back' }));
    expect(requestsTo(requests, 'DELETE', /users/)).toHaveLength(0);

    await userEvent.click(within(await rowOf('Mei Ling Tan')).getByRole('button', { name: 'Delete Mei Ling Tan' }));
    await userEvent.click(
      within(await dialogTitled('Confirm Deletion')).getByRole('button', { name: 'Yes, Delete it' }),
    );
    await waitFor(() => expect(toasts).toContain('Deleted Successfully..!!'));
    expect(requestsTo(requests, 'DELETE', /\/api\/v1\/users\/11$/)).toHaveLength(1);
    // The list again a second later (spec part 2 §4).
    const lists = requestsTo(requests, 'GET', /\/api\/v1\/users$/).length;
    await waitFor(() => expect(requestsTo(requests, 'GET', /\/api\/v1\/users$/).length).toBeGreaterThan(lists), {
      timeout: 2500,
    });
  });

  it('without create, update and destroy: no Add, no Delete, and a row opens nothing', async () => {
    backend();
    render({ 'api/v1/users': ['index'], 'api/v1/bots': ['index'] });
    await userEvent.click(await rowOf('Mei Ling Tan'));
    expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a map fetched again (the server refused a call) takes Add and Delete away at once', async () => {
    backend();
    render();
    await rowOf('Mei Ling Tan');
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
    act(() => replaceRoles('demo', { 'api/v1/users': ['index'], 'api/v1/bots': ['index'] }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add User' })).toBeNull());
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
