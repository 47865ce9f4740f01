import { and, asc, count, eq, ilike, inArray, not, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { adminUsers, condoMemberships, roleGroups, userInvitations } from '../../db/schema';
import { likeContaining } from '../../db/sql';

export interface UserListOptions {
  condoId: number;
  search?: string;
  /** Role group names. */
  roleGroups?: string[];
  statuses?: ('active' | 'inactive')[];
  page: number;
  perPage: number;
}

/** What the search matches: first name, last name and e-mail, as admin_users_search_trgm_idx indexes it. */
const searchText = sql`(${adminUsers.firstName} || ' ' || ${adminUsers.lastName} || ' ' || ${adminUsers.email})`;
const invitedSearchText = sql`(${userInvitations.firstName} || ' ' || ${userInvitations.lastName} || ' ' || ${userInvitations.email})`;

/**
 * A user row (schemas.ts CondoUser), flat: the account and its membership of the condo. A pending invitation
 * (`invited`) gives the same columns from what the inviter typed, so the two look alike in every answer.
 */
// Named, so that a union of rows can be read as a subquery (role_groups.id beside admin_users.id).
const roleGroupColumns = {
  role_group_id: sql<number>`${roleGroups.id}`.as('role_group_id'),
  role_group_name: sql<string>`${roleGroups.name}`.as('role_group_name'),
};
const memberColumns = {
  id: adminUsers.id,
  first_name: adminUsers.firstName,
  last_name: adminUsers.lastName,
  email: adminUsers.email,
  phone: adminUsers.phone,
  country_code: adminUsers.countryCode,
  status: adminUsers.status,
  ...roleGroupColumns,
  read_only: condoMemberships.readOnly,
  last_login: adminUsers.lastLogin,
};
const invitedColumns = {
  id: userInvitations.id,
  first_name: userInvitations.firstName,
  last_name: userInvitations.lastName,
  email: userInvitations.email,
  phone: userInvitations.phone,
  country_code: userInvitations.countryCode,
  status: userInvitations.status,
  ...roleGroupColumns,
  read_only: userInvitations.readOnly,
  // Never signed in as a member of anything here: as a new account.
  last_login: sql<Date | null>`null::timestamptz`.as('last_login'),
};

type FlatRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  country_code: number;
  status: 'active' | 'inactive';
  role_group_id: number;
  role_group_name: string;
  read_only: boolean;
  last_login: Date | string | null;
};
const toCondoUser = ({ role_group_id, role_group_name, last_login, ...row }: FlatRow) => ({
  ...row,
  role_group: { id: role_group_id, name: role_group_name },
  last_login: last_login ? new Date(last_login).toISOString() : null,
});

const members = (db: Db) =>
  db
    .select(memberColumns)
    .from(condoMemberships)
    .innerJoin(adminUsers, eq(adminUsers.id, condoMemberships.adminUserId))
    .innerJoin(roleGroups, eq(roleGroups.id, condoMemberships.roleGroupId));

const invited = (db: Db) =>
  db.select(invitedColumns).from(userInvitations).innerJoin(roleGroups, eq(roleGroups.id, userInvitations.roleGroupId));

/**
 * A page of the condo's people (its members and the people invited to it, not every admin user), by first name
 * then id. The membership index on condo_id bounds the rows to the condo's members before the name order and the
 * search apply, so a condo with thousands of members reads only its own. Pending invitations are paged in the
 * same order and in the same queries, so neither the answer nor its timing tells them from new accounts.
 */
export async function listCondoUsers(db: Db, options: UserListOptions) {
  const search = options.search?.trim();
  const memberFilters: SQL[] = [eq(condoMemberships.condoId, options.condoId)];
  const invitedFilters: SQL[] = [eq(userInvitations.condoId, options.condoId)];
  // The same expression as admin_users_search_trgm_idx, so the trigram index serves the search.
  if (search) {
    memberFilters.push(ilike(searchText, likeContaining(search)));
    invitedFilters.push(ilike(invitedSearchText, likeContaining(search)));
  }
  if (options.roleGroups?.length) {
    memberFilters.push(inArray(roleGroups.name, options.roleGroups));
    invitedFilters.push(inArray(roleGroups.name, options.roleGroups));
  }
  if (options.statuses?.length) {
    memberFilters.push(inArray(adminUsers.status, options.statuses));
    invitedFilters.push(inArray(userInvitations.status, options.statuses));
  }
  const offset = (options.page - 1) * options.perPage;
  if (memberFilters.length === 1) {
    // The whole condo: the count and the page's keys come from condo_memberships_condo_name_idx (the first name is
    // kept on the membership as sort_name) and user_invitations_condo_name_idx alone, then only the page's rows
    // are joined.
    const counts = await unionAll(
      db.select({ n: count() }).from(condoMemberships).where(memberFilters[0]),
      db.select({ n: count() }).from(userInvitations).where(invitedFilters[0]),
    );
    const total = counts.reduce((sum, { n }) => sum + Number(n), 0);
    if (offset >= total) return { rows: [], total };
    // Only columns of the two indexes, so both are read index-only and merged in order (a Merge Append). The condo
    // is filtered outside the union: so PostgreSQL sees it as fixed and each index as ordered by name, then id.
    const people = unionAll(
      db
        .select({
          condoId: condoMemberships.condoId,
          name: condoMemberships.sortName,
          id: condoMemberships.adminUserId,
          invited: sql<boolean>`false`.as('invited'),
        })
        .from(condoMemberships),
      db
        .select({
          condoId: userInvitations.condoId,
          name: userInvitations.firstName,
          id: userInvitations.id,
          invited: sql<boolean>`true`.as('invited'),
        })
        .from(userInvitations),
    ).as('people');
    const page = db
      .$with('page')
      .as(
        db
          .select({ id: people.id, invited: people.invited })
          .from(people)
          .where(eq(people.condoId, options.condoId))
          .orderBy(asc(people.name), asc(people.id))
          .limit(options.perPage)
          .offset(offset),
      );
    // One query for the page's rows, whichever kind each is; first_name is sort_name, so the order is the page's.
    const rows = unionAll(
      members(db)
        .innerJoin(page, and(eq(page.id, condoMemberships.adminUserId), not(page.invited)))
        .where(memberFilters[0]),
      invited(db).innerJoin(page, and(eq(page.id, userInvitations.id), page.invited)),
    ).as('rows');
    const found = await db.with(page).select().from(rows).orderBy(asc(rows.first_name), asc(rows.id));
    return { rows: found.map(toCondoUser), total };
  }
  // Filtered: the matches are counted anyway, so one query collects them (the trigram index for a search), counts
  // them and sorts out the page. Walking the name index instead would be slow exactly when a search names a first
  // name: its matches sit together in that order, which the planner cannot know.
  const matches = unionAll(members(db).where(and(...memberFilters)), invited(db).where(and(...invitedFilters))).as(
    'matches',
  );
  const rows = await db
    .select({ ...matches._.selectedFields, total: sql<number>`(count(*) OVER ())::int` })
    .from(matches)
    .orderBy(asc(matches.first_name), asc(matches.id))
    .limit(options.perPage)
    .offset(offset);
  if (rows.length) return { rows: rows.map(({ total: _, ...row }) => toCondoUser(row)), total: Number(rows[0]?.total) };
  // Past the last page: the count alone.
  const [counted] = await db.select({ total: count() }).from(matches);
  return { rows: [], total: counted?.total ?? 0 };
}

/** One person of the condo (a member or a pending invitation); undefined when `userId` is neither here. */
export async function findCondoUser(db: Db, condoId: number, userId: number) {
  const [row] = await unionAll(
    members(db).where(and(eq(condoMemberships.condoId, condoId), eq(condoMemberships.adminUserId, userId))),
    invited(db).where(and(eq(userInvitations.condoId, condoId), eq(userInvitations.id, userId))),
  );
  return row ? toCondoUser(row) : undefined;
}

/**
 * A person of the condo with what the write checks need: their role, whether they are a super admin. For a pending
 * invitation `invitedAccountId` names the invited account (never shown) and `membershipId` is the invitation's id.
 */
export async function findMember(db: Db, condoId: number, userId: number) {
  const [row] = await unionAll(
    db
      .select({
        id: adminUsers.id,
        email: adminUsers.email,
        firstName: adminUsers.firstName,
        lastName: adminUsers.lastName,
        phone: adminUsers.phone,
        countryCode: adminUsers.countryCode,
        status: adminUsers.status,
        isSuperAdmin: adminUsers.isSuperAdmin,
        membershipId: condoMemberships.id,
        readOnly: condoMemberships.readOnly,
        roleGroupId: roleGroups.id,
        roleName: roleGroups.name,
        invitedAccountId: sql<number | null>`null::integer`.as('invited_account_id'),
      })
      .from(condoMemberships)
      .innerJoin(adminUsers, eq(adminUsers.id, condoMemberships.adminUserId))
      .innerJoin(roleGroups, eq(roleGroups.id, condoMemberships.roleGroupId))
      .where(and(eq(condoMemberships.condoId, condoId), eq(condoMemberships.adminUserId, userId))),
    db
      .select({
        id: userInvitations.id,
        email: userInvitations.email,
        firstName: userInvitations.firstName,
        lastName: userInvitations.lastName,
        phone: userInvitations.phone,
        countryCode: userInvitations.countryCode,
        status: userInvitations.status,
        isSuperAdmin: sql<boolean>`false`.as('is_super_admin'),
        membershipId: userInvitations.id,
        readOnly: userInvitations.readOnly,
        roleGroupId: roleGroups.id,
        roleName: roleGroups.name,
        invitedAccountId: userInvitations.adminUserId,
      })
      .from(userInvitations)
      .innerJoin(roleGroups, eq(roleGroups.id, userInvitations.roleGroupId))
      .where(and(eq(userInvitations.condoId, condoId), eq(userInvitations.id, userId))),
  );
  return row;
}
