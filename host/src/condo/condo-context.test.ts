import { configureApi, replaceRoles, setSession } from '@condo/shared';
import { installFakeBackend, tokenExpiringIn } from '@condo/shared/testing';
import { condoContexts$, followRoleChanges, forgetCondoContexts, loadCondoContext, rolesOf } from './condo-context';

const MANAGER = { 'api/v1/condos': ['show'], 'api/v1/users': ['index'], 'api/v1/bots': ['index'] };
const VIEWER = { 'api/v1/condos': ['show'] };

beforeEach(() => {
  configureApi({ baseUrl: '/gateway', condoBaseUrlTemplate: '/gateway/tenants/{condo}' });
  setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'ops@example.com' });
  forgetCondoContexts();
  installFakeBackend((request) =>
    request.url.endsWith('/users/roles')
      ? { status: 200, body: { data: MANAGER } }
      : { status: 200, body: { data: { id: 1, name: 'Sunrise Towers', alias_name: 'sunrise' } } },
  );
});

it('a map fetched again replaces the one the menu and guards use, keeping the condo’s details', async () => {
  const following = followRoleChanges();
  await loadCondoContext('sunrise');
  expect(rolesOf('sunrise')).toEqual(MANAGER);

  replaceRoles('sunrise', VIEWER);
  expect(rolesOf('sunrise')).toEqual(VIEWER);
  expect(condoContexts$.value.get('sunrise')?.name).toBe('Sunrise Towers');

  // A condo the shell has not loaded stays unloaded (it loads its map when opened).
  replaceRoles('moonbay', VIEWER);
  expect(rolesOf('moonbay')).toBeUndefined();
  following.unsubscribe();
});
