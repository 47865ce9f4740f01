// Test data, a fake API and a render helper for the alert screens' component tests. Only the network is replaced
// (`@condo/shared/testing`): resources, interceptors, toasts, antd and the router are the real ones.
import {
  type AlertType,
  ConsoleRoot,
  configureApi,
  consoleTheme,
  type PermissionMap,
  type Presentation,
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

export function alertTypeFixture(overrides: Partial<AlertType> = {}): AlertType {
  return {
    id: 51,
    name: 'Overstay vehicle',
    alias_name: 'overstay_vehicle',
    nature: 'unit',
    status: 'active',
    recent_alert_time: 'recent_triggered_time',
    auto_resolve: 'after_12_hours',
    alert_group: { id: 1, name: 'Over Stay' },
    notification: { id: 71, name: 'Gate Camera Alerts' },
    weight: { raised: 10, resolved: 5, false_alert: 2 },
    whatsapp_content: { raised: 'Overstay!', resolved: 'Left', false_alert: 'False' },
    sms_content: { raised: 'Overstay', resolved: 'Left', false_alert: 'False' },
    emergency: false,
    description: 'Vehicles past their time',
    ...overrides,
  };
}

export function presentationFixture(overrides: Partial<Presentation> = {}): Presentation {
  return {
    id: 61,
    position: 1,
    title: 'Emergencies',
    subtitle: 'Fire and lift alarms',
    header: 'Marina Bay',
    footer: 'Guard house',
    alert_types: ['fire_alarm'],
    sound: true,
    disabled: false,
    visibility: true,
    url: 'https://alerts.example.com/emergencies',
    icon_url: null,
    expand: 'full',
    align: 'center',
    ...overrides,
  };
}

/** `'GET /api/v1/alert_types/{id}'` → a reply; `{id}` matches one path segment. */
export type FakeRoutes = Record<string, (request: FakeRequest & { path: string }) => FakeReply>;

/** A fake API answering by method and path (after the base URL, without the query); anything else is a 404. */
export function fakeApi(routes: FakeRoutes) {
  const table = Object.entries(routes).map(([key, reply]) => {
    const [method, pattern = ''] = key.split(' ');
    return { method, path: new RegExp(`^${pattern.replace(/\{\w+\}/g, '[^/]+')}$`), reply };
  });
  return installFakeBackend((request) => {
    const path = new URL(request.url, 'https://gw.test').pathname
      .replace(/^\/tenants\/[^/]+/, '')
      .replace(/^\/gateway/, '');
    const route = table.find((candidate) => candidate.method === request.method && candidate.path.test(path));
    return route ? route.reply({ ...request, path }) : { status: 404, body: { message: `no fake for ${path}` } };
  });
}

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

/** The open dialog with this title. */
export async function dialogTitled(title: string) {
  const dialogs = await screen.findAllByRole('dialog');
  const found = dialogs.find((dialog) => within(dialog).queryAllByText(title).length > 0);
  if (!found) throw new Error(`no dialog titled ${title}`);
  return found;
}

/** The options an open select lists (rc-select also renders hidden a11y options; these are the visible ones). */
export async function openOptions(select: HTMLElement) {
  await userEvent.click(select);
  await screen.findAllByRole('listbox');
  const dropdown = document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  if (!dropdown) throw new Error('no open list');
  return [...dropdown.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
}

/** Chooses the visible option titled `title` of an open select. */
export async function pick(title: string) {
  const matches = await screen.findAllByTitle(title);
  const option = matches.find((element) => element.classList.contains('ant-select-item-option')) ?? matches.at(-1);
  await userEvent.click(option as HTMLElement);
}
