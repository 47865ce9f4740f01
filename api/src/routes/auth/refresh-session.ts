import type { FastifyInstance } from 'fastify';
import { recordSessionEvent } from '../../audit/session-events';
import { endReusedSession, useRefreshToken } from '../../auth/refresh-rotation';
import { SESSION_ENDED } from '../../auth/sessions';
import type { TokenSubject, VerifiedToken } from '../../auth/tokens';
import type { Db } from '../../db/database';
import { unauthorized } from '../../plugins/http-errors';

export const REUSED_REFRESH_TOKEN = 'a replaced refresh token was used again';

/**
 * `GET /refresh_token`'s answer for a refresh token of a live session: a new access token and, in place of the one
 * sent, a new refresh token (rotation). A replaced refresh token sent again ends the whole session (its access
 * tokens and the new refresh token too), is recorded in the audit trail, and is refused.
 */
export async function refreshSession(
  app: FastifyInstance,
  user: TokenSubject,
  refresh: VerifiedToken,
  ip: string,
): Promise<{ auth_token: string; refresh_token?: string }> {
  const { sessionId } = refresh;
  if (!sessionId) throw unauthorized(SESSION_ENDED);
  // The spec's answer has no refresh token: its client keeps the one it has, so the spec profile does not rotate it.
  if (app.contract === 'spec') return { auth_token: await app.tokens.issueAccess(user, sessionId) };
  const use = await useRefreshToken(app.db, { sessionId, userId: user.id, tokenId: refresh.tokenId }, app.now());
  if (use.outcome === 'reused') {
    const ended = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      if (!(await endReusedSession(db, sessionId, app.now()))) return false;
      await recordSessionEvent(db, {
        action: 'session_ended',
        userId: user.id,
        actor: null,
        ip,
        details: { reason: REUSED_REFRESH_TOKEN },
      });
      return true;
    });
    // This instance forgets the session's callers now; the others when the change's NOTIFY reaches them.
    if (ended) app.callerCache.clear();
    throw unauthorized(SESSION_ENDED);
  }
  const authToken = await app.tokens.issueAccess(user, sessionId);
  if (use.outcome === 'just-replaced') return { auth_token: authToken };
  const refreshToken = await app.tokens.issueRefresh(user, sessionId, use.refreshTokenId, use.expiresAt);
  return { auth_token: authToken, refresh_token: refreshToken };
}
