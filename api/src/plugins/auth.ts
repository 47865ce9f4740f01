import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionRefusal } from '../auth/sessions';
import { TokenError } from '../auth/tokens';
import { adminUsers } from '../db/schema';
import { unauthorized } from './http-errors';

export interface CurrentUser {
  id: number;
  email: string;
  firstName: string;
  slackUsername: string | null;
  isSuperAdmin: boolean;
  /** `inactive`: refused everywhere (401 here, 404 per condo) and at sign-in (docs/api/auth-and-sessions.md). */
  status: 'active' | 'inactive';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless `Authorization: JWT <access token>` names an existing admin user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

/** `JWT <token>` as the console sends it; `Bearer <token>` is accepted too. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized('Authorization token is missing');
  return request.currentUser;
}

/** The columns of CurrentUser, for queries that load the caller along with something else (tenant.ts). */
export const currentUserColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  firstName: adminUsers.firstName,
  slackUsername: adminUsers.slackUsername,
  isSuperAdmin: adminUsers.isSuperAdmin,
  status: adminUsers.status,
};

/** Who an access token speaks for: the admin user, and the sign-in session it was issued for. */
export interface TokenCaller {
  userId: number;
  /** Absent on tokens made without a session (tests and benchmarks sign those with the same key). */
  sessionId?: string;
}

/** The caller of the request's access token; 401 when it is missing, expired or not ours. */
export async function tokenCaller(app: FastifyInstance, request: FastifyRequest): Promise<TokenCaller> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw unauthorized('Authorization token is missing');
  const verified = await app.tokens.verifyAccess(token).catch((error: unknown) => {
    throw error instanceof TokenError ? unauthorized(error.message) : error;
  });
  return { userId: verified.userId, ...(verified.sessionId ? { sessionId: verified.sessionId } : {}) };
}

/**
 * The caller cache's key: the user and their session. A cached caller is a live session's, and the cache is dropped
 * whenever sessions change (db/access-changes.ts), so Log Out stops its access tokens at once, not when they expire.
 */
export const callerKey = ({ userId, sessionId }: TokenCaller) => (sessionId ? `${userId}#${sessionId}` : `${userId}`);

/** Why this token's session may not be used (ended or expired), or null. Tokens without a session have none. */
export function endedSession(app: FastifyInstance, { userId, sessionId }: TokenCaller): Promise<string | null> {
  return sessionId ? sessionRefusal(app.db, sessionId, userId, app.now()) : Promise.resolve(null);
}

/** A token whose user no longer exists. */
export const unknownUser = () => unauthorized('Invalid token');

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = await tokenCaller(app, request);
    let refusal: string | null = null;
    const caller = await app.callerCache.get(callerKey(token), async () => {
      refusal = await endedSession(app, token);
      if (refusal) return undefined;
      const [user] = await app.db.select(currentUserColumns).from(adminUsers).where(eq(adminUsers.id, token.userId));
      // An inactive account is refused as a deleted one is: its tokens stop working at once.
      return user?.status === 'active' ? { user, tenant: null } : undefined;
    });
    if (refusal) throw unauthorized(refusal);
    if (!caller) throw unknownUser();
    request.currentUser = caller.user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['caller-cache'] });
