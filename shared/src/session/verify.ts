import { refreshSession } from '../api/http';
import { api } from '../api/resources';
import { getToken } from './cookies';
import { logout } from './logout';
import { checkToken, type TokenCheck } from './token';

let publicKey: Promise<CryptoKey> | null = null;

/** The verification key from `GET /public_key`, fetched once and kept (dropped again if the fetch fails). */
export function loadPublicKey(): Promise<CryptoKey> {
  publicKey ??= api.auth
    .publicKey()
    .then(async ({ data }) => (await import('jose')).importSPKI(data, 'RS256'))
    .catch((error: unknown) => {
      publicKey = null;
      throw error;
    });
  return publicKey;
}

/** Forgets the cached key, e.g. after the server rotated it. */
export function forgetPublicKey(): void {
  publicKey = null;
}

/**
 * The session's token check (spec part 1 §4): valid → its claims. Expired, or expiring within 60 s →
 * 'Token Expired' and one refresh; the refreshed token's check is returned (a failed refresh has logged out).
 * Any other verification error logs out. No token, or no key (API down), changes nothing.
 */
export async function verifyToken(now: number = Date.now()): Promise<TokenCheck> {
  const token = getToken();
  if (!token) return { valid: false, expired: false, error: 'Not signed in' };
  let key: CryptoKey;
  try {
    key = await loadPublicKey();
  } catch {
    return { valid: false, expired: false, error: 'The public key could not be fetched' };
  }

  let check = await checkToken(token, key, now);
  if (!check.valid && check.code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED') {
    // The server may have rotated its key since we cached it: ask once more before giving up.
    forgetPublicKey();
    try {
      key = await loadPublicKey();
      check = await checkToken(token, key, now);
    } catch {
      return check;
    }
  }
  if (check.valid) return check;

  if (check.expired) {
    try {
      const refreshed = await refreshSession();
      return await checkToken(refreshed, key, Date.now());
    } catch {
      return check;
    }
  }
  logout();
  return check;
}
