import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { READ_ACTIONS } from '../../access/role-permissions';
import type { Db } from '../../db/database';
import { adminUsers, condoMemberships, roleGroups } from '../../db/schema';
import { likeContaining, pageWithTotal } from '../../db/sql';
import type { CurrentUser } from '../../plugins/auth';

const RESOURCE = 'api/v1/admin_users';

/** Every condo (a super admin), or the ids of the condos whose members the caller may reach with `action`. */
type Scope = 'all' | number[];

/**
 * The condos where the caller's role group grants `api/v1/admin_users` `action`. A read-only membership grants only
 * read actions (as in plugins/tenant.ts). None of the built-in groups but Super Admin holds the resource, so for
 * everyone else this is empty unless an operator gives a group that right.
 */
export async function adminUserScope(db: Db, caller: CurrentUser, action: 'index' | 'update'): Promise<Scope> {
  if (caller.isSuperAdmin) return 'all';
  const filters: SQL[] = [
    eq(condoMemberships.adminUserId, caller.id),
    sql`${roleGroups.permissions} -> ${RESOURCE} @> jsonb_build_array(${action}::text)`,
  ];
  if (!READ_ACTIONS.has(action)) filters.push(eq(condoMemberships.readOnly, false));
  const rows = await db
    .select({ condoId: condoMemberships.condoId })
    .from(condoMemberships)
    .innerJoin(roleGroups, eq(roleGroups.id, condoMemberships.roleGroupId))
    .where(and(...filters));
  return rows.map((row) => row.condoId);
}

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

// The correlated subqueries name the outer row `admin_users.id` in their text: drizzle may write a column
// reference unqualified, and inside them an unqualified id would be the membership's or the condo's.

/** The account's condos by name, as `[{id, name, alias_name}]` JSON text; within the scope only. */
function condosOf(scope: Scope) {
  const within = scope === 'all' ? sql`` : sql`AND m.condo_id = ANY(${intArray(scope)})`;
  return sql<string>`(
    SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'alias_name', c.alias_name)
      ORDER BY c.name, c.id), '[]'::json)::text
    FROM condo_memberships m JOIN condos c ON c.id = m.condo_id
    WHERE m.admin_user_id = admin_users.id ${within})`;
}

function inScope(scope: Scope): SQL | undefined {
  if (scope === 'all') return undefined;
  return sql`EXISTS (SELECT 1 FROM condo_memberships m
    WHERE m.admin_user_id = admin_users.id AND m.condo_id = ANY(${intArray(scope)}))`;
}

const selection = (scope: Scope) => ({
  id: adminUsers.id,
  email: adminUsers.email,
  slack_username: adminUsers.slackUsername,
  last_login: adminUsers.lastLogin,
  condos: condosOf(scope),
});

type Row = { id: number; email: string; slack_username: string | null; last_login: Date | null; condos: string };

const toAdminUser = (row: Row) => ({
  ...row,
  last_login: row.last_login ? row.last_login.toISOString() : null,
  condos: JSON.parse(row.condos) as { id: number; name: string; alias_name: string }[],
});

export interface AdminUserListOptions {
  caller: CurrentUser;
  search?: string;
  page: number;
  perPage: number;
}

/** A page of the admin users within the caller's reach, by e-mail (admin_users_email_key). */
export async function listAdminUsers(db: Db, options: AdminUserListOptions) {
  const scope = await adminUserScope(db, options.caller, 'index');
  if (scope !== 'all' && !scope.length) return { rows: [], total: 0 };
  const filters: (SQL | undefined)[] = [inScope(scope)];
  const search = options.search?.trim();
  if (search) {
    const pattern = likeContaining(search);
    filters.push(or(ilike(adminUsers.email, pattern), ilike(adminUsers.slackUsername, pattern)));
  }
  const where = and(...filters);
  const { rows, total } = await pageWithTotal(
    db
      .select(selection(scope))
      .from(adminUsers)
      .where(where)
      .orderBy(asc(adminUsers.email), asc(adminUsers.id))
      .$dynamic(),
    db.select({ total: count() }).from(adminUsers).where(where),
    options,
  );
  return { rows: rows.map(toAdminUser), total };
}

/** One admin user within the caller's reach for `action`; undefined otherwise (the route answers 404). */
export async function findAdminUser(db: Db, options: { caller: CurrentUser; id: number; action: 'index' | 'update' }) {
  const scope = await adminUserScope(db, options.caller, options.action);
  if (scope !== 'all' && !scope.length) return undefined;
  const [row] = await db
    .select(selection(scope))
    .from(adminUsers)
    .where(and(eq(adminUsers.id, options.id), inScope(scope)));
  return row ? toAdminUser(row) : undefined;
}

/** Sets the Slack user name of an admin user within the caller's reach for update; false when out of reach. */
export async function setSlackUsername(
  db: Db,
  options: { caller: CurrentUser; id: number; slackUsername: string | null; now: Date },
): Promise<boolean> {
  const scope = await adminUserScope(db, options.caller, 'update');
  if (scope !== 'all' && !scope.length) return false;
  const updated = await db
    .update(adminUsers)
    .set({ slackUsername: options.slackUsername, updatedAt: options.now })
    .where(and(eq(adminUsers.id, options.id), inScope(scope)))
    .returning({ id: adminUsers.id });
  return updated.length > 0;
}
