import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminUsers, alertUserCondos, auditEvents, condoMemberships } from '../../db/schema';
import { pageWithTotal } from '../../db/sql';
import type { AuditedResource } from './schemas';

/**
 * Whether a record that lives outside any one condo (a user's own fields, an alert user, a role group) belongs to
 * this condo, so that its condo-less changes may be shown here.
 */
async function belongsToCondo(db: Db, resource: AuditedResource, recordId: number, condoId: number) {
  if (resource === 'role_groups') return true;
  if (resource === 'users') {
    const rows = await db
      .select({ id: condoMemberships.id })
      .from(condoMemberships)
      .where(and(eq(condoMemberships.adminUserId, recordId), eq(condoMemberships.condoId, condoId)));
    return rows.length > 0;
  }
  if (resource === 'alert_users') {
    const rows = await db
      .select({ id: alertUserCondos.alertUserId })
      .from(alertUserCondos)
      .where(and(eq(alertUserCondos.alertUserId, recordId), eq(alertUserCondos.condoId, condoId)));
    return rows.length > 0;
  }
  return false;
}

export interface AuditQuery {
  resource: AuditedResource;
  recordId: number;
  condoId: number;
  /** A super admin sees a record's condo-less changes wherever it belongs. */
  everyCondo: boolean;
  page: number;
  perPage: number;
}

/** A record's changes in this condo, newest first, with the name of whoever made each. */
export async function listAuditEvents(db: Db, query: AuditQuery) {
  const condoLess =
    query.everyCondo || (await belongsToCondo(db, query.resource, query.recordId, query.condoId))
      ? isNull(auditEvents.condoId)
      : undefined;
  const where = and(
    eq(auditEvents.resource, query.resource),
    eq(auditEvents.recordId, query.recordId),
    condoLess ? (or(eq(auditEvents.condoId, query.condoId), condoLess) as SQL) : eq(auditEvents.condoId, query.condoId),
  );
  return pageWithTotal(
    db
      .select({
        event: auditEvents,
        firstName: adminUsers.firstName,
        lastName: adminUsers.lastName,
      })
      .from(auditEvents)
      .leftJoin(adminUsers, eq(adminUsers.id, auditEvents.actorId))
      .where(where)
      .orderBy(desc(auditEvents.id))
      .$dynamic(),
    db.select({ total: count() }).from(auditEvents).where(where),
    query,
  );
}
