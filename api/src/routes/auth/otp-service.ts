import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, type RateLimits } from '../../app-context';
import type { Db } from '../../db/database';
import { adminUsers, otpCodes } from '../../db/schema';
import { sendNow } from '../../delivery/outbox';
import { mailMedium } from '../../delivery/transports';
import { MAIL_FROM, type MailTransport } from '../../mail/transport';
import { tooManyRequests, unauthorized } from '../../plugins/http-errors';

export const OTP_SUBJECT = 'Your Smart Condo Management sign-in code';
const KEEP_CODES_MS = 24 * 3600_000;

export interface OtpServiceDeps {
  db: Db;
  mail: MailTransport;
  secret: Buffer;
  now: () => Date;
  limits: RateLimits;
  log?: (message: string) => void;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** HMAC with the install's secret: a leaked table gives nothing that can be checked offline. */
export function hashCode(secret: Buffer, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

/**
 * Sign-in codes: 6 digits, stored hashed, valid 5 minutes, single use, dead after 5 wrong tries; the
 * newest code for an e-mail replaces the older ones. Unknown e-mails get exactly the same treatment
 * except that nothing is sent, so no answer reveals whether an account exists.
 */
export function createOtpService(deps: OtpServiceDeps) {
  const { mail, secret, now, limits } = deps;
  async function requestCode(rawEmail: string): Promise<void> {
    const { db } = deps;
    const email = normaliseEmail(rawEmail);
    const at = now();
    const windowStart = new Date(at.getTime() - limits.codesPerEmailWindowMs);
    const [recent] = await db
      .select({
        count: sql<number>`count(*)::int`,
        oldestMs: sql<number | null>`(extract(epoch from min(${otpCodes.createdAt})) * 1000)::float8`,
      })
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), gt(otpCodes.createdAt, windowStart)));
    if ((recent?.count ?? 0) >= limits.codesPerEmail) {
      const retryAt = (recent?.oldestMs ?? at.getTime()) + limits.codesPerEmailWindowMs;
      const minutes = Math.max(1, Math.ceil((retryAt - at.getTime()) / 60_000));
      throw tooManyRequests(
        `Too many sign-in codes requested for this e-mail. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db
      .delete(otpCodes)
      .where(and(eq(otpCodes.email, email), lt(otpCodes.createdAt, new Date(at.getTime() - KEEP_CODES_MS))));
    await db.insert(otpCodes).values({
      email,
      codeHash: hashCode(secret, email, code),
      expiresAt: new Date(at.getTime() + OTP_TTL_MS),
      createdAt: at,
    });

    const [user] = await db
      .select({ email: adminUsers.email, firstName: adminUsers.firstName })
      .from(adminUsers)
      .where(and(eq(adminUsers.email, email), eq(adminUsers.status, 'active')));
    // An inactive account is treated as an unknown e-mail: the same answer, and no mail.
    if (!user) return;

    const minutes = OTP_TTL_MS / 60_000;
    const text = (shown: string) =>
      `Hello ${user.firstName || user.email},\n\nYour Smart Condo Management sign-in code is ${shown}. ` +
      `It expires in ${minutes} minutes and works once.\n\nIf you did not ask for it, ignore this e-mail.`;
    // The sign-in mail is sent now, through the mail transport, and recorded with the same outbox functions as
    // every queued message (row, status history). It does not go through the job queue on purpose: a queued job
    // would have to carry the code in the database until it ran, and the user is waiting for it anyway. The
    // stored content has the code masked; only the transport sees it. A failed send is recorded as failed and the
    // answer stays the same, so it cannot tell a known e-mail from an unknown one: the user asks for a new code.
    const { error } = await sendNow(
      db,
      mailMedium(mail),
      {
        condoId: null,
        medium: 'mail',
        from: [MAIL_FROM],
        subject: OTP_SUBJECT,
        recipient: { full_name: user.firstName, email: user.email },
        recipientType: 'admin_user',
        content: text('••••••'),
      },
      { text: text(code), tags: { code } },
    );
    if (error) deps.log?.(`sign-in mail to ${user.email} failed: ${error.message}`);
  }

  /** Consumes the e-mail's newest code; throws 401 with a message the login screen can show. */
  async function verifyCode(rawEmail: string, code: string): Promise<void> {
    const { db } = deps;
    const email = normaliseEmail(rawEmail);
    const at = now();
    const [latest] = await db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.email, email))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    const requestNew = 'Request a new code.';
    if (!latest) throw unauthorized(`No sign-in code was requested for this e-mail. ${requestNew}`);
    if (latest.usedAt) throw unauthorized(`This code was already used. ${requestNew}`);
    if (latest.attempts >= OTP_MAX_ATTEMPTS) throw unauthorized(`Too many wrong codes. ${requestNew}`);
    if (latest.expiresAt.getTime() <= at.getTime()) throw unauthorized(`This code has expired. ${requestNew}`);

    const expected = Buffer.from(latest.codeHash, 'hex');
    const actual = Buffer.from(hashCode(secret, email, code), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
      const [counted] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, latest.id))
        .returning({ attempts: otpCodes.attempts });
      const left = OTP_MAX_ATTEMPTS - (counted?.attempts ?? OTP_MAX_ATTEMPTS);
      throw unauthorized(
        left > 0
          ? `Wrong code. ${left} ${left === 1 ? 'try' : 'tries'} left.`
          : 'Wrong code. Too many wrong tries: request a new code.',
      );
    }

    // Conditional, so two simultaneous logins with one code cannot both succeed.
    const consumed = await db
      .update(otpCodes)
      .set({ usedAt: at })
      .where(and(eq(otpCodes.id, latest.id), sql`${otpCodes.usedAt} IS NULL`, lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ id: otpCodes.id });
    if (consumed.length === 0) throw unauthorized(`This code was already used. ${requestNew}`);
  }

  return { requestCode, verifyCode };
}

export type OtpService = ReturnType<typeof createOtpService>;
