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
  /** The report's view_link_version when the token was made: revoking its links bumps it, and the token lapses. */
  linkVersion: number;
}

/** A token that reads one report of one condo through `GET /api/v1/bms_reports/{id}`, and nothing else. */
export function issueViewerToken(key: CryptoKey, grant: ViewerGrant, now: Date, ttlSeconds = VIEWER_TOKEN_TTL_SECONDS) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: VIEWER_SCOPE, condo_id: grant.condoId, link_version: grant.linkVersion })
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
    // Tokens made before links could be revoked carry no version: the first one.
    const linkVersion = typeof payload.link_version === 'number' ? payload.link_version : 0;
    return { grant: { reportId: payload.sub as string, condoId: payload.condo_id, linkVersion } };
  } catch (error) {
    return { refusal: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The console's public viewer of a report with a fresh token for its current link version (details' view_url). */
export async function viewerUrl(
  key: CryptoKey,
  condo: { id: number; aliasName: string },
  report: { id: string; viewLinkVersion: number },
  now: Date,
) {
  const token = await issueViewerToken(
    key,
    { reportId: report.id, condoId: condo.id, linkVersion: report.viewLinkVersion },
    now,
  );
  return `/html/report/${report.id}?tenant=${encodeURIComponent(condo.aliasName)}&token=${token}`;
}
