import { bus, type Toast } from '../bus';
import type { CameraInput } from '../contract';
import { getToken, setSession } from '../session/cookies';
import { browser } from '../session/navigate';
import { messageForStatus } from './catalogue';
import { configureApi, setCurrentCondo } from './config';
import { defineResource } from './request';
import { api } from './resources';
import { type FakeReply, installFakeBackend, tokenExpiringIn } from './testing/fakeBackend';

describe('messageForStatus (spec part 1 §8)', () => {
  it.each([
    [200, { data: {}, message: 'Camera saved' }, 'success', 'Camera saved'],
    [200, { data: {} }, 'success', 'Saved Successfully.!!!'],
    [201, { data: {}, message: 'Created' }, 'success', 'Created'],
    [201, { data: {} }, 'success', 'Saved Successfully.!!!'],
    [401, { message: 'Invalid OTP' }, 'error', 'Invalid OTP'],
    [401, {}, 'error', 'Access Denied.!!!'],
    [403, { message: 'No access to cameras' }, 'error', 'No access to cameras'],
    [403, undefined, 'error', 'Forbidden.!!!'],
    [404, { message: 'Camera 7 not found' }, 'warning', 'Not Found.!!!'],
    [422, { message: 'Validation failed', data: ['Name is required', 'MAC is taken'] }, 'warning', 'Name is required'],
    [422, { message: 'Validation failed' }, 'warning', 'Validation failed'],
    [422, { message: 'Validation failed', data: [] }, 'warning', 'Validation failed'],
    [500, { message: 'boom' }, 'error', 'Internal Server Error.!!!'],
    [502, undefined, 'error', 'Could not fetch data from remote.!!!'],
    [418, { message: "I'm a teapot" }, 'error', 'Something is not right.!!'],
    [429, { message: 'Try again in 42 seconds.' }, 'warning', 'Try again in 42 seconds.'],
    [429, {}, 'warning', 'Something is not right.!!'],
    [undefined, undefined, 'error', 'Api down'],
  ])('%s %j → %s %s', (status, body, level, text) => {
    expect(messageForStatus(status, body)).toEqual({ level, text });
  });
});

describe('the catalogue as toasts', () => {
  const cameras = defineResource({ path: '/api/v1/cameras', wrap: 'cameras' });
  // Only the answer to the call matters here, not what the camera holds.
  const gate = { name: 'Gate' } as CameraInput;
  let toasts: Toast[];
  let logouts: number;
  let goTo: jest.SpyInstance;
  let subscriptions: { unsubscribe(): void }[] = [];

  beforeEach(() => {
    configureApi({ baseUrl: '/gateway', condoBaseUrlTemplate: '/gateway/tenants/{condo}' });
    setCurrentCondo('sunrise');
    setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'ops@example.com' });
    toasts = [];
    logouts = 0;
    subscriptions = [bus.toast$.subscribe((t) => toasts.push(t)), bus.logout$.subscribe(() => logouts++)];
    goTo = jest.spyOn(browser, 'goTo').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  const answer = (reply: FakeReply) => installFakeBackend(() => reply);
  const shown = () => toasts.map(({ level, text }) => ({ level, text }));

  it('toasts a successful write with the server message when the call asks for it', async () => {
    answer({ status: 201, body: { data: { id: 1, name: 'Gate' }, message: 'Camera created' } });
    await cameras.create(gate, { notifySuccess: true });
    expect(shown()).toEqual([{ level: 'success', text: 'Camera created' }]);
  });

  it("falls back to 'Saved Successfully.!!!' for a write without a message", async () => {
    answer({ status: 200, body: { data: { id: 1, name: 'Gate' } } });
    await cameras.update(1, gate, { notifySuccess: true });
    expect(shown()).toEqual([{ level: 'success', text: 'Saved Successfully.!!!' }]);
  });

  it('never toasts reads, and writes only when asked', async () => {
    answer({ status: 200, body: { data: [], message: 'Listed' } });
    await cameras.list({}, { notifySuccess: true });
    await cameras.create(gate);
    expect(toasts).toEqual([]);
  });

  it('401: logs out and shows the server message', async () => {
    answer({ status: 401, body: { message: 'Invalid token' } });
    await expect(cameras.list()).rejects.toThrow();
    expect(shown()).toEqual([{ level: 'error', text: 'Invalid token' }]);
    expect(logouts).toBe(1);
    expect(getToken()).toBeNull();
    expect(goTo).toHaveBeenCalledWith('/');
  });

  it("401 without a message: 'Access Denied.!!!'", async () => {
    answer({ status: 401, body: {} });
    await expect(cameras.list()).rejects.toThrow();
    expect(shown()).toEqual([{ level: 'error', text: 'Access Denied.!!!' }]);
  });

  it('401 at the login screen: only the server message, the session stays', async () => {
    answer({ status: 401, body: { message: 'Invalid OTP' } });
    await expect(api.auth.login('ops@example.com', '000000')).rejects.toThrow();
    expect(shown()).toEqual([{ level: 'error', text: 'Invalid OTP' }]);
    expect(logouts).toBe(0);
    expect(goTo).not.toHaveBeenCalled();
  });

  it("a failure names its request id (the API's X-Request-Id) under the message, for support to find the log", async () => {
    answer({ status: 500, body: { message: 'boom' }, headers: { 'x-request-id': 'f0e1d2c3-req' } });
    await expect(api.callLogs.generateReport({})).rejects.toThrow();
    expect(toasts.map(({ text, details }) => ({ text, details }))).toEqual([
      { text: 'Internal Server Error.!!!', details: 'Request id: f0e1d2c3-req' },
    ]);
    answer({ status: 404, body: { message: 'gone' } });
    await expect(api.callLogs.generateReport({})).rejects.toThrow();
    expect(toasts.at(-1)?.details).toBeUndefined();
  });

  it("429 (a quota): toasts the server's message, which says when to try again; the session stays", async () => {
    const message =
      'You have asked for 10 call log reports in the last minute, the most allowed. Try again in 42 secs.';
    answer({ status: 429, body: { message } });
    await expect(api.callLogs.generateReport({})).rejects.toThrow();
    expect(shown()).toEqual([{ level: 'warning', text: message }]);
    expect(logouts).toBe(0);
  });

  it("403: 'Forbidden.!!!'; logs out once the condo's map cannot be fetched again, unless the call keeps the session", async () => {
    // Every call refused, the map's too: the caller is no longer a member (staleRoles.test.ts has the other cases).
    answer({ status: 403, body: {} });
    await expect(cameras.list({}, { keepSession: true })).rejects.toThrow();
    expect(logouts).toBe(0);
    await expect(cameras.list()).rejects.toThrow();
    expect(logouts).toBe(1);
    expect(shown()).toEqual([
      { level: 'error', text: 'Forbidden.!!!' },
      { level: 'error', text: 'Forbidden.!!!' },
    ]);
  });

  it.each([
    [404, { message: 'gone' }, 'warning', 'Not Found.!!!'],
    [422, { message: 'Validation failed', data: ['Name is required'] }, 'warning', 'Name is required'],
    [422, { message: 'Name is required' }, 'warning', 'Name is required'],
    [500, {}, 'error', 'Internal Server Error.!!!'],
    [418, {}, 'error', 'Something is not right.!!'],
  ])('%s: toasts %s %s and keeps the session', async (status, body, level, text) => {
    answer({ status, body });
    await expect(cameras.list()).rejects.toThrow();
    expect(shown()).toEqual([{ level, text }]);
    expect(logouts).toBe(0);
  });

  it.each([
    ['no response', 'no response' as const],
    ['a 502', { status: 502, body: {} }],
    ['a 503', { status: 503, body: { message: 'Starting' } }],
    ['a 504', { status: 504 }],
  ])("%s: logs 'Api down' without a toast and marks the API unreachable until it answers", async (_name, reply) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    answer(reply);
    await expect(cameras.list()).rejects.toThrow();
    await expect(cameras.list()).rejects.toThrow();
    expect(log).toHaveBeenCalledWith('Api down', expect.anything());
    expect(shown()).toEqual([]);
    expect(bus.apiReachable$.value).toBe(false);
    answer({ status: 200, body: { data: [] } });
    await cameras.list();
    expect(bus.apiReachable$.value).toBe(true);
  });

  it('a silent call shows nothing; a cancelled call shows nothing', async () => {
    answer({ status: 500, body: {} });
    await expect(cameras.list({}, { silent: true })).rejects.toThrow();
    const controller = new AbortController();
    controller.abort();
    await expect(cameras.list({}, { signal: controller.signal })).rejects.toThrow();
    expect(toasts).toEqual([]);
  });

  it('a call quiet on 404 shows no toast for a 404, and the usual one for any other failure', async () => {
    answer({ status: 404, body: {} });
    await expect(cameras.list({}, { quietOn: [404] })).rejects.toThrow();
    expect(shown()).toEqual([]);
    answer({ status: 500, body: {} });
    await expect(cameras.list({}, { quietOn: [404] })).rejects.toThrow();
    expect(shown()).toHaveLength(1);
  });
});
