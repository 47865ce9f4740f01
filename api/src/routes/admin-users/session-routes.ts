import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { recordSessionEvent } from '../../audit/session-events';
import { endUserSessions } from '../../auth/sessions';
import { adminUsers } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { requireUser } from '../../plugins/auth';
import { errorResponses, Id } from '../../plugins/envelope';
import { forbidden, notFound } from '../../plugins/http-errors';

const EndedSessionsResponse = Type.Object({
  data: Type.Object({ ended: Type.Integer({ description: 'How many live sessions were ended' }) }),
  message: Type.String(),
});

/**
 * An administrator ends all of a user's sessions (an extension of the contract, docs/api/auth-and-sessions.md): their
 * refresh and access tokens stop working at once (plugins/auth.ts checks the session of every access token).
 */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
