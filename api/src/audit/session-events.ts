import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { adminUsers, auditEvents, type SessionAuditAction } from '../db/schema';

/** What a session event adds to its who, when and where: `method` (`password`, `code`), `reason`, `sessions`. */
export type SessionEventDetails = Record<string, string | number>;

export interface SessionEvent {
  action: SessionAuditAction;
  /** The account it is about; null for a failed sign-in with an e-mail that names no account. */
  userId: number | null;
  /** Who acted: the account itself, an administrator, or null when the API ended the session itself. */
  actor: { id: number | null; email: string } | null;
  /** The client's address (request.ip). */
  ip: string;
  details?: SessionEventDetails;
}

/**
 * Records a sign-in, a logout or an ended session in the audit trail, as an event of the user (resource `users`,
 * entity `admin_sessions`, no condo: shown in the user's History wherever they are a member). The details read as
 * set fields (`[null, value]`), like a create's.
 */
export async function recordSessionEvent(db: Db, event: SessionEvent): Promise<void> {
  await db.insert(auditEvents).values({
    condoId: null,
    resource: 'users',
    recordId: event.userId,
    entity: 'admin_sessions',
    entityId: null,
    action: event.action,
    actorId: event.actor?.id ?? null,
    actorEmail: event.actor?.email ?? null,
    ipAddress: event.ip,
    changes: Object.fromEntries(Object.entries(event.details ?? {}).map(([key, value]) => [key, [null, value]])),
  });
}

export interface SignInAttempt {
  action: Extract<SessionAuditAction, 'sign_in' | 'sign_in_failed' | 'locked_out'>;
  /** The e-mail as typed; the account is looked up by it unless `userId` is given (null: no account). */
  email: string;
  userId?: number | null;
  method: 'password' | 'code';
  ip: string;
  /** Why it failed, as the client was told ('Wrong code. 4 tries left.'). */
  reason?: string;
}

/**
 * A sign-in, a failed one or a lock-out. A failure is recorded for an unknown e-mail too (without an account), so a
 * known and an unknown e-mail cost the same work. The actor of a failure is only the e-mail typed, not the account.
 */
export async function recordSignInEvent(db: Db, attempt: SignInAttempt): Promise<void> {
  const email = attempt.email.trim().toLowerCase();
  const userId = attempt.userId !== undefined ? attempt.userId : await accountIdOf(db, email);
  await recordSessionEvent(db, {
    action: attempt.action,
    userId,
    actor: { id: attempt.action === 'sign_in' ? userId : null, email },
    ip: attempt.ip,
    details: { method: attempt.method, ...(attempt.reason ? { reason: attempt.reason } : {}) },
  });
}

async function accountIdOf(db: Db, email: string): Promise<number | null> {
  const [user] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  return user?.id ?? null;
}
