import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { recordSessionEvent } from '../../audit/session-events';
import { endSession } from '../../auth/sessions';
import { REFRESH_TOKEN_EXPIRED, TokenError } from '../../auth/tokens';
import { addedRoute } from '../../plugins/additions';
import { errorResponses, MessageBody } from '../../plugins/envelope';
import { unauthorized } from '../../plugins/http-errors';

const LogoutHeaders = Type.Object({
  'refresh-token': Type.String({
    minLength: 1,
    maxLength: 4096,
    description: 'The refresh token of the session to end',
  }),
});

/**
 * Server-side sessions (extensions of the contract, docs/api/auth-and-sessions.md): Log Out ends the caller's session,
 * its refresh and access tokens stop working at once (plugins/auth.ts checks the session of every access token; the
 * caller cache is dropped when sessions change). An administrator ends all of a user's: admin-users/session-routes.ts.
 */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/logout',
    {
      config: {
        audit: { skip: 'a sign-out ends its session (admin_sessions.ended_at); the logout event is written itself' },
      },
      schema: {
        ...addedRoute('The spec’s Log Out only clears the browser; this ends the session on the server'),
        tags: ['auth'],
        summary: 'Log Out: ends the session of this refresh token',
        description:
          'Refresh-Token carries the refresh token. An already ended or expired session answers the same. ' +
          'Not in the spec: the console calls it best-effort and signs out locally whatever the answer.',
        headers: LogoutHeaders,
        response: { 200: MessageBody, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      try {
        const refresh = await app.tokens.verifyRefresh(request.headers['refresh-token']);
        if (refresh.sessionId && (await endSession(app.db, refresh.sessionId, refresh.userId, app.now()))) {
          // This instance forgets the session's callers now; the others when the change's NOTIFY reaches them.
          app.callerCache.clear();
          const actor = { id: refresh.userId, email: refresh.email };
          await recordSessionEvent(app.db, { action: 'logout', userId: refresh.userId, actor, ip: request.ip });
        }
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
        // An expired refresh token's session is over already; anything else is not ours to act on.
        if (error.message !== REFRESH_TOKEN_EXPIRED) throw unauthorized(error.message);
      }
      return { message: 'Logged out' };
    },
  );
};

export default sessionRoutes;
