import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { adminSessions } from '../db/schema';

export type SessionEnder = 'logout' | 'administrator' | 'reuse';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * Opens a session for a sign-in; its id goes into both tokens as `sid`, and `refreshTokenId` into the refresh token as
 * `jti`. Drops the user's long-dead sessions.
 */
export async function startSession(
  db: Db,
  userId: number,
  now: Date,
  ttlSeconds: number,
): Promise<{ sessionId: string; refreshTokenId: string }> {
  const sessionId = randomUUID();
  const refreshTokenId = randomUUID();
  await db.delete(adminSessions).where(and(eq(adminSessions.adminUserId, userId), lt(adminSessions.expiresAt, now)));
  await db.insert(adminSessions).values({
    id: sessionId,
    adminUserId: userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    refreshTokenId,
  });
  return { sessionId, refreshTokenId };
}

/** Why a refresh token of this session may not be used, or null when it may. */
export async function sessionRefusal(
  db: Db,
  sessionId: string | undefined,
  userId: number,
  now: Date,
): Promise<string | null> {
  if (!sessionId) return SESSION_ENDED;
  const [session] = await db
    .select({ userId: adminSessions.adminUserId, expiresAt: adminSessions.expiresAt, endedAt: adminSessions.endedAt })
    .from(adminSessions)
    .where(eq(adminSessions.id, sessionId));
  if (!session || session.userId !== userId || session.endedAt) return SESSION_ENDED;
  if (session.expiresAt <= now) return SESSION_EXPIRED;
  return null;
}

/** Ends one session (Log Out); ending an ended one changes nothing. */
export async function endSession(db: Db, sessionId: string, userId: number, now: Date): Promise<boolean> {
  const ended = await db
    .update(adminSessions)
    .set({ endedAt: now, endedBy: 'logout' satisfies SessionEnder })
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.adminUserId, userId), isNull(adminSessions.endedAt)))
    .returning({ id: adminSessions.id });
  return ended.length > 0;
}

/** Ends every live session of a user; answers how many it ended. */
export async function endUserSessions(db: Db, userId: number, now: Date): Promise<number> {
  const ended = await db
    .update(adminSessions)
    .set({ endedAt: now, endedBy: 'administrator' satisfies SessionEnder })
    .where(
      and(
        eq(adminSessions.adminUserId, userId),
        isNull(adminSessions.endedAt),
        sql`${adminSessions.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: adminSessions.id });
  return ended.length;
}
