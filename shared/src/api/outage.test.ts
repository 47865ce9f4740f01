import { AxiosError } from 'axios';
import { bus, type Toast } from '../bus';
import { setSession } from '../session/cookies';
import { browser } from '../session/navigate';
import { configureApi, setCurrentCondo } from './config';
import { isOutage, onReconnect, PROBE_DELAYS_MS } from './outage';
import { api } from './resources';
import { type FakeReply, installFakeBackend, tokenExpiringIn } from './testing/fakeBackend';

const token = tokenExpiringIn(3600);
let toasts: Toast[];
let logouts: number;
let subscriptions: { unsubscribe(): void }[] = [];

beforeEach(() => {
  configureApi({ baseUrl: 'https://api.test', condoBaseUrlTemplate: 'https://api.test/tenants/{condo}' });
  setCurrentCondo('sunrise');
  setSession({ token, refresh_token: 'refresh-1', email: 'ops@example.com' });
  localStorage.setItem('sunrise_user_roles', '{}');
  toasts = [];
  logouts = 0;
  subscriptions = [bus.toast$.subscribe((t) => toasts.push(t)), bus.logout$.subscribe(() => logouts++)];
  jest.spyOn(browser, 'goTo').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {}); // 'Api down' is logged by design
  bus.apiReachable$.next(true);
});

afterEach(() => {
  for (const subscription of subscriptions) subscription.unsubscribe();
  jest.useRealTimers();
});

const answered = (status: number, data?: unknown) =>
  new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    data,
    statusText: '',
    headers: {},
    config: {} as never,
  });

describe('isOutage', () => {
  it('is a call with no answer, or a 502, 503 or 504 whatever its body', () => {
    expect(isOutage(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
    expect(isOutage(answered(503, { message: 'The database is restarting.' }))).toBe(true);
    expect(isOutage(answered(504))).toBe(true);
    expect(isOutage(answered(502, '<html>502 Bad Gateway</html>'))).toBe(true);
    expect(isOutage(answered(502, { error: 'Bad Gateway', detail: 'The API cannot be reached; retry shortly.' }))).toBe(
      true,
    );
  });

  it('is not another error status, a cancelled call or an error of the page', () => {
    expect(isOutage(answered(500))).toBe(false);
    expect(isOutage(answered(404))).toBe(false);
    expect(isOutage(new AxiosError('canceled', 'ERR_CANCELED'))).toBe(false);
    expect(isOutage(new Error('boom'))).toBe(false);
  });
});

/** A backend that is down (no answer) until `back()`, then answers every call. */
function downThenBack(down: FakeReply = 'no response') {
  let isDown = true;
  const backend = installFakeBackend((request) => {
    if (isDown) return down;
    if (request.url.endsWith('/refresh_token')) return { status: 200, body: { data: { auth_token: token } } };
    return { status: 200, body: { data: { id: 1, email: 'ops@example.com', first_name: 'Ops' } } };
  });
  return {
    ...backend,
    back: () => {
      isDown = false;
    },
  };
}

describe('while the API cannot be reached', () => {
  it('a failed read raises no toast, marks the API unreachable, and a probe finds it back', async () => {
    jest.useFakeTimers();
    const { requests, back } = downThenBack({ status: 502, body: { error: 'Bad Gateway' } });
    let reconnects = 0;
    const stop = onReconnect(() => reconnects++);

    await expect(api.users.profile()).rejects.toThrow();
    expect(bus.apiReachable$.value).toBe(false);
    expect(toasts).toEqual([]);
    expect(logouts).toBe(0);

    await jest.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(requests.at(-1)?.url).toBe('https://api.test/public_key');
    expect(bus.apiReachable$.value).toBe(false);

    back();
    await jest.advanceTimersByTimeAsync(PROBE_DELAYS_MS[1]);
    expect(bus.apiReachable$.value).toBe(true);
    expect(reconnects).toBe(1);
    expect(toasts).toEqual([]);
    stop();
  });

  it('a write says once that it was not saved, as a warning, and keeps the session', async () => {
    downThenBack();
    await expect(api.users.remove(7)).rejects.toThrow();
    expect(toasts.map(({ level, text }) => ({ level, text }))).toEqual([
      {
        level: 'warning',
        text: 'Not saved: cannot reach the server. What you entered is kept; save again once the connection is back.',
      },
    ]);
    expect(logouts).toBe(0);
  });
});
