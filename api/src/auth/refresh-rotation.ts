import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { adminSessions } from '../db/schema';
import type { SessionEnder } from './sessions';

/**
 * How long the refresh token a refresh replaced still answers, with an access token only: two tabs of one console
 * whose tokens expire together (or a laptop waking up) send the same refresh token at once, and the cookie they
 * share already holds the new one. After that, the replaced token coming back means it was copied: reuse.
 */
export const REPLACED_REFRESH_GRACE_MS = 30_000;

export type RefreshTokenUse =
  /** The token was the session's current one: `refreshTokenId` replaces it, in a token lasting until `expiresAt`. */
  | { outcome: 'rotated'; refreshTokenId: string; expiresAt: Date }
  /** The token was replaced less than the grace ago. */
  | { outcome: 'just-replaced' }
  /** The token was replaced before: someone holds a copy. */
  | { outcome: 'reused' };

export interface RefreshTokenOfSession {
  sessionId: string;
  userId: number;
  /** The refresh token's `jti`; tokens issued before rotation have none, and their session has no current id. */
  tokenId?: string;
}

/**
 * Uses a refresh token of a live session: replaces the session's current refresh token id in one conditional
 * UPDATE, so of two refreshes with the same token only one rotates.
 */
export async function useRefreshToken(db: Db, token: RefreshTokenOfSession, now: Date): Promise<RefreshTokenUse> {
  const refreshTokenId = randomUUID();
  const [rotated] = await db
    .update(adminSessions)
    .set({ previousRefreshTokenId: sql`${adminSessions.refreshTokenId}`, refreshTokenId, refreshedAt: now })
    .where(
      and(
        eq(adminSessions.id, token.sessionId),
        eq(adminSessions.adminUserId, token.userId),
        isNull(adminSessions.endedAt),
        gt(adminSessions.expiresAt, now),
        sql`${adminSessions.refreshTokenId} IS NOT DISTINCT FROM ${token.tokenId ?? null}`,
      ),
    )
    .returning({ expiresAt: adminSessions.expiresAt });
  if (rotated) return { outcome: 'rotated', refreshTokenId, expiresAt: rotated.expiresAt };

  const [session] = await db
    .select({ previous: adminSessions.previousRefreshTokenId, refreshedAt: adminSessions.refreshedAt })
    .from(adminSessions)
    .where(and(eq(adminSessions.id, token.sessionId), isNull(adminSessions.endedAt)));
  const justReplaced =
    token.tokenId !== undefined &&
    session?.previous === token.tokenId &&
    session.refreshedAt !== null &&
    now.getTime() - session.refreshedAt.getTime() < REPLACED_REFRESH_GRACE_MS;
  return justReplaced ? { outcome: 'just-replaced' } : { outcome: 'reused' };
}

/** Ends the session a reused refresh token belongs to; answers whether this call ended it. */
export async function endReusedSession(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const ended = await db
    .update(adminSessions)
    .set({ endedAt: now, endedBy: 'reuse' satisfies SessionEnder })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.endedAt)))
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}
