import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TokenError } from '../auth/tokens';
import { adminUsers } from '../db/schema';
import { unauthorized } from './http-errors';

export interface CurrentUser {
  id: number;
  email: string;
  firstName: string;
  slackUsername: string | null;
  isSuperAdmin: boolean;
  /** `inactive`: refused everywhere (401 here, 404 per condo) and at sign-in (api/README.md, Identity). */
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

/** The admin user id of the request's access token; 401 when it is missing, expired or not ours. */
export async function tokenUserId(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw unauthorized('Authorization token is missing');
  const verified = await app.tokens.verifyAccess(token).catch((error: unknown) => {
    throw error instanceof TokenError ? unauthorized(error.message) : error;
  });
  return verified.userId;
}

/** A token whose user no longer exists. */
export const unknownUser = () => unauthorized('Invalid token');

async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('currentUser', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const userId = await tokenUserId(app, request);
    const caller = await app.callerCache.get(String(userId), async () => {
      const [user] = await app.db.select(currentUserColumns).from(adminUsers).where(eq(adminUsers.id, userId));
      // An inactive account is refused as a deleted one is: its tokens stop working at once.
      return user?.status === 'active' ? { user, tenant: null } : undefined;
    });
    if (!caller) throw unknownUser();
    request.currentUser = caller.user;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['caller-cache'] });
