import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { SESSION_ENDED, SESSION_EXPIRED } from '../../auth/sessions';
import { adminSessions, adminUsers } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function signIn(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/login',
    payload: { user_name: email, password: 'demo-password-2026' },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { auth_token: string; refresh_token: string };
}

const refresh = (refreshToken: string) =>
  t.app.inject({ url: '/refresh_token', headers: { 'refresh-token': refreshToken } });
const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/admin/logout', headers });
const endSessions = async (id: number | string, as: string) =>
  t.app.inject({ method: 'DELETE', url: `/admin/admin_users/${id}/sessions`, headers: await t.authAs(as) });

async function userId(email: string) {
  const [user] = await t.database.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  return user?.id as number;
}

describe('server-side sessions', () => {
  test('a sign-in opens a session; refresh keeps the spec’s shape and the session id', async () => {
    const tokens = await signIn(DEMO.manager);
    const sid = decodeJwt(tokens.refresh_token).sid;
    assert.equal(typeof sid, 'string');
    assert.equal(decodeJwt(tokens.auth_token).sid, sid);
    const response = await refresh(tokens.refresh_token);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(Object.keys(response.json().data), ['auth_token']);
    assert.equal(decodeJwt(response.json().data.auth_token).sid, sid);
  });

  test('Log Out (POST /admin/logout) ends the session: its refresh token is refused, another session is not', async () => {
    const ended = await signIn(DEMO.manager);
    const other = await signIn(DEMO.manager);
    const response = await logout({ 'refresh-token': ended.refresh_token });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { message: 'Logged out' });

    const refused = await refresh(ended.refresh_token);
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().message, SESSION_ENDED);
    assert.equal((await refresh(other.refresh_token)).statusCode, 200);
    // Logging out twice answers the same.
    assert.equal((await logout({ 'refresh-token': ended.refresh_token })).statusCode, 200);
  });

  test('Log Out stops the session’s access tokens at once, on global and per-condo calls; another session works', async () => {
    const ended = await signIn(DEMO.manager);
    const other = await signIn(DEMO.manager);
    const call = (url: string, token: string) => t.app.inject({ url, headers: { authorization: `JWT ${token}` } });
    const calls = ['/admin/condos?page=1&per_page=5', '/tenants/marina-bay/api/v1/cameras?page=1&per_page=5'];
    for (const url of calls) assert.equal((await call(url, ended.auth_token)).statusCode, 200, url);

    assert.equal((await logout({ 'refresh-token': ended.refresh_token })).statusCode, 200);
    for (const url of calls) {
      const refused = await call(url, ended.auth_token);
      assert.equal(refused.statusCode, 401, `${url} after Log Out`);
      assert.equal(refused.json().message, SESSION_ENDED);
      assert.equal((await call(url, other.auth_token)).statusCode, 200, `${url} in the other session`);
    }
  });

  test('/admin/logout: a forged token is 401, no token 422, an expired one is already logged out', async () => {
    const forged = await logout({ 'refresh-token': 'not-a-token' });
    assert.equal(forged.statusCode, 401);
    const missing = await logout({});
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json().data, ['Refresh-Token header is required']);
    const { auth_token } = await signIn(DEMO.viewer);
    assert.equal(
      (await logout({ 'refresh-token': auth_token })).statusCode,
      401,
      'an access token is not a refresh token',
    );
  });

  test('an expired session’s refresh token is refused, and not with Token Expired', async () => {
    const tokens = await signIn(DEMO.viewer);
    const sid = decodeJwt(tokens.refresh_token).sid as string;
    await t.database.db
      .update(adminSessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(adminSessions.id, sid));
    const response = await refresh(tokens.refresh_token);
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().message, SESSION_EXPIRED);
  });

  test('an administrator ends all of a user’s sessions (DELETE /admin/admin_users/{id}/sessions)', async () => {
    const manager = await userId(DEMO.manager);
    const first = await signIn(DEMO.manager);
    const second = await signIn(DEMO.manager);
    const viewerTokens = await signIn(DEMO.viewer);

    const notAllowed = await endSessions(manager, DEMO.viewer);
    assert.equal(notAllowed.statusCode, 403);
    assert.equal((await refresh(first.refresh_token)).statusCode, 200, 'a refused call ends nothing');
    assert.equal(
      (await t.app.inject({ method: 'DELETE', url: `/admin/admin_users/${manager}/sessions` })).statusCode,
      401,
    );

    const response = await endSessions(manager, DEMO.admin);
    assert.equal(response.statusCode, 200, response.body);
    assert.ok(response.json().data.ended >= 2);
    for (const tokens of [first, second]) {
      const refused = await refresh(tokens.refresh_token);
      assert.equal(refused.statusCode, 401);
      assert.equal(refused.json().message, SESSION_ENDED);
      const access = await t.app.inject({
        url: '/tenants/marina-bay/api/v1/cameras?page=1&per_page=5',
        headers: { authorization: `JWT ${tokens.auth_token}` },
      });
      assert.equal(access.statusCode, 401, 'its access tokens stop at once too');
    }
    assert.equal((await refresh(viewerTokens.refresh_token)).statusCode, 200, "another user's session lives");
    assert.equal((await endSessions(manager, DEMO.admin)).json().data.ended, 0);
    assert.equal((await endSessions(999_999, DEMO.admin)).statusCode, 404);
    assert.equal((await endSessions('abc', DEMO.admin)).statusCode, 422);
    // A new sign-in works again.
    assert.equal((await refresh((await signIn(DEMO.manager)).refresh_token)).statusCode, 200);
  });
});
