import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { recordSessionEvent } from '../../audit/session-events';
import { endSession, endUserSessions } from '../../auth/sessions';
import { REFRESH_TOKEN_EXPIRED, TokenError } from '../../auth/tokens';
import { adminUsers } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { requireUser } from '../../plugins/auth';
import { errorResponses, Id, MessageBody } from '../../plugins/envelope';
import { forbidden, notFound, unauthorized } from '../../plugins/http-errors';

const LogoutHeaders = Type.Object({
  'refresh-token': Type.String({
    minLength: 1,
    maxLength: 4096,
    description: 'The refresh token of the session to end',
  }),
});

const EndedSessionsResponse = Type.Object({
  data: Type.Object({ ended: Type.Integer({ description: 'How many live sessions were ended' }) }),
  message: Type.String(),
});

/**
 * Server-side sessions (extensions of the contract, api/README.md): Log Out ends the caller's session, and
 * an administrator ends all of a user's. Either way the session's refresh and access tokens stop working at once
 * (plugins/auth.ts checks the session of every access token; the caller cache is dropped when sessions change).
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

  app.delete(
    '/admin/admin_users/:id/sessions',
    {
      config: { audit: { skip: 'ending sessions is kept on each session; the session_ended event is written itself' } },
      onRequest: app.authenticate,
      schema: {
        ...addedRoute('Not in the spec: a super admin ends a user’s sessions'),
        tags: ['auth'],
        summary: 'Ends every session of an admin user: their refresh tokens stop working',
        description:
          'Super admins only (the one group that holds api/v1/admin_users). The access tokens already issued ' +
          'stop working at once too.',
        security: [{ JWT: [] }],
        params: Type.Object({ id: Id() }),
        response: { 200: EndedSessionsResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      if (!requireUser(request).isSuperAdmin) {
        throw forbidden('You do not have permission to update api/v1/admin_users');
      }
      const [user] = await app.db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(eq(adminUsers.id, request.params.id));
      if (!user) throw notFound('Admin user not found');
      const ended = await endUserSessions(app.db, user.id, app.now());
      if (ended) {
        app.callerCache.clear();
        const { id, email } = requireUser(request);
        await recordSessionEvent(app.db, {
          action: 'session_ended',
          userId: user.id,
          actor: { id, email },
          ip: request.ip,
          details: { reason: 'ended by an administrator', sessions: ended },
        });
      }
      return { data: { ended }, message: `Ended ${ended} session${ended === 1 ? '' : 's'}` };
    },
  );
};

export default sessionRoutes;
