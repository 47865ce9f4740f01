import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { bus } from '../bus';
import { setSession } from '../session/cookies';
import { logout } from '../session/logout';
import { browser } from '../session/navigate';
import { theme } from './antd-core';
import { ConsoleRoot } from './ConsoleRoot';
import { SYSTEM_DARK_QUERY, THEME_STORAGE_KEY, themeChoiceOf } from './colorScheme';
import { chooseThemePreference, followThemePreference } from './themePreference';

/** The system's colour scheme, switchable as an OS does at dusk. */
function fakeSystem(dark: boolean) {
  const state = { dark };
  const listeners = new Set<() => void>();
  const list = {
    media: SYSTEM_DARK_QUERY,
    get matches() {
      return state.dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  } as unknown as MediaQueryList;
  const original = window.matchMedia;
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => (query === SYSTEM_DARK_QUERY ? list : original(query)));
  return {
    switchTo(nowDark: boolean) {
      state.dark = nowDark;
      for (const listener of listeners) listener();
    },
  };
}

const page = document.documentElement;
let stop: (() => void) | undefined;

beforeEach(() => {
  localStorage.clear();
  bus.theme$.next(themeChoiceOf('light'));
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('the theme preference', () => {
  it('starts from the choice stored in this browser and marks the page with it', () => {
    fakeSystem(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    stop = followThemePreference();
    expect(bus.theme$.value).toEqual({ preference: 'dark', scheme: 'dark' });
    expect(page.dataset.theme).toBe('dark');
    expect(page.style.colorScheme).toBe('dark');
  });

  it('without a stored choice follows the system, and keeps following it while the page is open', () => {
    const system = fakeSystem(true);
    stop = followThemePreference();
    expect(bus.theme$.value).toEqual({ preference: 'system', scheme: 'dark' });
    system.switchTo(false);
    expect(bus.theme$.value).toEqual({ preference: 'system', scheme: 'light' });
    expect(page.dataset.theme).toBe('light');
    system.switchTo(true);
    expect(page.dataset.theme).toBe('dark');
  });

  it('keeps a chosen scheme whatever the system does', () => {
    const system = fakeSystem(false);
    stop = followThemePreference();
    chooseThemePreference('dark');
    system.switchTo(true);
    system.switchTo(false);
    expect(bus.theme$.value).toEqual({ preference: 'dark', scheme: 'dark' });
    expect(page.dataset.theme).toBe('dark');
  });

  it('remembers the choice; System is the default and is stored as no choice', () => {
    fakeSystem(false);
    stop = followThemePreference();
    chooseThemePreference('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    chooseThemePreference('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(bus.theme$.value).toEqual({ preference: 'system', scheme: 'light' });
  });

  it('takes over a choice made in another tab of the browser', () => {
    fakeSystem(false);
    stop = followThemePreference();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(bus.theme$.value.scheme).toBe('dark');
  });

  it('outlives a logout, which clears the rest of the storage', () => {
    jest.spyOn(browser, 'goTo').mockImplementation(() => {});
    setSession({ token: 't', refresh_token: 'r', email: 'ops@example.com' });
    localStorage.setItem('sunrise_user_roles', '{}');
    chooseThemePreference('dark');
    logout();
    expect(localStorage.getItem('sunrise_user_roles')).toBeNull();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });
});

let mounts = 0;
/** Shows the surface colour of its root's theme, and counts how often it was mounted. */
function Probe() {
  useState(() => ++mounts);
  const { token } = theme.useToken();
  return <output aria-label="surface">{token.colorBgContainer}</output>;
}

describe('ConsoleRoot', () => {
  it('recolours a mounted root in place when the scheme changes: nothing remounts', () => {
    fakeSystem(false);
    stop = followThemePreference();
    render(
      <ConsoleRoot>
        <Probe />
      </ConsoleRoot>,
    );
    expect(screen.getByLabelText('surface')).toHaveTextContent('#ffffff');
    act(() => chooseThemePreference('dark'));
    expect(screen.getByLabelText('surface')).toHaveTextContent('#161b22');
    act(() => chooseThemePreference('light'));
    expect(screen.getByLabelText('surface')).toHaveTextContent('#ffffff');
    expect(mounts).toBe(1);
  });
});
