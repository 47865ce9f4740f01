// The identity resources (spec part 2 §7): where each call goes, with which method, query and body.
import { setSession } from '../../session/cookies';
import { configureApi, setCurrentCondo } from '../config';
import { installFakeBackend, tokenExpiringIn } from '../testing/fakeBackend';
import { api } from '.';

beforeEach(() => {
  configureApi({ baseUrl: 'https://gw.test/', condoBaseUrlTemplate: 'https://{condo}.api.test' });
  setCurrentCondo('sunrise');
  setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'ops@example.com' });
});

const condo = 'https://sunrise.api.test';

test('users: list with the Users tab filters, create, update and remove', async () => {
  const { requests } = installFakeBackend(() => ({ status: 200, body: { data: {}, message: 'ok' } }));
  await api.users.list({ page: 1, per_page: 50, query: 'tan', role_group: ['Admin'], status: ['active'] });
  await api.users.create({ role_group_id: 3, first_name: 'Wei', email: 'wei@example.com', send_welcome: true });
  await api.users.update(7, { read_only: true });
  await api.users.remove(7);
  expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
    [
      'GET',
      `${condo}/api/v1/users?order=first_name&page=1&per_page=50&query=tan&role_group[]=Admin&status[]=active`,
      undefined,
    ],
    [
      'POST',
      `${condo}/api/v1/users`,
      { users: { role_group_id: 3, first_name: 'Wei', email: 'wei@example.com', send_welcome: true } },
    ],
    ['PUT', `${condo}/api/v1/users/7`, { users: { read_only: true } }],
    ['DELETE', `${condo}/api/v1/users/7`, undefined],
  ]);
});

test('bots: rotate a token', async () => {
  const { requests } = installFakeBackend(() => ({ status: 200, body: { data: {} } }));
  await api.bots.rotateToken(4);
  expect([requests[0]?.method, requests[0]?.url]).toEqual(['POST', `${condo}/api/v1/bots/4/rotate_token`]);
});

test('admin users: global list and update, not wrapped', async () => {
  const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [], total_entries: 0 } }));
  await api.adminUsers.list({ query: 'mei', page: 2, per_page: 25 });
  await api.adminUsers.update({ id: 5, slack_username: 'mei.ling' });
  expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
    ['GET', 'https://gw.test/admin/admin_users?query=mei&page=2&per_page=25', undefined],
    ['PUT', 'https://gw.test/admin/admin_users/update', { id: 5, slack_username: 'mei.ling' }],
  ]);
});

test('alert users: list, all condos, create, update and remove', async () => {
  const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [] } }));
  await api.alertUsers.list({ page: 1, per_page: 12 });
  await api.alertUsers.allCondos();
  const person = { condo_ids: [1], first_name: 'A', last_name: 'B', email: 'a@b.example', phone: '91234567' };
  await api.alertUsers.create(person);
  await api.alertUsers.update(9, { condo_ids: [1, 2] });
  await api.alertUsers.remove(9);
  expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
    ['GET', `${condo}/api/v1/alert_users?page=1&per_page=12`, undefined],
    ['GET', `${condo}/api/v1/alert_users/all_condos`, undefined],
    ['POST', `${condo}/api/v1/alert_users`, { alert_users: person }],
    ['PUT', `${condo}/api/v1/alert_users/9`, { alert_users: { condo_ids: [1, 2] } }],
    ['DELETE', `${condo}/api/v1/alert_users/9`, undefined],
  ]);
});
