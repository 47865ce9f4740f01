import { and, eq, or } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { adminUsers, condoMemberships, userInvitations } from '../../db/schema';
import { issueInvitationToken } from './invitation-token';
import { INVITATION_PATH, type MailContext, type Person, queueInvitation } from './mails';

/** What the inviter typed for the person (the row the condo sees until the invitation is accepted). */
export interface Typed extends Person {
  phone: string | null;
  countryCode: number;
  status: 'active' | 'inactive';
}

/**
 * Whether `email` is already one of the condo's people: a member with that e-mail, or a pending invitation typed
 * with it or inviting its account. Adding them again is the same 422 either way.
 */
export async function alreadyHere(db: Db, condoId: number, email: string, accountId: number | undefined) {
  const [found] = await unionAll(
    db
      .select({ id: condoMemberships.id })
      .from(condoMemberships)
      .innerJoin(adminUsers, eq(adminUsers.id, condoMemberships.adminUserId))
      .where(and(eq(condoMemberships.condoId, condoId), eq(adminUsers.email, email))),
    db
      .select({ id: userInvitations.id })
      .from(userInvitations)
      .where(
        and(
          eq(userInvitations.condoId, condoId),
          accountId === undefined
            ? eq(userInvitations.email, email)
            : or(eq(userInvitations.email, email), eq(userInvitations.adminUserId, accountId)),
        ),
      ),
  ).limit(1);
  return Boolean(found);
}

/**
 * Mails the invitation with a fresh link (a signed token naming this invitation, its condo and its account), through
 * the delivery queue in the caller's transaction. Only to the account's own address: whoever opens the link makes
 * the account join.
 */
export async function sendInvitation(
  app: FastifyInstance,
  db: Db,
  invitation: { id: number; condoId: number; typed: Person; account: Person & { id: number } },
  mail: MailContext & { welcome: boolean },
) {
  if (invitation.typed.email !== invitation.account.email) return;
  const token = await issueInvitationToken(
    app.authKeys.privateKey,
    { invitationId: invitation.id, condoId: invitation.condoId, accountId: invitation.account.id },
    app.now(),
  );
  const link = `${app.publicApiUrl}${INVITATION_PATH}?token=${token}`;
  await queueInvitation(db, { ...mail, link }, invitation.typed, invitation.account);
}

/** Invites an existing account to the condo: the pending row as typed, and the mail. Returns the row's id. */
export async function invite(
  app: FastifyInstance,
  db: Db,
  options: {
    condoId: number;
    roleGroupId: number;
    readOnly: boolean;
    typed: Typed;
    account: Person & { id: number };
    mail: MailContext;
    welcome: boolean | undefined;
  },
) {
  const { condoId, roleGroupId, readOnly, typed, account, mail } = options;
  const now = app.now();
  const [row] = await db
    .insert(userInvitations)
    .values({
      condoId,
      adminUserId: account.id,
      roleGroupId,
      readOnly,
      ...typed,
      invitedById: mail.sender.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: userInvitations.id });
  const id = (row as { id: number }).id;
  await sendInvitation(app, db, { id, condoId, typed, account }, { ...mail, welcome: Boolean(options.welcome) });
  return id;
}

/** The invited account's own name and e-mail (for the mail), or undefined when it is gone. */
export async function invitedAccount(db: Db, accountId: number) {
  const [account] = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, accountId));
  return account;
}
