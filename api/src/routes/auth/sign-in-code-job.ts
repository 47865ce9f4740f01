import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminUsers, otpCodes } from '../../db/schema';
import { MINUTE_MS } from '../../db/time';
import { type DeliveryOutcomes, sendNow } from '../../delivery/outbox';
import { mailMedium } from '../../delivery/transports';
import type { JobHandler } from '../../jobs/worker';
import { MAIL_FROM, type MailTransport } from '../../mail/transport';
import { codeOf, OTP_SUBJECT } from './otp-service';

/**
 * The `sign_in_code` queue: one job per POST /admin/send_otp, for every e-mail alike, run after the answer. It mails a
 * still-pending code to an active account and does nothing for an unknown or inactive e-mail. The payload holds only
 * the code's row id; the code is derived again from the row's nonce (otp-service.ts, codeOf), so it never reaches
 * the database. The mail is recorded in the Outbox like every message (row, status history) with the code masked;
 * only the transport sees it. A failed send is recorded as failed and not retried: the user asks for a code again.
 */
export function signInCodeHandler(deps: {
  db: Db;
  mail: MailTransport;
  secret: Buffer;
  now: () => Date;
  log: (message: string) => void;
  outcomes?: DeliveryOutcomes | undefined;
}): JobHandler {
  const { db, secret, now } = deps;
  return {
    async run(job) {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.id, Number(job.payload.codeId)));
      const at = now();
      if (!row?.nonce || row.usedAt || row.expiresAt.getTime() <= at.getTime()) return;
      const [user] = await db
        .select({ email: adminUsers.email, firstName: adminUsers.firstName })
        .from(adminUsers)
        .where(and(eq(adminUsers.email, row.email), eq(adminUsers.status, 'active')));
      // An inactive account is treated as an unknown e-mail: no mail.
      if (!user) return;

      const code = codeOf(secret, row.email, row.nonce);
      const minutes = Math.max(1, Math.ceil((row.expiresAt.getTime() - at.getTime()) / MINUTE_MS));
      const text = (shown: string) =>
        `Hello ${user.firstName || user.email},\n\nYour Smart Condo Management sign-in code is ${shown}. ` +
        `It expires in ${minutes} minute${minutes === 1 ? '' : 's'} and works once.\n\n` +
        'If you did not ask for it, ignore this e-mail.';
      const { error } = await sendNow(
        db,
        mailMedium(deps.mail),
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
        deps.outcomes,
      );
      if (error) deps.log(`sign-in mail to ${user.email} failed: ${error.message}`);
    },
  };
}
