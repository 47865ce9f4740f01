import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One POST /admin/send_otp: the per-e-mail limit counts these per requester (e-mail + client address), so nobody
 * can use up another person's sign-in codes. Rows older than the limit's window are deleted as new ones come.
 */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** The client address the request came from. */
    requester: text('requester').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_requests_email_requester_idx').on(t.email, t.requester, t.createdAt)],
);

/**
 * Password sign-ins (POST /login) of one e-mail since its last success, known account or not: from the 5th, the
 * e-mail is refused for 2^failures seconds (routes/auth/password-lockout.ts).
 */
export const passwordFailures = pgTable('password_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
