import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { importSPKI, jwtVerify } from 'jose';
import { loadOrCreateKeys } from '../../auth/keys';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp({ tokenTtlSeconds: 600 });
});
after(() => t.close());

async function signIn(email: string) {
  await t.app.inject({ method: 'POST', url: '/admin/send_otp', headers: { authorization: email } });
  await t.app.jobs.drain(); // the mail goes out from the queue
  const response = await t.app.inject({
    method: 'POST',
    url: '/admin/login',
    headers: { authorization: email },
    payload: { otp_token: t.mail.last(email).tags?.code },
  });
  assert.equal(response.statusCode, 200);
  return response.json().data as { token: string; refresh_token: string };
}

const profile = (authorization?: string) =>
  t.app.inject({
    url: '/tenants/marina-bay/api/v1/users/profile',
    headers: authorization ? { authorization } : {},
  });
const refresh = (headers: Record<string, string>) => t.app.inject({ url: '/refresh_token', headers });

describe('tokens', () => {
  test('verify with jose against the PEM from /public_key: RS256, audience client, issuer gateway', async () => {
    const { token, refresh_token } = await signIn(DEMO.manager);
    const keyResponse = await t.app.inject({ url: '/public_key' });
    assert.equal(keyResponse.statusCode, 200);
    const pem = keyResponse.json().data as string;
    assert.match(pem, /^-----BEGIN PUBLIC KEY-----/);
    const key = await importSPKI(pem, 'RS256');
    const options = { audience: 'client', issuer: 'gateway', algorithms: ['RS256'], currentDate: t.clock.now() };
    const { payload, protectedHeader } = await jwtVerify(token, key, options);
    assert.equal(protectedHeader.alg, 'RS256');
    assert.equal(payload.email, DEMO.manager);
    assert.equal(payload.token_use, 'access');
    assert.equal((payload.exp as number) - (payload.iat as number), 600);
    const refreshed = await jwtVerify(refresh_token, key, options);
    assert.equal(refreshed.payload.token_use, 'refresh');
    assert.equal(refreshed.payload.sub, payload.sub);
    assert.equal((refreshed.payload.exp as number) - (refreshed.payload.iat as number), 60 * 3600);
  });

  test('an access token opens per-condo calls; a missing or forged one is 401', async () => {
    const { token } = await signIn(DEMO.manager);
    assert.equal((await profile(`JWT ${token}`)).statusCode, 200);
    const missing = await profile();
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.json().message, 'Authorization token is missing');
    const forged = await profile(`JWT ${token.slice(0, -4)}AAAA`);
    assert.equal(forged.statusCode, 401);
    assert.equal(forged.json().message, 'Invalid token');
  });

  test('an expired access token is 401 Token Expired', async () => {
    const { token } = await signIn(DEMO.viewer);
    t.clock.advance(601_000);
    const response = await profile(`JWT ${token}`);
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Token Expired' });
  });

  test('an access endpoint refuses a refresh token', async () => {
    const { refresh_token } = await signIn(DEMO.manager);
    for (const url of ['/admin/condos', '/tenants/marina-bay/api/v1/users/roles']) {
      const response = await t.app.inject({ url, headers: { authorization: `JWT ${refresh_token}` } });
      assert.equal(response.statusCode, 401, url);
    }
  });

  test('/refresh_token gives a working access token for an expired one', async () => {
    const { token, refresh_token } = await signIn(DEMO.manager);
    t.clock.advance(601_000);
    assert.equal((await profile(`JWT ${token}`)).json().message, 'Token Expired');
    const response = await refresh({ authorization: `JWT ${token}`, 'refresh-token': refresh_token });
    assert.equal(response.statusCode, 200);
    const { auth_token } = response.json().data;
    const after = await profile(`JWT ${auth_token}`);
    assert.equal(after.statusCode, 200);
    assert.equal(after.json().data.email, DEMO.manager);
  });

  test('/refresh_token refuses a bad, an access or an expired refresh token, and another user’s pair', async () => {
    const manager = await signIn(DEMO.manager);
    const viewer = await signIn(DEMO.viewer);
    const cases: [Record<string, string>, string][] = [
      [{ 'refresh-token': 'not-a-token' }, 'Invalid token'],
      [{ 'refresh-token': manager.token }, 'Invalid refresh token'],
      [
        { authorization: `JWT ${viewer.token}`, 'refresh-token': manager.refresh_token },
        'The tokens belong to different users',
      ],
    ];
    for (const [headers, message] of cases) {
      const response = await refresh(headers);
      assert.equal(response.statusCode, 401, message);
      assert.equal(response.json().message, message);
    }
    const missing = await refresh({});
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(missing.json().data, ['Refresh-Token header is required']);

    t.clock.advance(60 * 3600_000 + 1000);
    const expired = await refresh({ 'refresh-token': manager.refresh_token });
    assert.equal(expired.statusCode, 401);
    assert.notEqual(expired.json().message, 'Token Expired', 'the console must not try to refresh a refresh token');
  });
});

describe('signing keys', () => {
  test('are created once in <DATA_DIR>/keys and reused after a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'condo-api-keys-test-'));
    try {
      const first = await loadOrCreateKeys(dataDir);
      const second = await loadOrCreateKeys(dataDir);
      assert.equal(second.publicKeyPem, first.publicKeyPem);
      assert.deepEqual(second.otpSecret, first.otpSecret);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
