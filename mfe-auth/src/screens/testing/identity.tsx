// Test data, a fake API and a render helper for the identity screens' component tests. Only the network is
// replaced (`@condo/shared/testing`): resources, interceptors, toasts, antd and the router are the real ones.
import {
  type AdminUser,
  type AlertUser,
  type Bot,
  bus,
  type CondoUser,
  ConsoleRoot,
  configureApi,
  consoleTheme,
  type PermissionMap,
  type Profile,
  type RoleGroup,
  setCurrentCondo,
  setSession,
  storeRoles,
} from '@condo/shared';
import { type FakeReply, type FakeRequest, installFakeBackend, tokenExpiringIn } from '@condo/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

// Without runtime styles: jsdom recomputes every antd <style> tag on each visibility check, ten times slower.
const testTheme = { ...consoleTheme, zeroRuntime: true };

export const CONDO = 'demo';

export const USER_ROLE_GROUPS: RoleGroup[] = [
  'Admin',
  'Condo Manager',
  'Device Manager',
  'Viewer',
  'User',
  'Demo',
  'All',
  'Resident',
].map((name, index) => ({ id: index + 2, name, type: 'UserRoleGroup' }));
export const BOT_ROLE_GROUPS: RoleGroup[] = ['LNPR-Bot', 'Alert-Bot', 'VMS-Bot'].map((name, index) => ({
  id: index + 20,
  name,
  type: 'BotRoleGroup',
}));
export const roleGroup = (name: string) => {
  const group = [...USER_ROLE_GROUPS, ...BOT_ROLE_GROUPS].find((candidate) => candidate.name === name);
  if (!group) throw new Error(`no role group ${name}`);
  return { id: group.id, name: group.name };
};

export function profileOf(role: string, isSuperAdmin = false): Profile {
  return {
    id: 1,
    email: 'me@demo.test',
    first_name: 'Me',
    slack_username: null,
    role_group: role === 'Super Admin' ? { id: 1, name: role } : roleGroup(role),
    is_super_admin: isSuperAdmin,
  };
}

export function userFixture(overrides: Partial<CondoUser> = {}): CondoUser {
  return {
    id: 11,
    first_name: 'Mei Ling',
    last_name: 'Tan',
    email: 'meiling.tan@demo.test',
    phone: '91234567',
    country_code: 65,
    status: 'active',
    role_group: roleGroup('User'),
    read_only: false,
    last_login: null,
    ...overrides,
  };
}

export function botFixture(overrides: Partial<Bot> = {}): Bot {
  return {
    id: 31,
    name: 'Gate LNPR bot',
    status: 'active',
    role_group: roleGroup('LNPR-Bot'),
    read_only: false,
    last_login: null,
    last_active_at: null,
    ...overrides,
  };
}

export function adminUserFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    email: 'rahul@demo.test',
    slack_username: 'rahul.menon',
    last_login: '2026-11-20T08:00:00Z',
    condos: [
      { id: 1, name: 'Marina Bay Residences', alias_name: 'marina-bay' },
      { id: 2, name: 'Orchid Gardens', alias_name: 'orchid-gardens' },
    ],
    ...overrides,
  };
}

export function alertUserFixture(overrides: Partial<AlertUser> = {}): AlertUser {
  return {
    id: 41,
    first_name: 'Arjun',
    last_name: 'Nair',
    email: 'arjun.nair@demo.test',
    phone: '98765432',
    country_code: 65,
    status: 'active',
    last_login: null,
    condo_ids: [1],
    ...overrides,
  };
}

/** `'GET /api/v1/users/{id}'` → a reply; `{id}` matches one path segment. */
export type FakeRoutes = Record<string, (request: FakeRequest & { path: string }) => FakeReply>;

/** A fake API answering by method and path (after the base URL, without the query); anything else is a 404. */
export function fakeApi(routes: FakeRoutes) {
  const table = Object.entries(routes).map(([key, reply]) => {
    const [method, pattern = ''] = key.split(' ');
    const path = new RegExp(`^${pattern.replace(/\{\w+\}/g, '[^/]+')}$`);
    return { method, path, reply };
  });
  return installFakeBackend((request) => {
    const path = new URL(request.url, 'https://gw.test').pathname
      .replace(/^\/tenants\/[^/]+/, '')
      .replace(/^\/gateway/, '');
    const route = table.find((candidate) => candidate.method === request.method && candidate.path.test(path));
    return route ? route.reply({ ...request, path }) : { status: 404, body: { message: `no fake for ${path}` } };
  });
}

/**
 * The texts the shell would toast (it draws `bus.toast$`; screens only publish), emptied before each test. Call it
 * in a describe block.
 */
export function collectToasts() {
  const texts: string[] = [];
  const subscription = bus.toast$.subscribe((toast) => texts.push(toast.text));
  beforeEach(() => {
    texts.length = 0;
  });
  afterAll(() => subscription.unsubscribe());
  return texts;
}

/** The query of a recorded request, as the server reads it. */
export const queryOf = (request: FakeRequest | undefined) =>
  new URL(request?.url ?? '', 'https://gw.test').searchParams;

export const requestsTo = (requests: FakeRequest[], method: string, path: RegExp) =>
  requests.filter(
    (request) => request.method === method && path.test(new URL(request.url, 'https://gw.test').pathname),
  );

/** Signs in and renders `element` at `url` under the route `pattern`, with `permissions` stored for the condo. */
export function renderScreen(url: string, pattern: string, element: ReactElement, permissions?: PermissionMap) {
  localStorage.clear();
  configureApi({ baseUrl: 'https://gw.test/gateway', condoBaseUrlTemplate: 'https://gw.test/tenants/{condo}' });
  setCurrentCondo(CONDO);
  setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'me@demo.test' });
  if (permissions) storeRoles(CONDO, permissions);
  return render(
    <ConsoleRoot theme={testTheme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </ConsoleRoot>,
  );
}

export async function rowOf(text: string) {
  return (await screen.findByText(text)).closest('tr') as HTMLElement;
}

/** The open dialog with this title (antd's test ids make every dialog's aria-labelledby 'test-id'). */
export async function dialogTitled(title: string) {
  const dialogs = await screen.findAllByRole('dialog');
  const found = dialogs.find((dialog) => within(dialog).queryAllByText(title).length > 0);
  if (!found) throw new Error(`no dialog titled ${title}`);
  return found;
}

/** The options an open select lists (rc-select also renders hidden a11y options; these are the visible ones). */
export async function openOptions(select: HTMLElement) {
  await userEvent.click(select);
  const list = await screen.findAllByRole('listbox');
  const dropdown = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  if (!dropdown) throw new Error(`no open list (${list.length} listboxes)`);
  return [...dropdown.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
}

/** Chooses the visible option titled `title` of an open select. */
export async function pick(title: string) {
  const matches = await screen.findAllByTitle(title);
  const option = matches.find((element) => element.classList.contains('ant-select-item-option')) ?? matches.at(-1);
  await userEvent.click(option as HTMLElement);
}
