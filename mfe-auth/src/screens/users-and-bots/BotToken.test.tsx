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
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOT_ROLE_GROUPS, botFixture, roleGroup, USER_ROLE_GROUPS } from '../testing/identity';
import { TOKEN_SHOWN_ONCE } from './BotTokenDialog';
import { ROTATE_WARNING } from './bots/form';
import { UsersAndBotsScreen } from './UsersAndBotsScreen';

jest.setTimeout(30_000);

const FULL = { 'api/v1/users': ['index'], 'api/v1/bots': ['index', 'show', 'create', 'update'] };
const NEW_TOKEN = 'bot_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const ROTATED_TOKEN = 'bot_00112233445566778899aabbccddeeff';

function backend({ echoToken = true } = {}) {
  return fakeApi({
    'GET /api/v1/users/profile': () => ({ status: 404, body: {} }),
    'GET /api/v1/role_groups': (request) => ({
      status: 200,
      body: { data: queryOf(request).get('type') === 'BotRoleGroup' ? BOT_ROLE_GROUPS : USER_ROLE_GROUPS },
    }),
    'GET /api/v1/users': () => ({ status: 200, body: { data: [], total_entries: 0 } }),
    'GET /api/v1/bots': () => ({
      status: 200,
      body: { data: [botFixture({ last_active_at: new Date(Date.now() - 120_000).toISOString() })], total_entries: 1 },
    }),
    'POST /api/v1/bots': (request) => ({
      status: 201,
      body: {
        data: botFixture({ id: 32, name: 'Lobby VMS bot', ...(echoToken ? { auth_token: NEW_TOKEN } : {}) }),
        message: `Bot ${(request.body as { bots: { name: string } }).bots.name} created`,
      },
    }),
    'PUT /api/v1/bots/{id}': () => ({ status: 200, body: { data: botFixture(), message: 'Bot updated' } }),
    'POST /api/v1/bots/{id}/rotate_token': () => ({
      status: 200,
      body: { data: botFixture({ auth_token: ROTATED_TOKEN }), message: 'Token rotated' },
    }),
  });
}

const render = (permissions = FULL, search = '?tab=bots') =>
  renderScreen(`/condos/demo/users${search}`, '/condos/:id/users', <UsersAndBotsScreen />, permissions);

let clipboard: string;
beforeEach(() => {
  clipboard = '';
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        clipboard = text;
      },
    },
  });
});

describe('Users & Bots: BOTS', () => {
  const toasts = collectToasts();

  it('lists Name, Role, Status and Last Active At, filterable by role group name; never a token', async () => {
    const { requests } = backend();
    render(FULL, '?tab=bots&bot_role_group=LNPR-Bot');
    const row = await rowOf('Gate LNPR bot');
    expect(within(row).getByText('LNPR-Bot')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('2 minutes ago')).toBeInTheDocument();
    const list = queryOf(requestsTo(requests, 'GET', /\/api\/v1\/bots$/)[0]);
    expect(list.getAll('role_group[]')).toEqual(['LNPR-Bot']);
    expect(list.get('per_page')).toBe('50');
    expect(screen.getByRole('table', { name: 'Bots' })).not.toHaveTextContent(/bot_[0-9a-f]{8}/);
  });

  it('Add: Name is required, no welcome mail; the new token is shown once with a Copy button', async () => {
    const { requests } = backend();
    render();
    await rowOf('Gate LNPR bot');
    await userEvent.click(screen.getByRole('button', { name: 'Add Bot' }));
    const dialog = await dialogTitled('Add Bot');
    expect(within(dialog).queryByText(/welcome/i)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Name')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Lobby VMS bot');
    expect(await openOptions(within(dialog).getByRole('combobox', { name: 'Role' }))).toEqual(
      BOT_ROLE_GROUPS.map((group) => group.name),
    );
    await pick('VMS-Bot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const token = await dialogTitled('Token of Lobby VMS bot');
    const post = requestsTo(requests, 'POST', /\/api\/v1\/bots$/)[0];
    // Spec part 1 §7 "form body"; part 2 §7 {bots:{role_group_id, name, status, auth_token, read_only}}.
    expect(post?.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(post?.body).toEqual({
      bots: {
        name: 'Lobby VMS bot',
        role_group_id: String(roleGroup('VMS-Bot').id),
        status: 'active',
        read_only: 'false',
        auth_token: expect.stringMatching(/^[\w-]{43}$/),
      },
    });
    expect(within(token).getByText(TOKEN_SHOWN_ONCE)).toBeInTheDocument();
    expect(within(token).getByRole('textbox', { name: 'Bot token' })).toHaveValue(NEW_TOKEN);
    expect(screen.queryByText('Add Bot', { selector: '.ant-modal-title' })).toBeNull(); // the form has closed
    await userEvent.click(within(token).getByRole('button', { name: /Copy$/ }));
    expect(clipboard).toBe(NEW_TOKEN);
    expect(within(token).getByRole('button', { name: /Copied$/ })).toBeInTheDocument();
    expect(toasts).toEqual(expect.arrayContaining(['Bot Lobby VMS bot created', 'Token copied']));

    await userEvent.click(within(token).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).not.toHaveTextContent(NEW_TOKEN);
  });

  it('Add on a backend that does not echo the token: the token the console sent is the one shown', async () => {
    const { requests } = backend({ echoToken: false });
    render();
    await rowOf('Gate LNPR bot');
    await userEvent.click(screen.getByRole('button', { name: 'Add Bot' }));
    const dialog = await dialogTitled('Add Bot');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Lobby VMS bot');
    await openOptions(within(dialog).getByRole('combobox', { name: 'Role' }));
    await pick('VMS-Bot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const token = await dialogTitled('Token of Lobby VMS bot');
    const [sent] = requestsTo(requests, 'POST', /\/api\/v1\/bots$/);
    const bots = (sent?.body as { bots?: { auth_token: string } } | undefined)?.bots;
    expect(bots?.auth_token).toMatch(/.+/);
    expect(within(token).getByRole('textbox', { name: 'Bot token' })).toHaveValue(bots?.auth_token);
  });

  it("Last Active At falls back to the spec's last_login when the backend sends no last_active_at", async () => {
    fakeApi({
      'GET /api/v1/users/profile': () => ({ status: 404, body: {} }),
      'GET /api/v1/role_groups': () => ({ status: 200, body: { data: BOT_ROLE_GROUPS } }),
      'GET /api/v1/users': () => ({ status: 200, body: { data: [], total_entries: 0 } }),
      'GET /api/v1/bots': () => {
        const { last_active_at: _absent, ...specBot } = botFixture({
          last_login: new Date(Date.now() - 180_000).toISOString(),
        });
        return { status: 200, body: { data: [specBot], total_entries: 1 } };
      },
    });
    render();
    const row = await rowOf('Gate LNPR bot');
    expect(within(row).getByText('3 minutes ago')).toBeInTheDocument();
  });

  it('Rotate asks first (it cuts the devices off), then shows the new token once', async () => {
    const { requests } = backend();
    render();
    await userEvent.click(await rowOf('Gate LNPR bot'));
    const form = await dialogTitled('Edit Bot');
    expect(within(form).getByRole('tab', { name: 'Details' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Rotate token' }));
    const confirm = await dialogTitled('Rotate the token of this bot?');
    expect(within(confirm).getByText(ROTATE_WARNING)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(requests, 'POST', /rotate_token/)).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Rotate token' }));
    await userEvent.click(
      within(await dialogTitled('Rotate the token of this bot?')).getByRole('button', { name: 'Rotate token' }),
    );
    const token = await dialogTitled('Token of Gate LNPR bot');
    expect(within(token).getByRole('textbox', { name: 'Bot token' })).toHaveValue(ROTATED_TOKEN);
    expect(requestsTo(requests, 'POST', /\/api\/v1\/bots\/31\/rotate_token$/)).toHaveLength(1);
    expect(toasts).toContain('Token rotated');
    await waitFor(() => expect(screen.queryByText('Edit Bot')).toBeNull());
  });

  it('without create and update: no Add, and a row opens nothing', async () => {
    backend();
    render({ 'api/v1/users': ['index'], 'api/v1/bots': ['index'] });
    await userEvent.click(await rowOf('Gate LNPR bot'));
    expect(screen.queryByRole('button', { name: 'Add Bot' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
