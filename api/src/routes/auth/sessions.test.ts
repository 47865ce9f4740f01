import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, desc, eq, gt } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { REPLACED_REFRESH_GRACE_MS } from '../../auth/refresh-rotation';
import { SESSION_ENDED, SESSION_EXPIRED } from '../../auth/sessions';
import { adminSessions, adminUsers, auditEvents } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';
import { REUSED_REFRESH_TOKEN } from './refresh-session';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function signIn(email: string, remoteAddress = '127.0.0.1') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/login',
    payload: { user_name: email, password: 'demo-password-2026' },
    remoteAddress,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { auth_token: string; refresh_token: string };
}

const refresh = (refreshToken: string) =>
  t.app.inject({ url: '/refresh_token', headers: { 'refresh-token': refreshToken } });
const logout = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/admin/logout', headers, remoteAddress });
const endSessions = async (id: number | string, as: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'DELETE',
    url: `/admin/admin_users/${id}/sessions`,
    headers: await t.authAs(as),
    remoteAddress,
  });
const callWith = (token: string) =>
  t.app.inject({
    url: '/tenants/marina-bay/api/v1/cameras?page=1&per_page=5',
    headers: { authorization: `JWT ${token}` },
  });

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
    assert.deepEqual(Object.keys(response.json().data).sort(), ['auth_token', 'refresh_token']);
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

describe('refresh token rotation', () => {
  test('a refresh answers a new refresh token of the same session; each refresh token works once', async () => {
    const first = await signIn(DEMO.manager);
    const rotated = await refresh(first.refresh_token);
    assert.equal(rotated.statusCode, 200, rotated.body);
    const second = rotated.json().data as { auth_token: string; refresh_token: string };
    assert.equal(typeof second.refresh_token, 'string');
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.equal(decodeJwt(second.refresh_token).sid, decodeJwt(first.refresh_token).sid);
    // It lasts as long as its session: a rotation does not stretch the sign-in's 60 h.
    assert.equal(decodeJwt(second.refresh_token).exp, decodeJwt(first.refresh_token).exp);
    assert.equal((await callWith(second.auth_token)).statusCode, 200);

    const third = await refresh(second.refresh_token);
    assert.equal(third.statusCode, 200, 'the new refresh token works');
    assert.notEqual(third.json().data.refresh_token, second.refresh_token);
  });

  test('a replaced refresh token sent again ends the whole session: it, the new one and the access tokens get 401', async () => {
    const stolen = await signIn(DEMO.manager);
    const other = await signIn(DEMO.manager);
    const rotated = (await refresh(stolen.refresh_token)).json().data as { auth_token: string; refresh_token: string };
    const since = await lastEventId();
    t.clock.advance(REPLACED_REFRESH_GRACE_MS + 1000);

    const reused = await refresh(stolen.refresh_token);
    assert.equal(reused.statusCode, 401);
    assert.equal(reused.json().message, SESSION_ENDED);
    const refused = await refresh(rotated.refresh_token);
    assert.equal(refused.statusCode, 401, 'the refresh token it was replaced by is refused too');
    assert.equal(refused.json().message, SESSION_ENDED);
    for (const token of [stolen.auth_token, rotated.auth_token]) {
      const access = await callWith(token);
      assert.equal(access.statusCode, 401, 'its access tokens stop at once');
      assert.equal(access.json().message, SESSION_ENDED);
    }
    assert.equal((await refresh(other.refresh_token)).statusCode, 200, 'another session of the user lives');
    const [ended] = await eventsSince(since);
    assert.equal(ended?.action, 'session_ended');
    assert.equal(ended?.recordId, await userId(DEMO.manager));
    assert.deepEqual(ended?.changes, { reason: [null, REUSED_REFRESH_TOKEN] });
  });

  test('the replaced token sent again at once (two tabs refreshing together) gets an access token only', async () => {
    const tokens = await signIn(DEMO.viewer);
    const firstTab = (await refresh(tokens.refresh_token)).json().data;
    const secondTab = await refresh(tokens.refresh_token);
    assert.equal(secondTab.statusCode, 200, secondTab.body);
    assert.deepEqual(Object.keys(secondTab.json().data), ['auth_token']);
    assert.equal((await callWith(secondTab.json().data.auth_token)).statusCode, 200);
    assert.equal((await refresh(firstTab.refresh_token)).statusCode, 200, 'the session lives on the new token');
  });
});

const lastEventId = async () =>
  (await t.database.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0]
    ?.id ?? 0;
const eventsSince = (id: number) =>
  t.database.db.select().from(auditEvents).where(gt(auditEvents.id, id)).orderBy(asc(auditEvents.id));

describe('sign-in events in the audit trail', () => {
  const from = '203.0.113.7';
  const summary = (event: typeof auditEvents.$inferSelect) => [
    event.action,
    event.recordId,
    event.actorId,
    event.actorEmail,
    event.ipAddress,
    event.changes,
  ];

  test('a sign-in, a refused password, a Log Out and sessions an administrator ended: who, from where, when', async () => {
    const viewer = await userId(DEMO.viewer);
    const admin = await userId(DEMO.admin);
    const since = await lastEventId();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { user_name: DEMO.viewer.toUpperCase(), password: 'not-the-password' },
      remoteAddress: from,
    });
    assert.equal(wrong.statusCode, 401);
    const tokens = await signIn(DEMO.viewer, from);
    assert.equal((await logout({ 'refresh-token': tokens.refresh_token }, from)).statusCode, 200);
    await signIn(DEMO.viewer, from);
    const ended = await endSessions(viewer, DEMO.admin, '198.51.100.4');
    assert.equal(ended.statusCode, 200);

    const events = await eventsSince(since);
    assert.deepEqual(events.map(summary), [
      [
        'sign_in_failed',
        viewer,
        null,
        DEMO.viewer,
        from,
        { method: [null, 'password'], reason: [null, 'wrong password'] },
      ],
      ['sign_in', viewer, viewer, DEMO.viewer, from, { method: [null, 'password'] }],
      ['logout', viewer, viewer, DEMO.viewer, from, {}],
      ['sign_in', viewer, viewer, DEMO.viewer, from, { method: [null, 'password'] }],
      [
        'session_ended',
        viewer,
        admin,
        DEMO.admin,
        '198.51.100.4',
        { reason: [null, 'ended by an administrator'], sessions: [null, ended.json().data.ended] },
      ],
    ]);
    for (const event of events) assert.ok(Math.abs(Date.now() - event.createdAt.getTime()) < 60_000, 'when');

    // The user's History in a condo they belong to shows them, newest first.
    const history = await t.app.inject({
      url: `/tenants/marina-bay/api/v1/audit_events?resource=users&record_id=${viewer}&per_page=5`,
      headers: await t.authAs(DEMO.manager),
    });
    assert.equal(history.statusCode, 200, history.body);
    const [latest, , , , first] = history.json().data;
    assert.equal(latest.action, 'session_ended');
    assert.deepEqual(latest.actor, { id: admin, email: DEMO.admin, name: latest.actor.name });
    assert.equal(first.action, 'sign_in_failed');
    assert.equal(first.ip_address, from);
    assert.deepEqual(first.changes, [
      { field: 'method', before: null, after: 'password' },
      { field: 'reason', before: null, after: 'wrong password' },
    ]);
  });

  test('an unknown e-mail’s refused sign-in is recorded without an account', async () => {
    const since = await lastEventId();
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { user_name: 'nobody@example.com', password: 'guess' },
      remoteAddress: from,
    });
    assert.equal(response.statusCode, 401);
    assert.deepEqual((await eventsSince(since)).map(summary), [
      [
        'sign_in_failed',
        null,
        null,
        'nobody@example.com',
        from,
        { method: [null, 'password'], reason: [null, 'no such account'] },
      ],
    ]);
  });

  test('sign-in codes: wrong codes are refused sign-ins, the one that uses up the tries a lock-out', async () => {
    const email = DEMO.condoAdmin;
    const account = await userId(email);
    await t.app.inject({ method: 'POST', url: '/admin/send_otp', headers: { authorization: email } });
    await t.app.jobs.drain(); // the code is mailed from the queue, after the answer
    const code = t.mail.last(email).tags?.code as string;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const since = await lastEventId();
    const login = (otp_token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/login',
        headers: { authorization: email },
        payload: { otp_token },
        remoteAddress: from,
      });
    for (let i = 0; i < 5; i += 1) assert.equal((await login(wrong)).statusCode, 401);
    assert.equal((await login(code)).statusCode, 401, 'the code is dead');

    const events = await eventsSince(since);
    assert.deepEqual(
      events.map((event) => [event.action, event.recordId, event.ipAddress, event.changes.reason?.[1]]),
      [
        ['sign_in_failed', account, from, 'Wrong code. 4 tries left.'],
        ['sign_in_failed', account, from, 'Wrong code. 3 tries left.'],
        ['sign_in_failed', account, from, 'Wrong code. 2 tries left.'],
        ['sign_in_failed', account, from, 'Wrong code. 1 try left.'],
        ['locked_out', account, from, 'Wrong code. Too many wrong tries: request a new code.'],
        ['sign_in_failed', account, from, 'Too many wrong codes. Request a new code.'],
      ],
    );
    assert.ok(events.every((event) => event.changes.method?.[1] === 'code'));

    await t.app.inject({ method: 'POST', url: '/admin/send_otp', headers: { authorization: email } });
    await t.app.jobs.drain();
    assert.equal((await login(t.mail.last(email).tags?.code as string)).statusCode, 200);
    const [signedIn] = await eventsSince(events.at(-1)?.id ?? 0);
    assert.deepEqual(signedIn && summary(signedIn), [
      'sign_in',
      account,
      account,
      email,
      from,
      { method: [null, 'code'] },
    ]);
  });
});
