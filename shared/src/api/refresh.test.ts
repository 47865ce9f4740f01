import Cookies from 'js-cookie';
import { bus, type Toast } from '../bus';
import { getRefreshToken, getToken, setSession } from '../session/cookies';
import { browser } from '../session/navigate';
import { configureApi, setCurrentCondo } from './config';
import { api } from './resources';
import { type FakeRequest, installFakeBackend, tokenExpiringIn } from './testing/fakeBackend';

const oldToken = tokenExpiringIn(3600, { n: 'old' });
const newToken = tokenExpiringIn(3600, { n: 'new' });
const isRefresh = (request: FakeRequest) => request.url.endsWith('/refresh_token');

let toasts: Toast[];
let logouts: number;
let goTo: jest.SpyInstance;
let subscriptions: { unsubscribe(): void }[] = [];

beforeEach(() => {
  configureApi({ baseUrl: 'https://api.test', condoBaseUrlTemplate: 'https://api.test/tenants/{condo}' });
  setCurrentCondo('sunrise');
  setSession({ token: oldToken, refresh_token: 'refresh-1', email: 'ops@example.com' });
  localStorage.setItem('sunrise_user_roles', '{}');
  toasts = [];
  logouts = 0;
  subscriptions = [bus.toast$.subscribe((t) => toasts.push(t)), bus.logout$.subscribe(() => logouts++)];
  goTo = jest.spyOn(browser, 'goTo').mockImplementation(() => {});
});

afterEach(() => {
  for (const subscription of subscriptions) subscription.unsubscribe();
});

/** A server whose tokens expired: every call with the old token gets 401 'Token Expired'. */
function expiredTokenServer({ refreshDelayMs = 20, staggerMs = 0 } = {}) {
  let call = 0;
  return installFakeBackend((request) => {
    if (isRefresh(request)) return { status: 200, body: { data: { auth_token: newToken } }, delayMs: refreshDelayMs };
    if (request.headers.Authorization === `JWT ${oldToken}`) {
      return { status: 401, body: { message: 'Token Expired' }, delayMs: staggerMs * call++ };
    }
    return { status: 200, body: { data: { id: 1, email: 'ops@example.com', first_name: 'Ops' } } };
  });
}

describe('refreshOnceForAll', () => {
  it('runs exactly one refresh for 5 calls failing at once, and every call succeeds after its retry', async () => {
    const { requests } = expiredTokenServer();

    const results = await Promise.all(Array.from({ length: 5 }, () => api.users.profile()));

    expect(results.map((r) => r.data.first_name)).toEqual(['Ops', 'Ops', 'Ops', 'Ops', 'Ops']);
    const refreshes = requests.filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.headers).toMatchObject({ Authorization: `JWT ${oldToken}`, 'Refresh-Token': 'refresh-1' });
    const retries = requests.filter((r) => r.headers.Authorization === `JWT ${newToken}`);
    expect(retries).toHaveLength(5);
    expect(getToken()).toBe(newToken);
    expect(toasts).toEqual([]);
    expect(logouts).toBe(0);
  });

  it('does not refresh again for calls whose 401 arrives after the refresh finished', async () => {
    const { requests } = expiredTokenServer({ refreshDelayMs: 1, staggerMs: 15 });

    const results = await Promise.all(Array.from({ length: 5 }, () => api.users.profile()));

    expect(results).toHaveLength(5);
    expect(requests.filter(isRefresh)).toHaveLength(1);
  });

  it('keeps the refresh token when the server does not rotate it, and stores a rotated one', async () => {
    expiredTokenServer();
    await api.users.profile();
    expect(getRefreshToken()).toBe('refresh-1');

    setSession({ token: oldToken, refresh_token: 'refresh-1', email: 'ops@example.com' });
    let rotated = 1;
    const { requests } = installFakeBackend((request) => {
      if (isRefresh(request)) {
        rotated += 1;
        return { status: 200, body: { data: { auth_token: newToken, refresh_token: `refresh-${rotated}` } } };
      }
      if (request.headers.Authorization === `JWT ${oldToken}`)
        return { status: 401, body: { message: 'Token Expired' } };
      return { status: 200, body: { data: {} } };
    });
    await api.users.profile();
    expect(getRefreshToken()).toBe('refresh-2');
    expect(Cookies.get('refresh_token')).toBe('refresh-2');

    // The next refresh sends the rotated token, never the replaced one (which would end the session).
    Cookies.set('token', oldToken);
    await api.users.profile();
    expect(requests.filter(isRefresh).map((r) => r.headers['Refresh-Token'])).toEqual(['refresh-1', 'refresh-2']);
    expect(getRefreshToken()).toBe('refresh-3');
    expect(logouts).toBe(0);
  });
});

describe('the 60-second rule before sending', () => {
  it('refreshes first when the token expires in 30 s, and sends the new token', async () => {
    setSession({ token: tokenExpiringIn(30), refresh_token: 'refresh-1', email: 'ops@example.com' });
    const { requests } = expiredTokenServer();

    await api.users.profile();

    expect(requests.map((r) => r.url)).toEqual([
      'https://api.test/refresh_token',
      'https://api.test/tenants/sunrise/api/v1/users/profile',
    ]);
    expect(requests[1]?.headers.Authorization).toBe(`JWT ${newToken}`);
  });

  it('sends the token as it is when it expires in 120 s', async () => {
    const token = tokenExpiringIn(120);
    setSession({ token, refresh_token: 'refresh-1', email: 'ops@example.com' });
    const { requests } = installFakeBackend(() => ({ status: 200, body: { data: {} } }));

    await api.users.profile();

    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.Authorization).toBe(`JWT ${token}`);
  });

  it('shares one refresh among calls that all find the token about to expire', async () => {
    setSession({ token: tokenExpiringIn(10), refresh_token: 'refresh-1', email: 'ops@example.com' });
    const { requests } = expiredTokenServer();

    await Promise.all([api.users.profile(), api.users.roles(), api.condos.list()]);

    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(requests.filter((r) => !isRefresh(r)).every((r) => r.headers.Authorization === `JWT ${newToken}`)).toBe(
      true,
    );
  });
});

describe('a failed refresh', () => {
  it('logs out once: cookies and localStorage cleared, logout$ emitted, browser sent to /', async () => {
    const { requests } = installFakeBackend((request) => {
      if (isRefresh(request)) return { status: 401, body: { message: 'Refresh token expired' }, delayMs: 5 };
      return { status: 401, body: { message: 'Token Expired' } };
    });

    const outcomes = await Promise.allSettled(Array.from({ length: 3 }, () => api.users.profile()));

    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refresh_token')).toBeUndefined();
    expect(Cookies.get('email')).toBeUndefined();
    expect(Cookies.get('active')).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(logouts).toBe(1);
    expect(goTo).toHaveBeenCalledWith('/');
    expect(toasts.map((t) => t.text)).toEqual(['Refresh token expired']);
  });

  it('keeps the session when the refresh gets no answer at all: the API is down, not the session', async () => {
    const expiring = tokenExpiringIn(5);
    setSession({ token: expiring, refresh_token: 'refresh-1', email: 'ops@example.com' });
    let down = true;
    installFakeBackend((request) => {
      if (down) return 'no response';
      if (isRefresh(request)) return { status: 200, body: { data: { auth_token: newToken } } };
      return { status: 200, body: { data: { id: 1, email: 'ops@example.com', first_name: 'Ops' } } };
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});

    await expect(api.users.profile()).rejects.toThrow();
    expect(getToken()).toBe(expiring);
    expect(logouts).toBe(0);
    expect(toasts).toEqual([]);

    down = false;
    await expect(api.users.profile()).resolves.toMatchObject({ data: { first_name: 'Ops' } });
    expect(getToken()).toBe(newToken);
  });
});
