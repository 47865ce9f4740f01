// Renders a screen the way the shell mounts it: inside the console root and a router, signed in.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configureApi, setCurrentCondo } from '../api/config';
import { tokenExpiringIn } from '../api/testing/fakeBackend';
import type { PermissionMap } from '../contract/types';
import { storeRoles } from '../permissions/roles';
import { setSession } from '../session/cookies';
import { ConsoleRoot } from '../ui/ConsoleRoot';
import { testTheme } from './theme';

/** The condo every screen test runs in. */
export const CONDO = 'demo';

/** Renders `element` at `url` under the route `pattern`, inside the console root (test theme) and a memory router. */
export function renderRoute(url: string, pattern: string, element: ReactElement) {
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

/** Points the client at the test API that `fakeApi` answers (signed out: the login screen). */
export function configureTestApi() {
  configureApi({ baseUrl: 'https://gw.test/gateway', condoBaseUrlTemplate: 'https://gw.test/tenants/{condo}' });
}

/**
 * Signs in to the test API (`fakeApi` answers it) in the condo `CONDO`, with `permissions` stored for it. Call it
 * before storing anything else a screen reads at start: it clears the local storage.
 */
export function signIn(permissions?: PermissionMap) {
  localStorage.clear();
  configureTestApi();
  setCurrentCondo(CONDO);
  setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'me@demo.test' });
  if (permissions) storeRoles(CONDO, permissions);
}

/** Signs in and renders `element` at `url` under the route `pattern`, with `permissions` stored for the condo. */
export function renderScreen(url: string, pattern: string, element: ReactElement, permissions?: PermissionMap) {
  signIn(permissions);
  return renderRoute(url, pattern, element);
}
