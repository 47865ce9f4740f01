import type { JWTPayload } from 'jose';

/** A token expiring within this margin counts as invalid and is refreshed (spec part 1 §4, §9). */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
export const TOKEN_EXPIRED = 'Token Expired';

export const TOKEN_CLAIMS = { algorithms: ['RS256'], audience: 'client', issuer: 'gateway' } as const;

/**
 * The claims of a JWT, unverified (the expiry checks below). jose's `decodeJwt` would put ~2.6 KB (gzip) of jose on
 * the login route, whose budget is 250 KB (bench/foundation.mjs); jose itself loads with the first verification.
 * Throws when the token is not three base64url parts with a JSON object in the middle one.
 */
function decodeJwt(token: string): JWTPayload {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new TypeError('Invalid JWT');
  const binary = atob(parts[1].replace(/-/g, '+').replace(/_/g, '/'));
  const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) throw new TypeError('Invalid JWT claims');
  return claims as JWTPayload;
}

/** The token's expiry in epoch milliseconds; null when it has no `exp` or cannot be decoded. */
export function tokenExpiresAt(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The 60-second rule, read without verifying the signature (the server does that): true when the token
 * expires within 60 s of `now` or is not a readable JWT. A token without `exp` never needs a refresh.
 */
export function tokenNeedsRefresh(token: string, now: number = Date.now()): boolean {
  try {
    const { exp } = decodeJwt(token);
    if (typeof exp !== 'number') return false;
    return exp * 1000 - now <= TOKEN_REFRESH_MARGIN_MS;
  } catch {
    return true;
  }
}

export type TokenCheck =
  | { valid: true; payload: JWTPayload }
  /** `expired` covers both a past `exp` and the 60-second margin; `error` is 'Token Expired' then. */
  | { valid: false; expired: boolean; error: string; code?: string };

/** Verifies signature and claims (RS256, audience client, issuer gateway) and the 60-second rule. */
export async function checkToken(token: string, key: CryptoKey, now: number = Date.now()): Promise<TokenCheck> {
  try {
    // Verification code loads with the first signed-in check, not with the login page.
    const { jwtVerify } = await import('jose');
    const { payload } = await jwtVerify(token, key, {
      algorithms: [...TOKEN_CLAIMS.algorithms],
      audience: TOKEN_CLAIMS.audience,
      issuer: TOKEN_CLAIMS.issuer,
      currentDate: new Date(now),
    });
    if (tokenNeedsRefresh(token, now)) return { valid: false, expired: true, error: TOKEN_EXPIRED };
    return { valid: true, payload };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') return { valid: false, expired: true, error: TOKEN_EXPIRED, code };
    return { valid: false, expired: false, error: error instanceof Error ? error.message : String(error), code };
  }
}
