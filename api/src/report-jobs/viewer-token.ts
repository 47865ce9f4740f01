import { type CryptoKey, decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import { JWT_ALGORITHM } from '../auth/keys';
import { TOKEN_ISSUER } from '../auth/tokens';

/** Not the console's audience (`client`): an access-token check refuses a viewer token, and the reverse. */
export const VIEWER_AUDIENCE = 'bms-report-viewer';
export const VIEWER_SCOPE = 'bms_reports:view';
export const VIEWER_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export interface ViewerGrant {
  reportId: string;
  condoId: number;
}

/** A token that reads one report of one condo through `GET /api/v1/bms_reports/{id}`, and nothing else. */
export function issueViewerToken(key: CryptoKey, grant: ViewerGrant, now: Date, ttlSeconds = VIEWER_TOKEN_TTL_SECONDS) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: VIEWER_SCOPE, condo_id: grant.condoId })
    .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
    .setSubject(grant.reportId)
    .setAudience(VIEWER_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
}

/** Whether a token claims to be a viewer token (unverified: only to choose which check applies). */
export function looksLikeViewerToken(token: string): boolean {
  try {
    const { aud } = decodeJwt(token);
    return Array.isArray(aud) ? aud.includes(VIEWER_AUDIENCE) : aud === VIEWER_AUDIENCE;
  } catch {
    return false;
  }
}

export type ViewerCheck = { grant: ViewerGrant } | { refusal: 'expired' | 'invalid' };

export async function verifyViewerToken(key: CryptoKey, token: string, now: Date): Promise<ViewerCheck> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [JWT_ALGORITHM],
      audience: VIEWER_AUDIENCE,
      issuer: TOKEN_ISSUER,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.scope !== VIEWER_SCOPE || typeof payload.condo_id !== 'number') return { refusal: 'invalid' };
    return { grant: { reportId: payload.sub as string, condoId: payload.condo_id } };
  } catch (error) {
    return { refusal: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
