import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminUsers, condoMemberships } from '../../db/schema';
import { likeContaining } from '../condos/queries';

export interface UserListOptions {
  condoId: number;
  search?: string;
  page: number;
  perPage: number;
}

/**
 * A page of the condo's people (its members, not every admin user), by first name then id. The membership index
 * on condo_id bounds the rows to the condo's members before the name order and the search apply, so a condo with
 * thousands of members reads only its own.
 */
export async function listCondoUsers(db: Db, options: UserListOptions) {
  const filters: SQL[] = [eq(condoMemberships.condoId, options.condoId)];
  const search = options.search?.trim();
  if (search) {
    const pattern = likeContaining(search);
    filters.push(
      or(
        ilike(adminUsers.firstName, pattern),
        ilike(adminUsers.lastName, pattern),
        ilike(adminUsers.email, pattern),
      ) as SQL,
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: adminUsers.id,
        first_name: adminUsers.firstName,
        last_name: adminUsers.lastName,
        email: adminUsers.email,
      })
      .from(condoMemberships)
      .innerJoin(adminUsers, eq(adminUsers.id, condoMemberships.adminUserId))
      .where(where)
      .orderBy(asc(adminUsers.firstName), asc(adminUsers.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db
      .select({ total: count() })
      .from(condoMemberships)
      .innerJoin(adminUsers, eq(adminUsers.id, condoMemberships.adminUserId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The ids among `ids` of the condo's members (the foreign-id check's `user` kind). */
export function condoMemberIds(db: Db, condoId: number, ids: number[]) {
  return db
    .select({ id: condoMemberships.adminUserId })
    .from(condoMemberships)
    .where(and(eq(condoMemberships.condoId, condoId), inArray(condoMemberships.adminUserId, ids)));
}
