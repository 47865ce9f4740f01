import type { Db } from '../../db/database';
import type { Condo } from '../../db/schema';
import { enqueueMessage } from '../../delivery';
import { MAIL_FROM } from '../../mail/transport';
import type { CurrentUser } from '../../plugins/auth';
import { INVITATION_TTL_SECONDS } from './invitation-token';

export const WELCOME_SUBJECT = 'Welcome to Smart Condo Management';
export const INVITATION_PATH = '/api/v1/user_invitations/accept';

export interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

export interface MailContext {
  condo: Condo;
  sender: CurrentUser;
  role: string;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim() || person.email;
const senderName = (sender: CurrentUser) => sender.firstName || sender.email;

function welcomeText({ condo, sender, role }: MailContext, user: Person) {
  return (
    `Hello ${user.firstName || user.email},\n\n` +
    `You now have access to ${condo.name} in Smart Condo Management, with the role ${role}.\n\n` +
    `To sign in, open the Smart Condo Management console and sign in with your e-mail address (${user.email}); ` +
    'a code will be mailed to you. No password is needed.\n\n' +
    `${senderName(sender)} added you. If you did not expect this e-mail, you can ignore it.`
  );
}

function invitationText({ condo, sender, role }: MailContext, account: Person, link: string) {
  const days = INVITATION_TTL_SECONDS / 86_400;
  return (
    `Hello ${account.firstName || account.email},\n\n` +
    `${senderName(sender)} (${sender.email}) invites you to join ${condo.name} in Smart Condo Management, with the ` +
    `role ${role}. You already have an account with this e-mail address, so you join only if you accept.\n\n` +
    `To accept, open this link (it works once, for ${days} days):\n${link}\n\n` +
    'If you do not want to join, ignore this e-mail: nothing changes.'
  );
}

/**
 * The welcome mail (spec part 2 §3 send_welcome), queued through the delivery queue in the caller's transaction so
 * that it exists only if the change is kept; the Outbox shows it under recipient type `user`. It names the condo
 * and the way to sign in, never a secret (people sign in with an e-mailed code).
 */
export async function queueWelcome(db: Db, context: MailContext, user: Person) {
  await enqueueMessage(db, {
    condoId: context.condo.id,
    medium: 'mail',
    from: [MAIL_FROM],
    subject: WELCOME_SUBJECT,
    recipient: { full_name: fullName(user), email: user.email },
    recipientType: 'user',
    content: welcomeText(context, user),
    sentById: context.sender.id,
  });
}

/**
 * The invitation of an existing account, through the same queue. The inviter must not learn that the account
 * existed, so what the condo's Outbox shows is what a new person would have got: with send_welcome, the welcome
 * mail to what the inviter typed; without it, nothing (the row is of no condo, like a sign-in code). The account's
 * owner receives the invitation with its link in either case; the link lives only in the delivery job. The caller
 * makes sure the typed e-mail is the account's (the link lets whoever reads it make the account join).
 */
export async function queueInvitation(
  db: Db,
  context: MailContext & { link: string; welcome: boolean },
  typed: Person,
  account: Person,
) {
  const subject = `Invitation to join ${context.condo.name}`;
  const invitation = invitationText(context, account, context.link);
  const shown = context.welcome
    ? { condoId: context.condo.id, subject: WELCOME_SUBJECT, content: welcomeText(context, typed) }
    : { condoId: null, subject, content: invitation.replace(context.link, '[the link is in the mail only]') };
  await enqueueMessage(db, {
    ...shown,
    medium: 'mail',
    from: [MAIL_FROM],
    recipient: { full_name: fullName(context.welcome ? typed : account), email: typed.email },
    recipientType: 'user',
    sentById: context.sender.id,
    secret: { subject, text: invitation, tags: { link: context.link } },
  });
}
