import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { recordSignInEvent } from '../../audit/session-events';
import { DEMO_PASSWORD, verifyPassword } from '../../auth/passwords';
import { sessionRefusal, startSession } from '../../auth/sessions';
import { TokenError } from '../../auth/tokens';
import { adminUsers } from '../../db/schema';
import { tokenFromHeader } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import { unauthorized } from '../../plugins/http-errors';
import { createOtpService, normaliseEmail } from './otp-service';
import { createPasswordLockout } from './password-lockout';
import { refreshSession } from './refresh-session';
import {
  AdminLoginBody,
  AdminLoginResponse,
  EmailAuthorizationHeaders,
  PasswordLoginBody,
  PasswordLoginResponse,
  PublicKeyResponse,
  RefreshHeaders,
  RefreshResponse,
  SendOtpResponse,
} from './schemas';
import { recordRefusedCode, recordRefusedPassword } from './sign-in-audit';

const TAGS = ['auth'];

/**
 * Sign-in (spec part 1 §7): e-mail + one-time code, the password alternative, the public key and refresh.
 * `acceptDemoPassword: false` (production) refuses the public demo password whatever the database holds.
 */
const authRoutes: FastifyPluginAsyncTypebox<{ acceptDemoPassword: boolean }> = async (app, { acceptDemoPassword }) => {
  const otp = createOtpService({
    // Read on use: the OpenAPI dump builds these routes without a database.
    get db() {
      return app.db;
    },
    secret: app.authKeys.otpSecret,
    now: app.now,
    limits: app.rateLimits,
  });
  const lockout = createPasswordLockout({
    get db() {
      return app.db;
    },
    now: app.now,
    log: (message) => app.log.warn(message),
  });
  // Sign-in routes change no audited record (codes, sessions and throttles keep their own rows; the sign-in events
  // are written by audit/session-events.ts), so they run outside the request transaction.
  const perAddress = (max: number) => ({
    rateLimit: { max, timeWindow: app.rateLimits.perAddressWindowMs },
    audit: { skip: 'sign-in' },
  });

  /** A new server-side session and its token pair; the refresh token works while the session lives. */
  async function signIn(user: { id: number; email: string }, method: 'password' | 'code', ip: string) {
    const now = app.now();
    const { sessionId, refreshTokenId } = await startSession(app.db, user.id, now, app.tokens.refreshTtlSeconds);
    await app.db.update(adminUsers).set({ lastLogin: now }).where(eq(adminUsers.id, user.id));
    await recordSignInEvent(app.db, { action: 'sign_in', email: user.email, userId: user.id, method, ip });
    return app.tokens.issuePair(user, sessionId, refreshTokenId);
  }

  app.post(
    '/admin/send_otp',
    {
      config: perAddress(app.rateLimits.sendOtpPerAddress),
      schema: {
        tags: TAGS,
        summary: 'E-mail a sign-in code',
        description:
          'Authorization carries the e-mail; no body. The answer is the same whether or not the e-mail belongs to an admin user; ' +
          'the code is mailed after the answer. While a code is pending, a request sends that same code again. ' +
          'At most 5 requests per e-mail from one client address in 15 minutes (429).',
        headers: EmailAuthorizationHeaders,
        response: { 200: SendOtpResponse, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await otp.requestCode(request.headers.authorization, request.ip);
      return { message: 'OTP Sent Successfully.!!!' };
    },
  );

  app.post(
    '/admin/login',
    {
      config: perAddress(app.rateLimits.loginPerAddress),
      schema: {
        tags: TAGS,
        summary: 'Sign in with the e-mailed code',
        headers: EmailAuthorizationHeaders,
        body: AdminLoginBody,
        response: { 200: AdminLoginResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.headers.authorization);
      await otp.verifyCode(email, request.body.otp_token).catch(recordRefusedCode(app.db, email, request.ip));
      const [user] = await app.db
        .select({ id: adminUsers.id, email: adminUsers.email })
        .from(adminUsers)
        .where(and(eq(adminUsers.email, email), eq(adminUsers.status, 'active')));
      // Unknown e-mails (and inactive accounts) get codes that are never sent; a lucky guess still opens nothing.
      if (!user) return recordRefusedCode(app.db, email, request.ip)(unauthorized('Wrong code. Request a new code.'));
      const { accessToken, refreshToken } = await signIn(user, 'code', request.ip);
      return { data: { token: accessToken, refresh_token: refreshToken }, message: 'Login Successfully.!!!' };
    },
  );

  app.post(
    '/login',
    {
      config: perAddress(app.rateLimits.loginPerAddress),
      schema: {
        tags: TAGS,
        summary: 'Sign in with e-mail and password',
        description:
          'An addition: from the 5th failed password in a row for an e-mail (any e-mail alike), that e-mail is refused with 429 for 2^failures seconds (32 s, 64 s, … at most an hour); a success clears the count.',
        body: PasswordLoginBody,
        response: { 200: PasswordLoginResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.user_name);
      const attempt = await lockout.begin(email);
      const [user] = await app.db
        .select({
          id: adminUsers.id,
          email: adminUsers.email,
          passwordHash: adminUsers.passwordHash,
          status: adminUsers.status,
        })
        .from(adminUsers)
        .where(eq(adminUsers.email, email));
      const valid =
        (await verifyPassword(request.body.password, user?.passwordHash)) &&
        (acceptDemoPassword || request.body.password !== DEMO_PASSWORD);
      // An inactive account answers as an unknown e-mail does, after the same work.
      if (!user || !valid || user.status !== 'active') {
        await lockout.failed(attempt, request.ip);
        await recordRefusedPassword(app.db, { email: request.body.user_name, ip: request.ip }, user, valid);
        throw unauthorized('Invalid e-mail or password');
      }
      await lockout.succeeded(email);
      const { accessToken, refreshToken } = await signIn(user, 'password', request.ip);
      return { data: { auth_token: accessToken, refresh_token: refreshToken }, message: 'Login Successfully.!!!' };
    },
  );

  app.get(
    '/public_key',
    {
      schema: {
        tags: TAGS,
        summary: 'The key that verifies every token',
        response: { 200: PublicKeyResponse },
      },
    },
    async () => ({ data: app.authKeys.publicKeyPem }),
  );

  app.get(
    '/refresh_token',
    {
      schema: {
        tags: TAGS,
        summary: 'A new access token (and a new refresh token) for a refresh token',
        description:
          'Refresh-Token carries the refresh token; Authorization may carry the (possibly expired) access token, which must then belong to the same user. ' +
          'The refresh token works only while its session lives: POST /admin/logout and DELETE /admin/admin_users/{id}/sessions end it. ' +
          'Each refresh token works once (an addition): the answer carries its replacement, and a replaced one sent again ends the session.',
        headers: RefreshHeaders,
        response: { 200: RefreshResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const asUnauthorized = (error: unknown) => {
        throw error instanceof TokenError ? unauthorized(error.message) : error;
      };
      const refresh = await app.tokens.verifyRefresh(request.headers['refresh-token']).catch(asUnauthorized);
      const accessToken = tokenFromHeader(request.headers.authorization);
      if (accessToken) {
        const access = await app.tokens.verifyAccessIgnoringExpiry(accessToken).catch(asUnauthorized);
        if (access.userId !== refresh.userId) throw unauthorized('The tokens belong to different users');
      }
      const [user] = await app.db
        .select({ id: adminUsers.id, email: adminUsers.email })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, refresh.userId), eq(adminUsers.status, 'active')));
      if (!user) throw unauthorized('Invalid refresh token');
      const refusal = await sessionRefusal(app.db, refresh.sessionId, user.id, app.now());
      if (refusal) throw unauthorized(refusal);
      return { data: await refreshSession(app, user, refresh, request.ip) };
    },
  );
};

export default authRoutes;
