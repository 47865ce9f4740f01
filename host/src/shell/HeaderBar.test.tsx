import { bus, ConsoleRoot, getToken, setSession, THEME_STORAGE_KEY } from '@condo/shared';
import { testTheme, tokenExpiringIn } from '@condo/shared/testing';
import { flushTablePreferences } from '@condo/shared/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EnvironmentManifest } from '../environment';
import { HeaderBar, LOGOUT_SAVE_WAIT_MS } from './HeaderBar';

// The real kit, but for the save of the table settings, which Log Out waits for: held back here at will.
jest.mock('@condo/shared/ui', () => ({ ...jest.requireActual('@condo/shared/ui'), flushTablePreferences: jest.fn() }));

const env: EnvironmentManifest = {
  name: 'test',
  api: { baseUrl: 'http://api.test', condoBaseUrlTemplate: 'http://api.test/{condo}' },
  remotes: {},
};

function renderHeader() {
  return render(
    <ConsoleRoot theme={testTheme}>
      <HeaderBar
        collapsed={false}
        onToggle={() => {}}
        showToggle
        condoName="Marina Bay"
        route={null}
        env={env}
        condo={undefined}
      />
    </ConsoleRoot>,
  );
}

const openProfileMenu = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /profile menu/ }));

beforeEach(() => {
  localStorage.clear();
  bus.theme$.next({ preference: 'system', scheme: 'light' });
});

test('the profile menu offers Light, Dark and System as radio items, System checked at first', async () => {
  const user = userEvent.setup();
  renderHeader();
  await openProfileMenu(user);
  await screen.findByRole('group');
  const items = screen.getAllByRole('menuitemradio');
  expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
    ['Light', 'false'],
    ['Dark', 'false'],
    ['System', 'true'],
  ]);
});

// The arrow keys need a laid-out page (antd's menu skips items without a size): e2e/tests/theme.spec.ts uses them.
test('choosing Dark themes the console, remembers it in the browser and shows it checked', async () => {
  const user = userEvent.setup();
  renderHeader();
  await openProfileMenu(user);
  await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
  expect(bus.theme$.value).toEqual({ preference: 'dark', scheme: 'dark' });
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  await openProfileMenu(user);
  const checked = async (name: string) =>
    (await screen.findByRole('menuitemradio', { name })).getAttribute('aria-checked');
  expect([await checked('Dark'), await checked('System')]).toEqual(['true', 'false']);
});

test('Log Out first lets the table settings changed just before reach the server, then ends the session', async () => {
  setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'me@demo.test' });
  let saved = () => {};
  jest.mocked(flushTablePreferences).mockImplementation(() => new Promise<void>((resolve) => (saved = resolve)));
  let logouts = 0;
  const subscription = bus.logout$.subscribe(() => logouts++);
  const user = userEvent.setup();
  renderHeader();
  await openProfileMenu(user);
  await user.click(await screen.findByRole('menuitem', { name: /Log Out$/ }));
  expect(flushTablePreferences).toHaveBeenCalledWith(LOGOUT_SAVE_WAIT_MS);
  // Still signed in while the save is under way: it needs the session.
  expect(getToken()).toBeTruthy();
  expect(logouts).toBe(0);
  saved();
  await waitFor(() => expect(logouts).toBe(1));
  expect(getToken()).toBeFalsy();
  subscription.unsubscribe();
});
