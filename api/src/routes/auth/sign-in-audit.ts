import { recordSignInEvent } from '../../audit/session-events';
import type { Db } from '../../db/database';
import { HttpError } from '../../plugins/http-errors';

/** The answer of the wrong try that used up a code's tries (otp-service.ts): that try locks the code. */
const LOCKS_THE_CODE = /^Wrong code\. Too many wrong tries/;

/**
 * For `.catch` on a sign-in code check: records the refused try in the audit trail (a lock-out when it used up the
 * code's tries), with the answer the client got as the reason, and rethrows.
 */
export function recordRefusedCode(db: Db, email: string, ip: string) {
  return async (error: unknown): Promise<never> => {
    if (error instanceof HttpError && error.statusCode === 401) {
      const action = LOCKS_THE_CODE.test(error.message) ? 'locked_out' : 'sign_in_failed';
      await recordSignInEvent(db, { action, email, method: 'code', ip, reason: error.message });
    }
    throw error;
  };
}

/** Records a refused password sign-in; the reason, which the client is not told, is for the trail only. */
export function recordRefusedPassword(
  db: Db,
  attempt: { email: string; ip: string },
  account: { id: number; status: string } | undefined,
  passwordMatched: boolean,
): Promise<void> {
  const reason = !account ? 'no such account' : !passwordMatched ? 'wrong password' : `${account.status} account`;
  const userId = account?.id ?? null;
  return recordSignInEvent(db, { action: 'sign_in_failed', ...attempt, userId, method: 'password', reason });
}
