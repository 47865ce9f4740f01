import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { AUDIT_ACTOR_SETTING } from '../../audit/triggers';
import type { Db } from '../../db/database';
import { adminUsers, condoMemberships, condos, roleGroups, userInvitations } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { escapeHtml, htmlPage } from '../../plugins/html-page';
import { publicRateLimit } from '../../plugins/public-condo';
import { type InvitationGrant, verifyInvitationToken } from '../users/invitation-token';
import { INVITATION_PATH } from '../users/mails';

const ADDITION =
  'Addition to the spec (docs/api/condos-and-users.md): public, no Authorization; the link of the invitation mail sent when a ' +
  "condo's user is added by the e-mail of an existing account. Answers an HTML page.";
const Token = Type.String({ maxLength: 4096, description: 'The signed token of the invitation link' });
const InvitationQuery = Type.Object({ token: Token });
const InvitationBody = Type.Object({ token: Token });

const GONE = 'This invitation is no longer valid: it has been used already, or withdrawn.';

/** The invitation a token names, if it still stands for that condo and account. */
async function pendingInvitation(db: Db, grant: InvitationGrant) {
  const [found] = await db
    .select({
      id: userInvitations.id,
      condoId: userInvitations.condoId,
      adminUserId: userInvitations.adminUserId,
      roleGroupId: userInvitations.roleGroupId,
      readOnly: userInvitations.readOnly,
      condo: condos.name,
      role: roleGroups.name,
      email: adminUsers.email,
    })
    .from(userInvitations)
    .innerJoin(condos, eq(condos.id, userInvitations.condoId))
    .innerJoin(roleGroups, eq(roleGroups.id, userInvitations.roleGroupId))
    .innerJoin(adminUsers, eq(adminUsers.id, userInvitations.adminUserId))
    .where(
      and(
        eq(userInvitations.id, grant.invitationId),
        eq(userInvitations.condoId, grant.condoId),
        eq(userInvitations.adminUserId, grant.accountId),
      ),
    );
  return found;
}

/**
 * The link of an invitation mail (routes/users/invitations.ts): GET shows what accepting means and a button; the
 * button POSTs the token, which adds the membership and deletes the invitation, so a link works once. A mail
 * scanner that follows links therefore accepts nothing. Global (from the API root) and rate-limited per address.
 */
const userInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The page's form posts urlencoded; only this plugin reads that type, into a plain object of strings.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The invitation the token names, or the page (HTML) that refuses it. */
  async function checked(reply: FastifyReply, token: string) {
    const check = await verifyInvitationToken(app.authKeys.publicKey, token, app.now());
    if ('refusal' in check) {
      return check.refusal === 'expired'
        ? htmlPage(
            reply,
            410,
            'Invitation expired',
            '<p>This invitation link has expired. Ask whoever invited you to send it again.</p>',
          )
        : htmlPage(reply, 403, 'Link not valid', '<p>This invitation link is not valid.</p>');
    }
    const invitation = await pendingInvitation(app.db, check.grant);
    if (!invitation) return htmlPage(reply, 410, 'Invitation not valid', `<p>${escapeHtml(GONE)}</p>`);
    return invitation;
  }

  app.get(
    INVITATION_PATH,
    {
      config: { rateLimit: publicRateLimit(app) },
      schema: {
        ...addedRoute('Not in the spec: the invitation mail’s link (accept page)'),
        tags: ['users'],
        summary: 'The invitation page: what accepting means, and the Accept button',
        description: ADDITION,
        querystring: InvitationQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const invitation = await checked(reply, request.query.token);
      if (typeof invitation === 'string') return invitation;
      const condo = escapeHtml(invitation.condo);
      return htmlPage(
        reply,
        200,
        `Join ${invitation.condo}`,
        `<p>You are invited to join <strong>${condo}</strong> in Smart Condo Management with the role ` +
          `<strong>${escapeHtml(invitation.role)}</strong>, as ${escapeHtml(invitation.email)}.</p>` +
          // Relative: the form posts to this same path, wherever the API is reached (e.g. the console's /gateway).
          `<form method="post" action="accept"><input type="hidden" name="token" value="${escapeHtml(request.query.token)}">` +
          `<button type="submit">Accept and join ${condo}</button></form>` +
          '<p>If you do not want to join, close this page: nothing changes.</p>',
      );
    },
  );

  app.post(
    INVITATION_PATH,
    {
      config: { rateLimit: publicRateLimit(app) },
      schema: {
        ...addedRoute('Not in the spec: the invitation mail’s link (accept)'),
        tags: ['users'],
        summary: 'Accepts an invitation: the invited account becomes a member of the condo, once',
        description: ADDITION,
        body: InvitationBody,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const invitation = await checked(reply, request.body.token);
      if (typeof invitation === 'string') return invitation;
      // In the audit trail the account itself made this change (the request has no signed-in caller).
      const actor = {
        id: invitation.adminUserId,
        email: invitation.email,
        ip: request.ip,
        condo_id: invitation.condoId,
      };
      await app.db.execute(sql`SELECT set_config(${AUDIT_ACTOR_SETTING}, ${JSON.stringify(actor)}, true)`);
      // Deleting it is what makes the link single-use: of two concurrent accepts, one deletes the row.
      const [taken] = await app.db
        .delete(userInvitations)
        .where(eq(userInvitations.id, invitation.id))
        .returning({ id: userInvitations.id });
      if (!taken) return htmlPage(reply, 410, 'Invitation not valid', `<p>${escapeHtml(GONE)}</p>`);
      const now = app.now();
      await app.db
        .insert(condoMemberships)
        .values({
          adminUserId: invitation.adminUserId,
          condoId: invitation.condoId,
          roleGroupId: invitation.roleGroupId,
          readOnly: invitation.readOnly,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
      const condo = escapeHtml(invitation.condo);
      return htmlPage(
        reply,
        200,
        `You joined ${invitation.condo}`,
        `<p>You are now a member of <strong>${condo}</strong>. Sign in to the Smart Condo Management console with ` +
          `your e-mail address (${escapeHtml(invitation.email)}) and choose ${condo}.</p>`,
      );
    },
  );
};

export default userInvitationRoutes;
