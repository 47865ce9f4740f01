import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { visibleCondoFilter } from '../../access/membership';
import type { Db } from '../../db/database';
import { alertUserCondos, alertUsers, condos } from '../../db/schema';
import { likeContaining, pageWithTotal } from '../../db/sql';
import type { CurrentUser } from '../../plugins/auth';

/** `GET /api/v1/alert_users/all_condos`: the condos the caller may see, by name. */
export function visibleCondos(db: Db, caller: CurrentUser) {
  return db
    .select({ id: condos.id, name: condos.name })
    .from(condos)
    .where(visibleCondoFilter(caller, condos.id))
    .orderBy(asc(condos.name), asc(condos.id));
}

/**
 * The person's condos among those the caller may see, as an int array. The text names the outer row
 * `alert_users.id`: drizzle may write column references unqualified, which inside the subquery would be wrong.
 */
function condoIdsOf(caller: CurrentUser) {
  const visible = caller.isSuperAdmin
    ? sql``
    : sql`AND ac.condo_id IN (SELECT vm.condo_id FROM condo_memberships vm WHERE vm.admin_user_id = ${caller.id})`;
  return sql<number[]>`(SELECT coalesce(array_agg(ac.condo_id ORDER BY ac.condo_id), '{}'::int[])
    FROM alert_user_condos ac WHERE ac.alert_user_id = alert_users.id ${visible})`;
}

const selection = (caller: CurrentUser) => ({
  id: alertUsers.id,
  first_name: alertUsers.firstName,
  last_name: alertUsers.lastName,
  email: alertUsers.email,
  phone: alertUsers.phone,
  country_code: alertUsers.countryCode,
  status: alertUsers.status,
  last_login: alertUsers.lastLogin,
  condo_ids: condoIdsOf(caller),
});

type Row = { last_login: Date | null; status: string; condo_ids: number[] | string };

function toAlertUser<T extends Row>(row: T) {
  return {
    ...row,
    status: row.status as 'active' | 'inactive',
    last_login: row.last_login ? row.last_login.toISOString() : null,
    // node-postgres returns int[] parsed; PGlite too. A text form would be '{1,2}'.
    condo_ids: Array.isArray(row.condo_ids) ? row.condo_ids.map(Number) : parseIntArray(row.condo_ids),
  };
}

const parseIntArray = (text: string) => text.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

export interface AlertUserListOptions {
  condoId: number;
  caller: CurrentUser;
  search?: string;
  page: number;
  /** Undefined: every alert user of the condo. */
  perPage?: number;
}

/** The condo's alert users by name (alert_user_condos_condo_idx bounds the rows to the condo's). */
export async function listAlertUsers(db: Db, options: AlertUserListOptions) {
  const filters: (SQL | undefined)[] = [eq(alertUserCondos.condoId, options.condoId)];
  const search = options.search?.trim();
  if (search) {
    const pattern = likeContaining(search);
    filters.push(
      or(
        ilike(alertUsers.firstName, pattern),
        ilike(alertUsers.lastName, pattern),
        ilike(alertUsers.email, pattern),
        ilike(alertUsers.phone, pattern),
        ilike(sql`${alertUsers.firstName} || ' ' || ${alertUsers.lastName}`, pattern),
      ),
    );
  }
  const where = and(...filters);
  const { rows, total } = await pageWithTotal(
    db
      .select(selection(options.caller))
      .from(alertUserCondos)
      .innerJoin(alertUsers, eq(alertUsers.id, alertUserCondos.alertUserId))
      .where(where)
      .orderBy(asc(alertUsers.firstName), asc(alertUsers.lastName), asc(alertUsers.id))
      .$dynamic(),
    db
      .select({ total: count() })
      .from(alertUserCondos)
      .innerJoin(alertUsers, eq(alertUsers.id, alertUserCondos.alertUserId))
      .where(where),
    options,
  );
  return { rows: rows.map(toAlertUser), total };
}

/** One alert user assigned to the condo, with the condos the caller may see; undefined otherwise. */
export async function findAlertUser(db: Db, options: { condoId: number; caller: CurrentUser; id: number }) {
  const [row] = await db
    .select(selection(options.caller))
    .from(alertUserCondos)
    .innerJoin(alertUsers, eq(alertUsers.id, alertUserCondos.alertUserId))
    .where(and(eq(alertUserCondos.condoId, options.condoId), eq(alertUserCondos.alertUserId, options.id)));
  return row ? toAlertUser(row) : undefined;
}

/** Any alert user's id by e-mail (stored lower-case), for the uniqueness check. */
export async function alertUserIdByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: alertUsers.id }).from(alertUsers).where(eq(alertUsers.email, email));
  return row?.id;
}
