import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { mayAssignRole, SUPER_ADMIN } from '../../access/role-permissions';
import type { Db } from '../../db/database';
import { adminUsers, condoMemberships, roleGroups, userInvitations } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { requireUser } from '../../plugins/auth';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { alreadyHere, invite, invitedAccount, sendInvitation, type Typed } from './invitations';
import { queueWelcome } from './mails';
import { findCondoUser, findMember } from './queries';
import type { UserCreateBody, UserUpdateBody } from './schemas';

type CreateInput = Static<typeof UserCreateBody>['users'];
type UpdateInput = Static<typeof UserUpdateBody>['users'];
type Member = NonNullable<Awaited<ReturnType<typeof findMember>>>;

const CREATED = 'User created successfully';
const ALREADY_MEMBER = 'A user with this e-mail already exists in this condo';
const EMAIL_TAKEN = 'Another user already has this e-mail';

const refuse = (message: string) => unprocessable(message, [message]);

/** Who is asking, where, and the role name the matrix reads (a super admin is Super Admin everywhere). */
function callerOf(request: FastifyRequest) {
  const user = requireUser(request);
  const tenant = requireTenant(request);
  return { user, condo: tenant.condo, role: user.isSuperAdmin ? SUPER_ADMIN : tenant.roleGroup.name };
}
type Caller = ReturnType<typeof callerOf>;

/** Spec part 2 §6, on the server: 422 (never 403, which signs the console out) naming both roles. */
function assertMayAssign(caller: Caller, targetRole: string) {
  if (!mayAssignRole(caller.role, caller.user.isSuperAdmin, targetRole)) {
    throw refuse(`Your role (${caller.role}) may not assign the role ${targetRole}`);
  }
}

/**
 * To change or remove someone the caller must be allowed to assign their current role (an Admin cannot touch a
 * Condo Manager), and only a super admin touches a super admin's account.
 */
function assertMayManage(caller: Caller, member: Member, verb: 'change' | 'remove') {
  if (member.isSuperAdmin && !caller.user.isSuperAdmin) {
    throw refuse(`Only a super admin may ${verb} a super admin`);
  }
  if (!mayAssignRole(caller.role, caller.user.isSuperAdmin, member.roleName)) {
    throw refuse(`Your role (${caller.role}) may not ${verb} a user whose role is ${member.roleName}`);
  }
}

async function userRoleGroup(db: Db, id: number) {
  // The foreign-id check has made sure it is a UserRoleGroup.
  const [group] = await db
    .select({ id: roleGroups.id, name: roleGroups.name })
    .from(roleGroups)
    .where(and(eq(roleGroups.id, id), eq(roleGroups.type, 'UserRoleGroup')));
  if (!group) throw refuse(`role_group_id ${id} must be a user role group`);
  return group;
}

function requiredName(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw refuse('first_name must not be empty');
  return trimmed;
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const optionalText = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? '').trim());
/** Empty or null: no phone. */
const optionalPhone = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

const emailTaken = (message: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? refuse(message) : error;
};

/**
 * `POST /api/v1/users`: a new account and its membership here. An e-mail that already has an account (not here)
 * is invited: the account joins only when its owner accepts (invitations.ts). The caller gets the same answer
 * either way, made of what they typed, so they learn nothing about the account. A super admin, who sees every
 * account anyway, adds it at once, keeping its own fields.
 */
export async function createUser(app: FastifyInstance, request: FastifyRequest, input: CreateInput) {
  const caller = callerOf(request);
  const group = await userRoleGroup(app.db, input.role_group_id);
  assertMayAssign(caller, group.name);
  const typed = {
    email: normalEmail(input.email),
    firstName: requiredName(input.first_name),
    lastName: optionalText(input.last_name) ?? '',
    phone: optionalPhone(input.phone) ?? null,
    countryCode: input.country_code ?? 65,
    status: input.status ?? 'active',
  };
  const place = { condoId: caller.condo.id, roleGroupId: group.id, readOnly: input.read_only ?? false };
  const mail = { condo: caller.condo, sender: caller.user, role: group.name };
  const now = app.now();
  const { userId, joined } = await app.db
    .transaction(async (tx) => {
      const [existing] = await tx
        .select({
          id: adminUsers.id,
          email: adminUsers.email,
          firstName: adminUsers.firstName,
          lastName: adminUsers.lastName,
        })
        .from(adminUsers)
        .where(eq(adminUsers.email, typed.email));
      if (await alreadyHere(tx, caller.condo.id, typed.email, existing?.id)) throw refuse(ALREADY_MEMBER);
      if (existing && !caller.user.isSuperAdmin) {
        const id = await invite(app, tx, { ...place, typed, account: existing, mail, welcome: input.send_welcome });
        return { userId: id, joined: false };
      }
      let account = existing;
      if (!account) {
        [account] = await tx
          .insert(adminUsers)
          .values({ ...typed, createdAt: now, updatedAt: now })
          .returning({
            id: adminUsers.id,
            email: adminUsers.email,
            firstName: adminUsers.firstName,
            lastName: adminUsers.lastName,
          });
      }
      const user = account as NonNullable<typeof account>;
      await tx.insert(condoMemberships).values({ ...place, adminUserId: user.id, createdAt: now, updatedAt: now });
      if (input.send_welcome) await queueWelcome(tx, mail, user);
      return { userId: user.id, joined: Boolean(existing) };
    })
    .catch(emailTaken(ALREADY_MEMBER));
  const data = await findCondoUser(app.db, caller.condo.id, userId);
  const message = joined
    ? `The existing user ${typed.email} was added to this condo; their name, phone and status are as they were`
    : CREATED;
  return { data: data as NonNullable<typeof data>, message };
}

/**
 * `PUT /api/v1/users/{id}`: the fields sent. Role and read_only belong to the membership here; name, e-mail, phone,
 * country code and status to the account, which other condos share: those change only for an account that is in
 * no other condo (or by a super admin, or for the caller themself).
 */
export async function updateUser(app: FastifyInstance, request: FastifyRequest, id: number, input: UpdateInput) {
  const caller = callerOf(request);
  const member = await findMember(app.db, caller.condo.id, id);
  if (!member) throw notFound('User not found');
  const self = member.id === caller.user.id;
  if (!self) assertMayManage(caller, member, 'change');

  const group = input.role_group_id !== undefined ? await userRoleGroup(app.db, input.role_group_id) : undefined;
  if (group && group.id !== member.roleGroupId) {
    if (self) throw refuse('You cannot change your own role');
    assertMayAssign(caller, group.name);
  }
  if (self && input.read_only === true && !member.readOnly) throw refuse('You cannot make yourself read-only');
  if (self && input.status === 'inactive' && member.status !== 'inactive')
    throw refuse('You cannot deactivate yourself');

  const account = {
    firstName: input.first_name === undefined ? undefined : requiredName(input.first_name),
    lastName: optionalText(input.last_name),
    email: input.email === undefined ? undefined : normalEmail(input.email),
    phone: optionalPhone(input.phone),
    countryCode: input.country_code,
    status: input.status,
  };
  const changes = Object.fromEntries(
    Object.entries(account).filter(([field, value]) => value !== undefined && value !== member[field as keyof Member]),
  );
  if (member.invitedAccountId !== null) {
    // A pending invitation is edited as a new account would be: it is in no other condo.
    await updateInvitation(
      app,
      caller,
      { ...member, invitedAccountId: member.invitedAccountId },
      { changes, group, input },
    );
    const data = await findCondoUser(app.db, caller.condo.id, member.id);
    return { data: data as NonNullable<typeof data>, message: 'User updated successfully' };
  }
  if (
    Object.keys(changes).length &&
    !self &&
    !caller.user.isSuperAdmin &&
    (await inOtherCondos(app.db, member, caller.condo.id))
  ) {
    throw refuse(
      `${member.email} also belongs to other condos: only a super admin may change their name, e-mail, phone or ` +
        'status. You may change their role here or remove them from this condo',
    );
  }

  const now = app.now();
  await app.db
    .transaction(async (tx) => {
      if (changes.email !== undefined) {
        const [owner] = await tx
          .select({ id: adminUsers.id })
          .from(adminUsers)
          .where(and(eq(adminUsers.email, changes.email as string), ne(adminUsers.id, member.id)));
        if (owner) throw refuse(EMAIL_TAKEN);
      }
      if (Object.keys(changes).length) {
        await tx
          .update(adminUsers)
          .set({ ...changes, updatedAt: now })
          .where(eq(adminUsers.id, member.id));
      }
      if (group || input.read_only !== undefined) {
        await tx
          .update(condoMemberships)
          .set({
            ...(group ? { roleGroupId: group.id } : {}),
            ...(input.read_only !== undefined ? { readOnly: input.read_only } : {}),
            updatedAt: now,
          })
          .where(eq(condoMemberships.id, member.membershipId));
      }
      if (input.send_welcome) {
        const user = {
          id: member.id,
          email: (changes.email as string | undefined) ?? member.email,
          firstName: (changes.firstName as string | undefined) ?? member.firstName,
          lastName: (changes.lastName as string | undefined) ?? member.lastName,
        };
        await queueWelcome(
          tx,
          { condo: caller.condo, sender: caller.user, role: group?.name ?? member.roleName },
          user,
        );
      }
    })
    .catch(emailTaken(EMAIL_TAKEN));
  const data = await findCondoUser(app.db, caller.condo.id, member.id);
  return { data: data as NonNullable<typeof data>, message: 'User updated successfully' };
}

/**
 * `PUT` on a pending invitation, answered as for a new account (which is in no other condo, so every field may
 * change). A new e-mail without an account makes the row what it would have been from the start: a new account,
 * with the id the row shows, and its membership; the invitation is withdrawn. Another account's e-mail is the usual
 * 422. send_welcome mails the invitation again, with a new link.
 */
async function updateInvitation(
  app: FastifyInstance,
  caller: Caller,
  member: Member & { invitedAccountId: number },
  edit: { changes: Record<string, unknown>; group: { id: number; name: string } | undefined; input: UpdateInput },
) {
  const { changes, input } = edit;
  const role = edit.group ?? { id: member.roleGroupId, name: member.roleName };
  const readOnly = input.read_only ?? member.readOnly;
  const mail = { condo: caller.condo, sender: caller.user, role: role.name };
  const { email, firstName, lastName, phone, countryCode, status } = member;
  const typed = { email, firstName, lastName, phone, countryCode, status, ...changes } as Typed;
  const now = app.now();
  await app.db
    .transaction(async (tx) => {
      if (changes.email !== undefined) {
        const [owner] = await tx
          .select({ id: adminUsers.id })
          .from(adminUsers)
          .where(eq(adminUsers.email, typed.email));
        if (owner) throw refuse(EMAIL_TAKEN);
        await tx.delete(userInvitations).where(eq(userInvitations.id, member.id));
        await tx
          .insert(adminUsers)
          .overridingSystemValue()
          .values({ id: member.id, ...typed, createdAt: now, updatedAt: now });
        await tx.insert(condoMemberships).values({
          adminUserId: member.id,
          condoId: caller.condo.id,
          roleGroupId: role.id,
          readOnly,
          createdAt: now,
          updatedAt: now,
        });
        if (input.send_welcome) await queueWelcome(tx, mail, typed);
        return;
      }
      await tx
        .update(userInvitations)
        .set({ ...changes, roleGroupId: role.id, readOnly, updatedAt: now })
        .where(eq(userInvitations.id, member.id));
      if (!input.send_welcome) return;
      const account = await invitedAccount(tx, member.invitedAccountId);
      if (account) {
        const invitation = { id: member.id, condoId: caller.condo.id, typed, account };
        await sendInvitation(app, tx, invitation, { ...mail, welcome: true });
      }
    })
    .catch(emailTaken(EMAIL_TAKEN));
}

/** Whether the account is a member of any condo but this one, or a super admin (every condo is theirs). */
async function inOtherCondos(db: Db, member: Member, condoId: number) {
  if (member.isSuperAdmin) return true;
  const [other] = await db
    .select({ id: condoMemberships.id })
    .from(condoMemberships)
    .where(and(eq(condoMemberships.adminUserId, member.id), ne(condoMemberships.condoId, condoId)))
    .limit(1);
  return Boolean(other);
}

/** `DELETE /api/v1/users/{id}`: ends the membership here; the account and its other condos stay. */
export async function removeUser(app: FastifyInstance, request: FastifyRequest, id: number): Promise<void> {
  const caller = callerOf(request);
  const member = await findMember(app.db, caller.condo.id, id);
  if (!member) throw notFound('User not found');
  if (member.id === caller.user.id) throw refuse('You cannot remove yourself from this condo');
  assertMayManage(caller, member, 'remove');
  if (member.invitedAccountId !== null) {
    // Withdraws the invitation: its link is refused from now on.
    await app.db.delete(userInvitations).where(eq(userInvitations.id, member.id));
    return;
  }
  await app.db.delete(condoMemberships).where(eq(condoMemberships.id, member.membershipId));
}
