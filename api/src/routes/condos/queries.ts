import { and, asc, count, eq, exists, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
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
 * One prepared statement per shape of the list (search or not, every condo or the caller's memberships): the total
 * and the page's stored JSON texts (db/condo-list-items.ts) joined by commas, both scalar subqueries. Their form is
 * measured (bench/README.md, stop 42): on PostgreSQL `'[' || … || ']'` around the joined text, or ARRAY(…) with
 * array_to_string, nearly doubled the statement's time; one row keeps PGlite's protocol layer at one row to parse.
 */
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
  const pageItems = db
    .select({ item: sql<string>`${condos.listJson}`.as('item') })
    .from(condos)
    .where(visible)
    .orderBy(asc(condos.name), asc(condos.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const total = db.select({ total: count() }).from(condos).where(visible);
  return db
    .select({
      total: sql<number>`(${total})::int`,
      // In the subquery's order: nothing between it and the aggregate (no join) reorders its rows.
      items: sql<string | null>`(select string_agg(page.item, ',') from (${pageItems}) page)`,
    })
    .from(sql`(VALUES (1)) AS one (x)`)
    .prepare(name);
}

/**
 * The condos a user belongs to (a super admin: all), by name, as the JSON text of the page (CondoListItem items)
 * and the total, in one round trip; served by condos_name_idx and the membership key.
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
  return { total: row?.total ?? 0, data: `[${row?.items ?? ''}]` };
}
