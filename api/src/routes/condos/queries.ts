import { and, asc, count, eq, exists, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isoTimestamp } from '../../db/json';
import { preparedOnce } from '../../db/prepared';
import { condoMemberships, condos } from '../../db/schema';
import { likeContaining } from '../../db/sql';

export interface CondoListOptions {
  user: { id: number; isSuperAdmin: boolean };
  query?: string;
  page: number;
  perPage: number;
}

/**
 * A condo list item (schemas.ts CondoListItem), as PostgreSQL writes it with row_to_json: the list passes the page
 * through as text, so no row is parsed into objects and stringified again. The JSON names are the column names.
 * Everything but the configurations, the widest column, which stays in the table.
 */
const listItemColumns = {
  id: condos.id,
  name: condos.name,
  aliasName: condos.aliasName,
  status: condos.status,
  completed: condos.completed,
  guardHouse: condos.guardHouse,
  defaultCountryCode: condos.defaultCountryCode,
  email: condos.email,
  location: condos.location,
  logoUrl: condos.logoUrl,
  urlHost: condos.urlHost,
  webApps: condos.webApps,
  contractor: condos.contractor,
  guest: condos.guest,
  delivery: condos.delivery,
  invite: condos.invite,
  allowLogin: condos.allowLogin,
  createdAt: isoTimestamp(condos.createdAt).as('created_at'),
  updatedAt: isoTimestamp(condos.updatedAt).as('updated_at'),
};

/** One prepared statement per shape of the list (search or not, every condo or the caller's memberships). */
function prepareCondoList(db: Db, { search, membersOnly }: { search: boolean; membersOnly: boolean }, name: string) {
  const pattern = sql.placeholder('pattern');
  const visible = and(
    search ? or(ilike(condos.name, pattern), ilike(condos.aliasName, pattern)) : undefined,
    membersOnly
      ? exists(
          db
            .select({ one: sql`1` })
            .from(condoMemberships)
            .where(
              and(eq(condoMemberships.condoId, condos.id), eq(condoMemberships.adminUserId, sql.placeholder('userId'))),
            ),
        )
      : undefined,
  );
  const page = db
    .select(listItemColumns)
    .from(condos)
    .where(visible)
    .orderBy(asc(condos.name), asc(condos.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const total = db.select({ total: count() }).from(condos).where(visible);
  return db
    .select({
      total: sql<number>`(${total})::int`,
      // json_agg as text: a third of the database's time of string_agg over row_to_json texts (it puts a line break
      // between items, which JSON allows).
      data: sql<string>`coalesce(json_agg(${sql.identifier('page')} ORDER BY ${page.name}, ${page.id}), '[]')::text`,
    })
    .from(page)
    .prepare(name);
}

/**
 * The condos a user belongs to (a super admin: all), by name, as the JSON text of the page and the total, in one
 * round trip; served by condos_name_idx and the membership key.
 */
export async function listCondos(db: Db, { user, query, page, perPage }: CondoListOptions) {
  const search = query?.trim();
  const shape = { search: Boolean(search), membersOnly: !user.isSuperAdmin };
  const name = `condo_list_${shape.search ? 'search' : 'all'}_${shape.membersOnly ? 'member' : 'any'}`;
  const statement = preparedOnce(db, name, () => prepareCondoList(db, shape, name));
  const [row] = await statement.execute({
    pattern: search ? likeContaining(search) : undefined,
    userId: user.id,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return { total: row?.total ?? 0, data: row?.data ?? '[]' };
}
