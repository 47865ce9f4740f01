import { and, asc, count, eq, exists, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { condoMemberships, condos } from '../../db/schema';

export interface CondoListOptions {
  user: { id: number; isSuperAdmin: boolean };
  query?: string;
  page: number;
  perPage: number;
}

/** Escapes LIKE wildcards so a search for `a_b` finds that text, not any character. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

// A list item carries everything but the configurations (toCondoListItem): the widest column stays in the table.
const { configurations: _configurations, ...listColumns } = getTableColumns(condos);

/** The condos a user belongs to (a super admin: all), by name; served by condos_name_idx and the membership key. */
export async function listCondos(db: Db, { user, query, page, perPage }: CondoListOptions) {
  const filters: SQL[] = [];
  const search = query?.trim();
  if (search) {
    const pattern = likeContaining(search);
    filters.push(or(ilike(condos.name, pattern), ilike(condos.aliasName, pattern)) as SQL);
  }
  if (!user.isSuperAdmin) {
    filters.push(
      exists(
        db
          .select({ one: condoMemberships.id })
          .from(condoMemberships)
          .where(and(eq(condoMemberships.condoId, condos.id), eq(condoMemberships.adminUserId, user.id))),
      ),
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(condos)
      .where(where)
      .orderBy(asc(condos.name), asc(condos.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(condos).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
