import { randomUUID } from 'node:crypto';
import { type CryptoKey, errors, jwtVerify, SignJWT } from 'jose';
import { JWT_ALGORITHM } from '../../auth/keys';
import { TOKEN_ISSUER } from '../../auth/tokens';

/** Not the console's audience (`client`): an access-token check refuses an invitation token, and the reverse. */
export const INVITATION_AUDIENCE = 'user-invitation';
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

/** Which invitation, of which condo, for which account: all three must still match when it is accepted. */
export interface InvitationGrant {
  invitationId: number;
  condoId: number;
  accountId: number;
}

/**
 * The token of an invitation's link, signed with the API's key. It is single-use because accepting deletes the
 * invitation it names; it lapses after 7 days (a new mail carries a new token).
 */
export function issueInvitationToken(key: CryptoKey, grant: InvitationGrant, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ condo_id: grant.condoId, account_id: grant.accountId })
    .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
    .setSubject(String(grant.invitationId))
    .setJti(randomUUID())
    .setAudience(INVITATION_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + INVITATION_TTL_SECONDS)
    .sign(key);
}

export type InvitationCheck = { grant: InvitationGrant } | { refusal: 'expired' | 'invalid' };

export async function verifyInvitationToken(key: CryptoKey, token: string, now: Date): Promise<InvitationCheck> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [JWT_ALGORITHM],
      audience: INVITATION_AUDIENCE,
      issuer: TOKEN_ISSUER,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    const grant = {
      invitationId: Number(payload.sub),
      condoId: Number(payload.condo_id),
      accountId: Number(payload.account_id),
    };
    if (!Object.values(grant).every(Number.isSafeInteger)) return { refusal: 'invalid' };
    return { grant };
  } catch (error) {
    return { refusal: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
