import { bus, type RolesChange, type Toast } from '../bus';
import type { CameraInput } from '../contract';
import { loadRoles, storeRoles } from '../permissions/roles';
import { getToken, setSession } from '../session/cookies';
import { browser } from '../session/navigate';
import { configureApi, setCurrentCondo } from './config';
import { defineResource } from './request';
import { type FakeReply, type FakeRequest, installFakeBackend, tokenExpiringIn } from './testing/fakeBackend';

const cameras = defineResource({ path: '/api/v1/cameras', wrap: 'cameras' });
const adminUsers = defineResource({ path: '/admin/admin_users', scope: 'global' });
// Only the answers to the calls matter here, not what the camera holds.
const camera = {} as CameraInput;
const isRoles = (request: FakeRequest) => request.url.endsWith('/api/v1/users/roles');

const STALE = { 'api/v1/cameras': ['index', 'create'], 'api/v1/users': ['index'] };
const FRESH = { 'api/v1/cameras': ['index'] };

let toasts: Toast[];
let changes: RolesChange[];
let logouts: number;
let subscriptions: { unsubscribe(): void }[] = [];

beforeEach(() => {
  configureApi({ baseUrl: 'https://api.test', condoBaseUrlTemplate: 'https://api.test/tenants/{condo}' });
  setCurrentCondo('sunrise');
  setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'ops@example.com' });
  storeRoles('sunrise', STALE);
  toasts = [];
  changes = [];
  logouts = 0;
  subscriptions = [
    bus.toast$.subscribe((t) => toasts.push(t)),
    bus.roles$.subscribe((c) => changes.push(c)),
    bus.logout$.subscribe(() => logouts++),
  ];
  jest.spyOn(browser, 'goTo').mockImplementation(() => {});
});
afterEach(() => {
  for (const subscription of subscriptions) subscription.unsubscribe();
});

/** Refuses cameras with 403 'No access to cameras'; the roles call answers `roles`. */
function refusingServer(roles: FakeReply) {
  return installFakeBackend((request) =>
    isRoles(request) ? roles : { status: 403, body: { message: 'No access to cameras' }, delayMs: 5 },
  );
}

const shown = () => toasts.map(({ level, text }) => ({ level, text }));

describe('a 403 on a per-condo call (the stored map is stale)', () => {
  it('fetches the map again once for calls refused together, stores and publishes it, and keeps the session', async () => {
    const { requests } = refusingServer({ status: 200, body: { data: FRESH } });

    const outcomes = await Promise.allSettled([cameras.create(camera), cameras.list(), cameras.update(1, camera)]);

    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    const rolesCalls = requests.filter(isRoles);
    expect(rolesCalls).toHaveLength(1);
    expect(rolesCalls[0]?.url).toBe('https://api.test/tenants/sunrise/api/v1/users/roles');
    expect(loadRoles('sunrise')).toEqual(FRESH);
    expect(changes).toEqual([{ condo: 'sunrise', roles: FRESH }]);
    expect(shown()).toEqual(Array(3).fill({ level: 'error', text: 'No access to cameras' }));
    expect(logouts).toBe(0);
    expect(getToken()).not.toBeNull();
  });

  it('refreshes the map of the condo the call addressed', async () => {
    const { requests } = refusingServer({ status: 200, body: { data: FRESH } });
    await expect(cameras.list({}, { condo: 'moonbay' })).rejects.toThrow();
    expect(requests.filter(isRoles).map((r) => r.url)).toEqual(['https://api.test/tenants/moonbay/api/v1/users/roles']);
    expect(changes).toEqual([{ condo: 'moonbay', roles: FRESH }]);
    expect(loadRoles('sunrise')).toEqual(STALE);
  });

  it.each([401, 403, 404])('logs out when the caller has no map there any more (roles answer %s)', async (status) => {
    refusingServer({ status, body: { message: 'Not a member of this condo' } });
    await expect(cameras.list()).rejects.toThrow();
    expect(logouts).toBe(1);
    expect(getToken()).toBeNull();
    expect(shown()).toEqual([{ level: 'error', text: 'No access to cameras' }]);
    expect(changes).toEqual([]);
  });

  it('keeps the session and the old map when the roles call fails otherwise', async () => {
    refusingServer({ status: 500, body: {} });
    await expect(cameras.list()).rejects.toThrow();
    expect(logouts).toBe(0);
    expect(loadRoles('sunrise')).toEqual(STALE);
    expect(shown()).toEqual([{ level: 'error', text: 'No access to cameras' }]);
  });

  it('a silent call refreshes the map without a toast', async () => {
    refusingServer({ status: 200, body: { data: FRESH } });
    await expect(cameras.list({}, { silent: true })).rejects.toThrow();
    expect(changes).toHaveLength(1);
    expect(toasts).toEqual([]);
  });

  it('a call that keeps the session only toasts: no roles call, no logout', async () => {
    const { requests } = refusingServer({ status: 200, body: { data: FRESH } });
    await expect(cameras.list({}, { keepSession: true })).rejects.toThrow();
    expect(requests.filter(isRoles)).toHaveLength(0);
    expect(logouts).toBe(0);
    expect(shown()).toEqual([{ level: 'error', text: 'No access to cameras' }]);
  });
});

it('a 403 on a global call still logs out (there is no condo map to fetch)', async () => {
  const { requests } = installFakeBackend(() => ({ status: 403, body: { message: 'Super admins only' } }));
  await expect(adminUsers.list()).rejects.toThrow();
  expect(requests.filter(isRoles)).toHaveLength(0);
  expect(logouts).toBe(1);
  expect(shown()).toEqual([{ level: 'error', text: 'Super admins only' }]);
});
