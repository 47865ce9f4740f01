import { eq, sql } from 'drizzle-orm';
import { recordSignInEvent } from '../../audit/session-events';
import type { Db } from '../../db/database';
import { passwordFailures } from '../../db/schema';
import { DAY_MS } from '../../db/time';
import { tooManyRequests } from '../../plugins/http-errors';

/** Failed passwords an e-mail may have before each further one locks it for 2^failures seconds. */
export const PASSWORD_FAILURES_BEFORE_LOCK = 5;
const MAX_LOCK_SECONDS = 3600;
/** Failures older than this are forgotten: the count starts again. */
const FORGET_AFTER_MS = DAY_MS;

export interface PasswordAttempt {
  email: string;
  /** Failures including this attempt, counted before the password is checked. */
  failures: number;
  lockedUntil: Date | null;
}

/**
 * Per-account throttle of POST /login (security finding 5), kept in the database so it holds across instances and
 * for every e-mail alike, known account or not (so it reveals none). Each attempt is counted before the password is
 * checked, in one statement that also refuses a locked e-mail, so parallel guesses cannot slip past the lock; a
 * success clears the count. From the 5th failure the e-mail is refused (429) for 2^failures seconds, at most an hour.
 * Sign-in by e-mailed code is not affected, so a locked password does not lock its owner out.
 */
export function createPasswordLockout(deps: { db: Db; now: () => Date; log: (message: string) => void }) {
  /** Counts an attempt, or throws 429 while the e-mail is locked. */
  async function begin(email: string): Promise<PasswordAttempt> {
    const { db } = deps;
    const at = deps.now();
    const atSql = sql`${at.toISOString()}::timestamptz`;
    const failures = sql`CASE WHEN ${passwordFailures.updatedAt} < ${new Date(at.getTime() - FORGET_AFTER_MS).toISOString()}::timestamptz THEN 1 ELSE ${passwordFailures.failures} + 1 END`;
    const [counted] = await db
      .insert(passwordFailures)
      .values({ email, failures: 1, lockedUntil: null, updatedAt: at })
      .onConflictDoUpdate({
        target: passwordFailures.email,
        set: {
          failures,
          lockedUntil: sql`CASE WHEN ${failures} >= ${PASSWORD_FAILURES_BEFORE_LOCK}
            THEN ${atSql} + least(power(2, ${failures}), ${MAX_LOCK_SECONDS}) * interval '1 second' END`,
          updatedAt: at,
        },
        setWhere: sql`${passwordFailures.lockedUntil} IS NULL OR ${passwordFailures.lockedUntil} <= ${atSql}`,
      })
      .returning({ failures: passwordFailures.failures, lockedUntil: passwordFailures.lockedUntil });
    if (counted) return { email, ...counted };

    const [locked] = await db
      .select({ lockedUntil: passwordFailures.lockedUntil })
      .from(passwordFailures)
      .where(eq(passwordFailures.email, email));
    const seconds = Math.max(1, Math.ceil(((locked?.lockedUntil?.getTime() ?? at.getTime()) - at.getTime()) / 1000));
    const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
    throw tooManyRequests(`Too many failed sign-ins for this account. Try again in ${wait}.`);
  }

  /** The password was wrong (or the account unknown or inactive). */
  async function failed(attempt: PasswordAttempt, ip: string): Promise<void> {
    if (attempt.lockedUntil) await lockedOut(attempt, ip);
  }

  /** The password was right: the count starts again. */
  async function succeeded(email: string): Promise<void> {
    await deps.db.delete(passwordFailures).where(eq(passwordFailures.email, email));
  }

  /** The one place a lock-out happens: logged, and recorded in the audit trail (the account's History). */
  async function lockedOut(attempt: PasswordAttempt, ip: string) {
    const until = attempt.lockedUntil?.toISOString();
    deps.log(`password sign-in locked out: ${attempt.email} after ${attempt.failures} failures, until ${until}`);
    await recordSignInEvent(deps.db, {
      action: 'locked_out',
      email: attempt.email,
      method: 'password',
      ip,
      reason: `${attempt.failures} failed passwords; locked until ${until}`,
    });
  }

  return { begin, failed, succeeded };
}

export type PasswordLockout = ReturnType<typeof createPasswordLockout>;
