import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, type RateLimits } from '../../app-context';
import type { Db } from '../../db/database';
import { otpCodes, otpRequests } from '../../db/schema';
import { DAY_MS, MINUTE_MS } from '../../db/time';
import { enqueue } from '../../jobs/queue';
import { tooManyRequests, unauthorized } from '../../plugins/http-errors';

export const OTP_SUBJECT = 'Your Smart Condo Management sign-in code';
/** The job that mails a code after the answer (sign-in-code-job.ts). */
export const SIGN_IN_CODE_QUEUE = 'sign_in_code';
const KEEP_CODES_MS = DAY_MS;
/** A pending code with less time left than this is not sent again: a fresh one is made (the old one still works). */
const RESEND_MIN_LEFT_MS = 60_000;

export interface OtpServiceDeps {
  db: Db;
  secret: Buffer;
  now: () => Date;
  limits: RateLimits;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** HMAC with the install's secret: a leaked table gives nothing that can be checked offline. */
export function hashCode(secret: Buffer, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

/**
 * A code's 6 digits, derived from its row's random nonce with the install's secret: neither the table nor the queued
 * mail job holds the code, yet the job can mail it and a second request can send the same code again.
 */
export function codeOf(secret: Buffer, email: string, nonce: string): string {
  const digest = createHmac('sha256', secret).update(`sign-in code\n${email}\n${nonce}`).digest();
  return String(digest.readUIntBE(0, 6) % 1_000_000).padStart(6, '0');
}

/**
 * Sign-in codes: 6 digits, stored hashed, valid 5 minutes, single use, dead after 5 wrong tries. A request while a
 * code is pending sends that same code again, so nobody can replace (and so void) another person's code, and the
 * per-e-mail limit counts requests per requester (e-mail + client address), so nobody can use up another person's
 * codes either. The request only writes rows and queues one mail job, the same for every e-mail: the job looks the
 * account up and mails the code after the answer; unknown (and inactive) e-mails get no mail. So neither the answer
 * nor its timing reveals whether an account exists.
 */
export function createOtpService(deps: OtpServiceDeps) {
  const { secret, now, limits } = deps;
  async function requestCode(rawEmail: string, requester: string): Promise<void> {
    const email = normaliseEmail(rawEmail);
    const at = now();
    const windowStart = new Date(at.getTime() - limits.codesPerEmailWindowMs);
    await deps.db.transaction(async (db) => {
      const [recent] = await db
        .select({
          count: sql<number>`count(*)::int`,
          oldestMs: sql<number | null>`(extract(epoch from min(${otpRequests.createdAt})) * 1000)::float8`,
        })
        .from(otpRequests)
        .where(
          and(
            eq(otpRequests.email, email),
            eq(otpRequests.requester, requester),
            gt(otpRequests.createdAt, windowStart),
          ),
        );
      if ((recent?.count ?? 0) >= limits.codesPerEmail) {
        const retryAt = (recent?.oldestMs ?? at.getTime()) + limits.codesPerEmailWindowMs;
        const minutes = Math.max(1, Math.ceil((retryAt - at.getTime()) / MINUTE_MS));
        throw tooManyRequests(
          `Too many sign-in codes requested for this e-mail. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      await db.delete(otpRequests).where(and(eq(otpRequests.email, email), lt(otpRequests.createdAt, windowStart)));
      await db.insert(otpRequests).values({ email, requester, createdAt: at });

      const [pending] = await db
        .select({ id: otpCodes.id })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.email, email),
            isNotNull(otpCodes.nonce),
            isNull(otpCodes.usedAt),
            lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
            gt(otpCodes.expiresAt, new Date(at.getTime() + RESEND_MIN_LEFT_MS)),
          ),
        )
        .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
        .limit(1);
      let codeId = pending?.id;
      if (codeId === undefined) {
        await db
          .delete(otpCodes)
          .where(and(eq(otpCodes.email, email), lt(otpCodes.createdAt, new Date(at.getTime() - KEEP_CODES_MS))));
        const nonce = randomBytes(16).toString('hex');
        const [created] = await db
          .insert(otpCodes)
          .values({
            email,
            codeHash: hashCode(secret, email, codeOf(secret, email, nonce)),
            nonce,
            expiresAt: new Date(at.getTime() + OTP_TTL_MS),
            createdAt: at,
          })
          .returning({ id: otpCodes.id });
        codeId = created?.id;
      }
      await enqueue(db, SIGN_IN_CODE_QUEUE, { codeId });
    });
  }

  /** Consumes the pending code the user typed; throws 401 with a message the login screen can show. */
  async function verifyCode(rawEmail: string, code: string): Promise<void> {
    const { db } = deps;
    const email = normaliseEmail(rawEmail);
    const at = now();
    const recent = await db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.email, email))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(5);
    // Usually one; two when a fresh code was made beside one about to expire, or two first requests crossed.
    const pending = recent.filter(
      (row) => !row.usedAt && row.attempts < OTP_MAX_ATTEMPTS && row.expiresAt.getTime() > at.getTime(),
    );
    const requestNew = 'Request a new code.';
    const [latest] = recent;
    if (!latest) throw unauthorized(`No sign-in code was requested for this e-mail. ${requestNew}`);
    if (pending.length === 0) {
      if (latest.usedAt) throw unauthorized(`This code was already used. ${requestNew}`);
      if (latest.attempts >= OTP_MAX_ATTEMPTS) throw unauthorized(`Too many wrong codes. ${requestNew}`);
      throw unauthorized(`This code has expired. ${requestNew}`);
    }

    const actual = Buffer.from(hashCode(secret, email, code), 'hex');
    const match = pending.find((row) => {
      const expected = Buffer.from(row.codeHash, 'hex');
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    });
    if (!match) {
      // The typed code was checked against every pending one: the wrong try counts on each.
      const counted = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          inArray(
            otpCodes.id,
            pending.map((row) => row.id),
          ),
        )
        .returning({ attempts: otpCodes.attempts });
      const left = OTP_MAX_ATTEMPTS - Math.min(OTP_MAX_ATTEMPTS, ...counted.map((row) => row.attempts));
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
      .where(and(eq(otpCodes.id, match.id), isNull(otpCodes.usedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ id: otpCodes.id });
    if (consumed.length === 0) throw unauthorized(`This code was already used. ${requestNew}`);
  }

  return { requestCode, verifyCode };
}

export type OtpService = ReturnType<typeof createOtpService>;
