import Cookies from 'js-cookie';
import { configureApi } from '../api/config';
import { bus } from '../bus';
import type { Condo } from '../contract';
import { getCondoDetails, storeCondoDetails } from './condo';
import { getEmail, getRefreshToken, getToken, isSignedIn, setSession } from './cookies';
import { logout, takeCarriedToasts } from './logout';
import { browser } from './navigate';

describe('session cookies', () => {
  it('keeps token, refresh_token and email for 60 hours and active for 2 hours', () => {
    const set = jest.spyOn(Cookies, 'set');
    setSession({ token: 't', refresh_token: 'r', email: 'ops@example.com' });

    const lifetimes = Object.fromEntries(
      set.mock.calls.map(([name, , options]) => [name, (options?.expires as number) * 24]),
    );
    expect(lifetimes).toEqual({ token: 60, refresh_token: 60, email: 60, active: 2 });
    expect([getToken(), getRefreshToken(), getEmail(), isSignedIn()]).toEqual(['t', 'r', 'ops@example.com', true]);
  });
});

describe('session cookie attributes', () => {
  const attributesOf = (https: boolean) => {
    const secure = jest.spyOn(browser, 'isHttps').mockReturnValue(https);
    const set = jest.spyOn(Cookies, 'set');
    setSession({ token: 't', refresh_token: 'r', email: 'ops@example.com' });
    const attributes = set.mock.calls.map(([, , options]) => ({
      sameSite: options?.sameSite,
      secure: options?.secure,
    }));
    set.mockRestore();
    secure.mockRestore();
    return attributes;
  };

  it('sends every session cookie SameSite=Strict, and Secure whenever the console is served over https', () => {
    expect(attributesOf(true)).toEqual(Array(4).fill({ sameSite: 'strict', secure: true }));
    expect(attributesOf(false)).toEqual(Array(4).fill({ sameSite: 'strict', secure: false }));
  });
});

describe('logout', () => {
  beforeEach(() => {
    setSession({ token: 't', refresh_token: 'r', email: 'ops@example.com' });
    localStorage.setItem('sunrise_user_roles', '{}');
  });

  it('clears cookies and localStorage, emits logout$ once, and goes to /', () => {
    const goTo = jest.spyOn(browser, 'goTo').mockImplementation(() => {});
    const emitted = jest.fn();
    const subscription = bus.logout$.subscribe(emitted);

    logout();
    logout(); // a second failing call in the same moment does not log out twice

    expect(isSignedIn()).toBe(false);
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(emitted).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(goTo).toHaveBeenCalledWith('/');
    subscription.unsubscribe();
  });

  it('toasts the reason and keeps it for the login page after the reload, once', () => {
    jest.spyOn(browser, 'goTo').mockImplementation(() => {});
    const toasts = jest.fn();
    const subscription = bus.toast$.subscribe(toasts);

    logout('Access Denied.!!!');

    expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ level: 'error', text: 'Access Denied.!!!' }));
    expect(takeCarriedToasts()).toEqual([{ level: 'error', text: 'Access Denied.!!!' }]);
    expect(takeCarriedToasts()).toEqual([]);
    subscription.unsubscribe();
  });
});

describe('logout ends the session on the server too (POST /admin/logout)', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    configureApi({ baseUrl: 'https://gw.test/', condoBaseUrlTemplate: 'https://gw.test/tenants/{condo}' });
    setSession({ token: 't', refresh_token: 'refresh-1', email: 'ops@example.com' });
    jest.spyOn(browser, 'goTo').mockImplementation(() => {});
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends the refresh token, and outlives the page it leaves', () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    globalThis.fetch = fetchMock;
    logout();
    expect(fetchMock).toHaveBeenCalledWith('https://gw.test/admin/logout', {
      method: 'POST',
      headers: { 'Refresh-Token': 'refresh-1' },
      keepalive: true,
    });
    expect(isSignedIn()).toBe(false);
  });

  it.each([
    ['a backend without the call (404)', () => Promise.resolve({ ok: false, status: 404 })],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: still signed out here, and no toast', async (_, answer) => {
    globalThis.fetch = jest.fn(answer) as unknown as typeof fetch;
    const toasts = jest.fn();
    const subscription = bus.toast$.subscribe(toasts);
    logout();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isSignedIn()).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(toasts).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });
});

describe('condo details', () => {
  it('stores the details under the alias and reads them back; missing or broken gives null', () => {
    const condo = { id: 3, name: 'Sunrise Towers', alias_name: 'sunrise' } as Condo;
    storeCondoDetails(condo);
    expect(getCondoDetails('sunrise')).toEqual(condo);
    expect(getCondoDetails('moonbay')).toBeNull();
    localStorage.setItem('moonbay_condo_details', '{not json');
    expect(getCondoDetails('moonbay')).toBeNull();
  });
});
