import { setSession } from '../session/cookies';
import { configureApi, resolveApiUrl, setCurrentCondo } from './config';
import { serializeQuery } from './query';
import { type CarriedCall, defineResource, endpoint } from './request';
import { api, createApi } from './resources';
import { installFakeBackend, tokenExpiringIn } from './testing/fakeBackend';

const notifications = defineResource({ path: '/api/v1/notifications', wrap: 'notifications' });
const users = defineResource({ path: '/api/v1/users', wrap: 'users' });
const cameras = defineResource({ path: '/api/v1/cameras', wrap: 'cameras' });

const token = tokenExpiringIn(3600);

beforeEach(() => {
  configureApi({ baseUrl: 'https://gw.test/', condoBaseUrlTemplate: 'https://{condo}.api.test' });
  setCurrentCondo('sunrise');
  setSession({ token, refresh_token: 'r', email: 'ops@example.com' });
});

describe('URLs the API hands out', () => {
  it('puts a path from the API root on the API base and leaves an absolute URL as it is', () => {
    expect(resolveApiUrl('/api/v1/bms_reports/x/file?expires=1&signature=s')).toBe(
      'https://gw.test/api/v1/bms_reports/x/file?expires=1&signature=s',
    );
    expect(resolveApiUrl('https://s3.example/bucket/x.pdf?X-Amz-Signature=1')).toBe(
      'https://s3.example/bucket/x.pdf?X-Amz-Signature=1',
    );
  });
});

describe('query serialisation', () => {
  it('sends arrays as key[]=a&key[]=b with the names as declared', async () => {
    const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [], total_entries: 0 } }));
    await notifications.list({ query: 'gate', status: ['active', 'inactive'], page: 2, per_page: 50 });
    expect(requests[0]?.url).toBe(
      'https://sunrise.api.test/api/v1/notifications?query=gate&status[]=active&status[]=inactive&page=2&per_page=50',
    );
  });

  it('repeats the key where the contract says so, and leaves out empty values', () => {
    expect(serializeQuery({ call_type: ['in', 'out'], status: ['a', 'b'] }, ['call_type'])).toBe(
      '?call_type=in&call_type=out&status[]=a&status[]=b',
    );
    expect(serializeQuery({ a: undefined, b: null, c: [], d: 0, e: false })).toBe('?d=0&e=false');
    expect(serializeQuery({})).toBe('');
  });

  it('encodes values and sends dates as ISO-8601 UTC', () => {
    expect(serializeQuery({ fromTime: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)), search: 'a&b c' })).toBe(
      '?fromTime=2025-01-02T03%3A04%3A05.000Z&search=a%26b%20c',
    );
  });
});

describe('where calls go', () => {
  it('builds the per-condo URL from the template and the current condo', async () => {
    const { requests } = installFakeBackend(() => ({ status: 200, body: { data: {} } }));
    await api.users.profile();
    setCurrentCondo('lake-view');
    await api.users.roles();
    await api.users.roles({ condo: 'hill top' });
    expect(requests.map((r) => r.url)).toEqual([
      'https://sunrise.api.test/api/v1/users/profile',
      'https://lake-view.api.test/api/v1/users/roles',
      'https://hill%20top.api.test/api/v1/users/roles',
    ]);
    expect(requests[0]?.headers.Authorization).toBe(`JWT ${token}`);
  });

  it('sends global calls to the base URL, and a condo to its own host', async () => {
    const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [] } }));
    await api.condos.list({ query: 'sun', page: 1, per_page: 25 });
    await api.condos.get('moonbay');
    expect(requests.map((r) => r.url)).toEqual([
      'https://gw.test/admin/condos?query=sun&page=1&per_page=25',
      'https://moonbay.api.test/condos/moonbay',
    ]);
  });

  it('refuses a per-condo call outside a condo, and a template without {condo}', async () => {
    installFakeBackend(() => ({ status: 200, body: { data: {} } }));
    setCurrentCondo(null);
    await expect(api.users.profile()).rejects.toThrow('No current condo');
    expect(() => configureApi({ baseUrl: '/gateway', condoBaseUrlTemplate: '/gateway/tenants' })).toThrow('{condo}');
  });
});

describe('bodies and headers', () => {
  it('wraps write bodies in the resource key and addresses items by id', async () => {
    const { requests } = installFakeBackend(() => ({ status: 200, body: { data: { id: 7 } } }));
    const group = { name: 'Guards', notification_type: 'alert' as const, mail_user_ids: [3] };
    await notifications.create(group);
    await notifications.update(7, { ...group, mail_user_ids: [] });
    await cameras.get(7);
    await users.remove(7);
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'https://sunrise.api.test/api/v1/notifications', { notifications: group }],
      ['PUT', 'https://sunrise.api.test/api/v1/notifications/7', { notifications: { ...group, mail_user_ids: [] } }],
      ['GET', 'https://sunrise.api.test/api/v1/cameras/7', undefined],
      ['DELETE', 'https://sunrise.api.test/api/v1/users/7', undefined],
    ]);
  });

  it('fills path parameters of a single endpoint', async () => {
    const reset = endpoint({ method: 'PUT', path: '/api/v1/vizitins/{id}/reset' });
    const { requests } = installFakeBackend(() => ({
      status: 200,
      body: { data: null, message: 'Reset successfully' },
    }));
    const answer = await reset({ params: { id: 12 } });
    expect(answer.message).toBe('Reset successfully');
    expect(requests[0]?.url).toBe('https://sunrise.api.test/api/v1/vizitins/12/reset');
    // A call that does not type-check (no id) still fails before it leaves.
    await expect(reset({} as never)).rejects.toThrow('Missing path parameter {id}');
  });

  it('sends the e-mail in Authorization for send_otp and login, with otp_token as the login body', async () => {
    const { requests } = installFakeBackend((request) =>
      request.url.endsWith('/login')
        ? { status: 200, body: { data: { token: 'a', refresh_token: 'b' }, message: 'Login Successfully.!!!' } }
        : { status: 200, body: { data: null, message: 'OTP Sent Successfully.!!!' } },
    );
    await api.auth.sendOtp('ops@example.com');
    const login = await api.auth.login('ops@example.com', '123456');
    expect(login.data).toEqual({ token: 'a', refresh_token: 'b' });
    expect(requests.map((r) => [r.method, r.url, r.headers.Authorization, r.body])).toEqual([
      ['POST', 'https://gw.test/admin/send_otp', 'ops@example.com', undefined],
      ['POST', 'https://gw.test/admin/login', 'ops@example.com', { otp_token: '123456' }],
    ]);
  });

  it('sends both tokens for the public key', async () => {
    const { requests } = installFakeBackend(() => ({ status: 200, body: { data: 'PEM' } }));
    await api.auth.publicKey();
    expect(requests[0]).toMatchObject({
      url: 'https://gw.test/public_key',
      headers: { Authorization: `JWT ${token}`, 'Refresh-Token': 'r' },
    });
  });
});

describe('the devices lists send the spec’s query names', () => {
  it('sends the camera list’s filter as `type` (spec part 1 §7: type, page, per_page, query)', async () => {
    const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [], total_entries: 0 } }));
    await api.cameras.list({ type: 'alert_cam', page: 1, per_page: 25, query: 'gate' });
    expect(requests[0]?.url).toBe(
      'https://sunrise.api.test/api/v1/cameras?type=alert_cam&page=1&per_page=25&query=gate',
    );
  });
});

describe('an API client over a transport of its own (createApi)', () => {
  it('hands each call to its carrier, addressed to its own condo, and leaves the console’s api as it was', async () => {
    const { requests } = installFakeBackend(() => ({ status: 200, body: { data: {} } }));
    const carried: CarriedCall[] = [];
    const own = createApi({
      condo: 'hill-top',
      bases: { baseUrl: '', condoBaseUrlTemplate: '/tenants/{condo}' },
      call: async (call) => {
        carried.push(call);
        return { data: { name: 'Hill Top' } };
      },
    });
    await expect(own.condos.get('hill-top')).resolves.toEqual({ data: { name: 'Hill Top' } });
    await own.visits.list({ page: 2 });
    await own.condos.list({ query: 'x' });
    await api.users.profile();
    expect(carried.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /tenants/hill-top/condos/hill-top',
      'GET /tenants/hill-top/api/v1/visits?page=2',
      'GET /admin/condos?query=x',
    ]);
    expect(requests.map((r) => r.url)).toEqual(['https://sunrise.api.test/api/v1/users/profile']);
  });
});
