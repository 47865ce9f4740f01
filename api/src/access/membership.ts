import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { condoMemberships, condos } from '../db/schema';

/** A signed-in console user, as far as membership goes. */
export interface Member {
  id: number;
  isSuperAdmin: boolean;
}

/**
 * The condos a caller may see and assign alert users to: every condo for a super admin, otherwise the condos they
 * are a member of (an inactive user never gets this far: the tenant and auth checks refuse them).
 */
export function visibleCondoFilter(caller: Member, condoIdColumn: SQL | typeof condos.id): SQL | undefined {
  if (caller.isSuperAdmin) return undefined;
  return sql`${condoIdColumn} IN (SELECT vm.condo_id FROM condo_memberships vm WHERE vm.admin_user_id = ${caller.id})`;
}

/** The ids among `ids` of condos the caller may see (the foreign-id check's `visibleCondo` kind). */
export function visibleCondoIds(db: Db, caller: Member, ids: number[]) {
  if (caller.isSuperAdmin) return db.select({ id: condos.id }).from(condos).where(inArray(condos.id, ids));
  return db
    .select({ id: condoMemberships.condoId })
    .from(condoMemberships)
    .where(and(eq(condoMemberships.adminUserId, caller.id), inArray(condoMemberships.condoId, ids)));
}

/** The ids among `ids` of the condo's members (the foreign-id check's `user` kind). */
export function condoMemberIds(db: Db, condoId: number, ids: number[]) {
  return db
    .select({ id: condoMemberships.adminUserId })
    .from(condoMemberships)
    .where(and(eq(condoMemberships.condoId, condoId), inArray(condoMemberships.adminUserId, ids)));
}
