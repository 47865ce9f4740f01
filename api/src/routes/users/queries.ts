import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminUsers, condoMemberships, roleGroups } from '../../db/schema';
import { likeContaining } from '../condos/queries';

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

/** A user row (schemas.ts CondoUser): the account and its membership of the condo. */
const selection = {
  id: adminUsers.id,
  first_name: adminUsers.firstName,
  last_name: adminUsers.lastName,
  email: adminUsers.email,
  phone: adminUsers.phone,
  country_code: adminUsers.countryCode,
  status: adminUsers.status,
  role_group: { id: roleGroups.id, name: roleGroups.name },
  read_only: condoMemberships.readOnly,
  last_login: adminUsers.lastLogin,
};

type Row = { last_login: Date | null };
const toCondoUser = <T extends Row>(row: T) => ({
  ...row,
  last_login: row.last_login ? row.last_login.toISOString() : null,
});

const members = (db: Db) =>
  db
    .select(selection)
    .from(condoMemberships)
    .innerJoin(adminUsers, eq(adminUsers.id, condoMemberships.adminUserId))
    .innerJoin(roleGroups, eq(roleGroups.id, condoMemberships.roleGroupId));

/**
 * A page of the condo's people (its members, not every admin user), by first name then id. The membership index
 * on condo_id bounds the rows to the condo's members before the name order and the search apply, so a condo with
 * thousands of members reads only its own.
 */
export async function listCondoUsers(db: Db, options: UserListOptions) {
  const filters: SQL[] = [eq(condoMemberships.condoId, options.condoId)];
  const search = options.search?.trim();
  // The same expression as admin_users_search_trgm_idx, so the trigram index serves the search.
  if (search) filters.push(ilike(searchText, likeContaining(search)));
  if (options.roleGroups?.length) filters.push(inArray(roleGroups.name, options.roleGroups));
  if (options.statuses?.length) filters.push(inArray(adminUsers.status, options.statuses));
  const where = and(...filters);
  const offset = (options.page - 1) * options.perPage;
  if (filters.length === 1) {
    // The whole condo: the count and the page's memberships come from condo_memberships_condo_name_idx alone (the
    // first name is kept on the membership as sort_name), then only the page's rows are joined.
    const [counted] = await db.select({ total: count() }).from(condoMemberships).where(where);
    const total = counted?.total ?? 0;
    if (offset >= total) return { rows: [], total };
    const page = db
      .select({ id: condoMemberships.id })
      .from(condoMemberships)
      .where(where)
      .orderBy(asc(condoMemberships.sortName), asc(condoMemberships.adminUserId))
      .limit(options.perPage)
      .offset(offset)
      .as('page');
    const rows = await members(db)
      .innerJoin(page, eq(page.id, condoMemberships.id))
      .orderBy(asc(condoMemberships.sortName), asc(condoMemberships.adminUserId));
    return { rows: rows.map(toCondoUser), total };
  }
  // Filtered: the matches are counted anyway, so one query collects them (the trigram index for a search), counts
  // them and sorts out the page. Walking the name index instead would be slow exactly when a search names a first
  // name: its matches sit together in that order, which the planner cannot know.
  const rows = await db
    .select({ ...selection, total: sql<number>`(count(*) OVER ())::int` })
    .from(condoMemberships)
    .innerJoin(adminUsers, eq(adminUsers.id, condoMemberships.adminUserId))
    .innerJoin(roleGroups, eq(roleGroups.id, condoMemberships.roleGroupId))
    .where(where)
    .orderBy(asc(adminUsers.firstName), asc(adminUsers.id))
    .limit(options.perPage)
    .offset(offset);
  if (rows.length) return { rows: rows.map(({ total: _, ...row }) => toCondoUser(row)), total: Number(rows[0]?.total) };
  // Past the last page: the count alone.
  const [counted] = await db
    .select({ total: count() })
    .from(condoMemberships)
    .innerJoin(adminUsers, eq(adminUsers.id, condoMemberships.adminUserId))
    .innerJoin(roleGroups, eq(roleGroups.id, condoMemberships.roleGroupId))
    .where(where);
  return { rows: [], total: counted?.total ?? 0 };
}

/** One person of the condo; undefined when `userId` is not a member of it. */
export async function findCondoUser(db: Db, condoId: number, userId: number) {
  const [row] = await members(db).where(
    and(eq(condoMemberships.condoId, condoId), eq(condoMemberships.adminUserId, userId)),
  );
  return row ? toCondoUser(row) : undefined;
}

/** A member of the condo with what the write checks need: their role, whether they are a super admin, elsewhere. */
export async function findMember(db: Db, condoId: number, userId: number) {
  const [row] = await db
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
    })
    .from(condoMemberships)
    .innerJoin(adminUsers, eq(adminUsers.id, condoMemberships.adminUserId))
    .innerJoin(roleGroups, eq(roleGroups.id, condoMemberships.roleGroupId))
    .where(and(eq(condoMemberships.condoId, condoId), eq(condoMemberships.adminUserId, userId)));
  return row;
}

/** The ids among `ids` of the condo's members (the foreign-id check's `user` kind). */
export function condoMemberIds(db: Db, condoId: number, ids: number[]) {
  return db
    .select({ id: condoMemberships.adminUserId })
    .from(condoMemberships)
    .where(and(eq(condoMemberships.condoId, condoId), inArray(condoMemberships.adminUserId, ids)));
}
