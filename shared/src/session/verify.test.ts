import { decodeJwt, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { configureApi } from '../api/config';
import { installFakeBackend } from '../api/testing/fakeBackend';
import { bus } from '../bus';
import { getToken, setSession } from './cookies';
import { browser } from './navigate';
import { checkToken, TOKEN_EXPIRED, tokenExpiresAt, tokenNeedsRefresh } from './token';
import { forgetPublicKey, loadPublicKey, verifyToken } from './verify';

let keys: { publicKey: CryptoKey; privateKey: CryptoKey; pem: string };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  keys = { ...pair, pem: await exportSPKI(pair.publicKey) };
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

function sign({ audience = 'client', issuer = 'gateway', exp = nowSeconds() + 3600, key = keys.privateKey } = {}) {
  return new SignJWT({ sub: 'ops@example.com' })
    .setProtectedHeader({ alg: 'RS256' })
    .setAudience(audience)
    .setIssuer(issuer)
    .setIssuedAt(nowSeconds() - 7200)
    .setExpirationTime(exp)
    .sign(key);
}

describe('checkToken (RS256, audience client, issuer gateway)', () => {
  it('accepts a valid token and returns its claims', async () => {
    const check = await checkToken(await sign(), keys.publicKey);
    expect(check).toMatchObject({ valid: true, payload: { sub: 'ops@example.com', aud: 'client', iss: 'gateway' } });
  });

  it('rejects a token for another audience or issuer', async () => {
    expect(await checkToken(await sign({ audience: 'backoffice' }), keys.publicKey)).toMatchObject({
      valid: false,
      expired: false,
    });
    expect(await checkToken(await sign({ issuer: 'elsewhere' }), keys.publicKey)).toMatchObject({
      valid: false,
      expired: false,
    });
  });

  it("calls an expired token 'Token Expired'", async () => {
    const check = await checkToken(await sign({ exp: nowSeconds() - 10 }), keys.publicKey);
    expect(check).toMatchObject({ valid: false, expired: true, error: TOKEN_EXPIRED });
  });

  it("calls a token expiring within 60 s 'Token Expired' too", async () => {
    const check = await checkToken(await sign({ exp: nowSeconds() + 30 }), keys.publicKey);
    expect(check).toMatchObject({ valid: false, expired: true, error: 'Token Expired' });
  });

  it('rejects a token signed by another key', async () => {
    const stranger = await generateKeyPair('RS256');
    const check = await checkToken(await sign({ key: stranger.privateKey }), keys.publicKey);
    expect(check).toMatchObject({ valid: false, expired: false });
  });
});

describe('tokenNeedsRefresh: the 60-second rule', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);
  const at = (secondsFromNow: number) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'RS256' })
      .setExpirationTime(now / 1000 + secondsFromNow)
      .sign(keys.privateKey);

  it('is true within 60 s of expiry and after it, false beyond', async () => {
    expect(tokenNeedsRefresh(await at(30), now)).toBe(true);
    expect(tokenNeedsRefresh(await at(60), now)).toBe(true);
    expect(tokenNeedsRefresh(await at(-5), now)).toBe(true);
    expect(tokenNeedsRefresh(await at(61), now)).toBe(false);
    expect(tokenNeedsRefresh(await at(120), now)).toBe(false);
  });

  it('treats a token that is not a JWT as needing a refresh', () => {
    expect(tokenNeedsRefresh('not-a-jwt', now)).toBe(true);
    expect(tokenNeedsRefresh('a.%%%.c', now)).toBe(true);
    expect(tokenNeedsRefresh(`a.${btoa('[1]')}.c`, now)).toBe(true);
  });

  it('reads the expiry as jose does, whatever the claims hold (unicode, base64url characters)', async () => {
    const token = await new SignJWT({ name: 'Zoë ✓ 東京', note: '>>>???' })
      .setProtectedHeader({ alg: 'RS256' })
      .setExpirationTime(now / 1000 + 3600)
      .sign(keys.privateKey);
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(tokenExpiresAt(token)).toBe((decodeJwt(token).exp ?? 0) * 1000);
    expect(tokenExpiresAt(token)).toBe(now + 3_600_000);
  });
});

describe('verifyToken', () => {
  let keyRequests: number;
  let refreshedWith: string | null;
  let logouts: number;
  let subscription: { unsubscribe(): void };

  beforeEach(() => {
    configureApi({ baseUrl: '/gateway', condoBaseUrlTemplate: '/gateway/tenants/{condo}' });
    forgetPublicKey();
    jest.spyOn(browser, 'goTo').mockImplementation(() => {});
    keyRequests = 0;
    refreshedWith = null;
    logouts = 0;
    subscription = bus.logout$.subscribe(() => logouts++);
  });
  afterEach(() => subscription.unsubscribe());

  function serve(refreshed: () => Promise<string>) {
    return installFakeBackend(async (request) => {
      if (request.url.endsWith('/public_key')) {
        keyRequests++;
        return { status: 200, body: { data: keys.pem } };
      }
      if (request.url.endsWith('/refresh_token')) {
        refreshedWith = request.headers['Refresh-Token'] ?? null;
        return { status: 200, body: { data: { auth_token: await refreshed() } } };
      }
      return { status: 404, body: {} };
    });
  }

  it('accepts a valid session token, fetching the public key once', async () => {
    serve(() => sign());
    setSession({ token: await sign(), refresh_token: 'r1', email: 'ops@example.com' });
    expect(await verifyToken()).toMatchObject({ valid: true });
    expect(await verifyToken()).toMatchObject({ valid: true });
    expect(keyRequests).toBe(1);
    await expect(loadPublicKey()).resolves.toBeDefined();
    expect(keyRequests).toBe(1);
  });

  it("refreshes an expired token ('Token Expired') and answers for the new one", async () => {
    const fresh = await sign();
    serve(async () => fresh);
    setSession({ token: await sign({ exp: nowSeconds() - 10 }), refresh_token: 'r1', email: 'ops@example.com' });

    expect(await verifyToken()).toMatchObject({ valid: true });
    expect(refreshedWith).toBe('r1');
    expect(getToken()).toBe(fresh);
    expect(logouts).toBe(0);
  });

  it('logs out on any other verification error', async () => {
    serve(() => sign());
    setSession({ token: await sign({ audience: 'backoffice' }), refresh_token: 'r1', email: 'ops@example.com' });

    expect(await verifyToken()).toMatchObject({ valid: false, expired: false });
    expect(logouts).toBe(1);
    expect(getToken()).toBeNull();
    expect(refreshedWith).toBeNull();
  });
});
