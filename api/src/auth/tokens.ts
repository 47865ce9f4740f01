import { type CryptoKey, compactVerify, errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { JWT_ALGORITHM } from './keys';

export const TOKEN_AUDIENCE = 'client';
export const TOKEN_ISSUER = 'gateway';
export const REFRESH_TTL_SECONDS = 60 * 60 * 60;

type TokenUse = 'access' | 'refresh';

export interface TokenSubject {
  id: number;
  email: string;
}

export interface VerifiedToken {
  userId: number;
  email: string;
  /** The server-side session (admin_sessions.id) the token was issued for; absent on tokens made without one. */
  sessionId?: string;
  /** A refresh token's own id (`jti`): the session knows which one is current. Absent on tokens from before rotation. */
  tokenId?: string;
}

/** A token that failed verification; the message is what the client is told (401). */
export class TokenError extends Error {}

export const TOKEN_EXPIRED = 'Token Expired';
export const REFRESH_TOKEN_EXPIRED = 'Refresh token expired. Please sign in again.';

export interface TokenServiceOptions {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  accessTtlSeconds: number;
  refreshTtlSeconds?: number;
  now: () => Date;
  /** Verified access tokens kept at most (default VERIFIED_ACCESS_TOKENS). */
  maxVerifiedTokens?: number;
}

/** Verified access tokens kept; beyond this the least recently used go first. */
const VERIFIED_ACCESS_TOKENS = 10_000;

/** Issues and verifies the RS256 tokens: access tokens for every call, refresh tokens only for /refresh_token. */
export class TokenService {
  /**
   * Access tokens whose signature, issuer, audience and kind have been checked, with their expiry. A token is an
   * immutable string: the same bytes verify the same way again, so only the expiry is checked on later calls
   * (an RSA verification is the largest cost of an authenticated call after the database).
   */
  private readonly verifiedAccess: LRUCache<string, VerifiedToken & { expiresAt: number }>;

  constructor(private readonly options: TokenServiceOptions) {
    this.verifiedAccess = new LRUCache({ max: options.maxVerifiedTokens ?? VERIFIED_ACCESS_TOKENS });
  }

  /** Verified access tokens held now (tests). */
  get verifiedTokensHeld(): number {
    return this.verifiedAccess.size;
  }

  get refreshTtlSeconds(): number {
    return this.options.refreshTtlSeconds ?? REFRESH_TTL_SECONDS;
  }

  /** Both tokens of a sign-in, carrying its session id (`sid`); the refresh token carries its own id (`jti`). */
  async issuePair(
    subject: TokenSubject,
    sessionId: string,
    refreshTokenId: string,
  ): Promise<{ accessToken: string; refreshToken: string }> {
    const [accessToken, refreshToken] = await Promise.all([
      this.issueAccess(subject, sessionId),
      this.sign(subject, 'refresh', this.expiryIn(this.refreshTtlSeconds), sessionId, refreshTokenId),
    ]);
    return { accessToken, refreshToken };
  }

  issueAccess(subject: TokenSubject, sessionId?: string): Promise<string> {
    return this.sign(subject, 'access', this.expiryIn(this.options.accessTtlSeconds), sessionId);
  }

  /** The refresh token a rotation hands out: it lasts until its session does, not 60 h more. */
  issueRefresh(subject: TokenSubject, sessionId: string, tokenId: string, expiresAt: Date): Promise<string> {
    return this.sign(subject, 'refresh', Math.floor(expiresAt.getTime() / 1000), sessionId, tokenId);
  }

  async verifyAccess(token: string): Promise<VerifiedToken> {
    const known = this.verifiedAccess.get(token);
    if (known) {
      // The same rule as jose's: expired once the current second reaches `exp`.
      if (Math.floor(this.options.now().getTime() / 1000) < known.expiresAt) return known;
      this.verifiedAccess.delete(token);
      throw new TokenError(TOKEN_EXPIRED);
    }
    const verified = await this.verify(token, 'access');
    this.verifiedAccess.set(token, verified);
    return verified;
  }

  verifyRefresh(token: string): Promise<VerifiedToken> {
    return this.verify(token, 'refresh');
  }

  /**
   * Checks only the signature and the token's kind, not its expiry: /refresh_token receives the expired
   * access token so it can make sure the refresh token belongs to the same user.
   */
  async verifyAccessIgnoringExpiry(token: string): Promise<VerifiedToken> {
    let payload: JWTPayload;
    try {
      const { payload: bytes, protectedHeader } = await compactVerify(token, this.options.publicKey, {
        algorithms: [JWT_ALGORITHM],
      });
      if (protectedHeader.alg !== JWT_ALGORITHM) throw new TokenError('Invalid token');
      payload = JSON.parse(new TextDecoder().decode(bytes)) as JWTPayload;
    } catch {
      throw new TokenError('Invalid token');
    }
    if (payload.iss !== TOKEN_ISSUER || !hasAudience(payload, TOKEN_AUDIENCE)) throw new TokenError('Invalid token');
    return toVerified(payload, 'access');
  }

  private expiryIn(ttlSeconds: number): number {
    return Math.floor(this.options.now().getTime() / 1000) + ttlSeconds;
  }

  private sign(
    subject: TokenSubject,
    use: TokenUse,
    expiresAt: number,
    sessionId?: string,
    tokenId?: string,
  ): Promise<string> {
    const issuedAt = Math.floor(this.options.now().getTime() / 1000);
    const token = new SignJWT({ email: subject.email, token_use: use, ...(sessionId ? { sid: sessionId } : {}) })
      .setProtectedHeader({ alg: JWT_ALGORITHM, typ: 'JWT' })
      .setSubject(String(subject.id))
      .setAudience(TOKEN_AUDIENCE)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt);
    if (tokenId) token.setJti(tokenId);
    return token.sign(this.options.privateKey);
  }

  private async verify(token: string, use: TokenUse): Promise<VerifiedToken & { expiresAt: number }> {
    try {
      const { payload } = await jwtVerify(token, this.options.publicKey, {
        algorithms: [JWT_ALGORITHM],
        audience: TOKEN_AUDIENCE,
        issuer: TOKEN_ISSUER,
        currentDate: this.options.now(),
        requiredClaims: ['exp'],
      });
      return { ...toVerified(payload, use), expiresAt: payload.exp as number };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JWTExpired) {
        // Only an expired access token says 'Token Expired': that is the console's cue to refresh.
        throw new TokenError(use === 'access' ? TOKEN_EXPIRED : REFRESH_TOKEN_EXPIRED);
      }
      throw new TokenError('Invalid token');
    }
  }
}

function toVerified(payload: JWTPayload, use: TokenUse): VerifiedToken {
  if (payload.token_use !== use) {
    throw new TokenError(use === 'access' ? 'A refresh token cannot be used here' : 'Invalid refresh token');
  }
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || typeof payload.email !== 'string') throw new TokenError('Invalid token');
  return {
    userId,
    email: payload.email,
    ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
    ...(typeof payload.jti === 'string' ? { tokenId: payload.jti } : {}),
  };
}

function hasAudience(payload: JWTPayload, audience: string): boolean {
  return Array.isArray(payload.aud) ? payload.aud.includes(audience) : payload.aud === audience;
}
