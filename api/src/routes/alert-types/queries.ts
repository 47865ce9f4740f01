import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type AlertContent, alertGroups, alertTypes, notifications } from '../../db/schema';
import { likeContaining, pageWithTotal } from '../../db/sql';
import type { ALERT_NATURES, ALERT_TYPE_STATUSES, AUTO_RESOLVE_OPTIONS, RECENT_ALERT_TIMES } from './kinds';

const selection = {
  id: alertTypes.id,
  name: alertTypes.name,
  alias_name: alertTypes.aliasName,
  nature: alertTypes.nature,
  status: alertTypes.status,
  recent_alert_time: alertTypes.recentAlertTime,
  auto_resolve: alertTypes.autoResolve,
  alertGroupId: alertGroups.id,
  alertGroupName: alertGroups.name,
  notificationId: notifications.id,
  notificationName: notifications.name,
  raised: alertTypes.weightRaised,
  resolved: alertTypes.weightResolved,
  false_alert: alertTypes.weightFalseAlert,
  whatsapp_content: alertTypes.whatsappContent,
  sms_content: alertTypes.smsContent,
  emergency: alertTypes.emergency,
  description: alertTypes.description,
};

function withNames(db: Db) {
  return db
    .select(selection)
    .from(alertTypes)
    .leftJoin(alertGroups, eq(alertGroups.id, alertTypes.alertGroupId))
    .leftJoin(notifications, eq(notifications.id, alertTypes.notificationId));
}

type Row = Awaited<ReturnType<typeof withNames>>[number];

const texts = (content: Partial<AlertContent> | null | undefined): AlertContent => ({
  raised: content?.raised ?? '',
  resolved: content?.resolved ?? '',
  false_alert: content?.false_alert ?? '',
});

function toAlertType(row: Row) {
  return {
    id: row.id,
    name: row.name,
    alias_name: row.alias_name,
    nature: row.nature as (typeof ALERT_NATURES)[number],
    status: row.status as (typeof ALERT_TYPE_STATUSES)[number],
    recent_alert_time: row.recent_alert_time as (typeof RECENT_ALERT_TIMES)[number] | null,
    auto_resolve: row.auto_resolve as (typeof AUTO_RESOLVE_OPTIONS)[number],
    alert_group: row.alertGroupId === null ? null : { id: row.alertGroupId, name: row.alertGroupName as string },
    notification: row.notificationId === null ? null : { id: row.notificationId, name: row.notificationName as string },
    weight: { raised: row.raised, resolved: row.resolved, false_alert: row.false_alert },
    whatsapp_content: texts(row.whatsapp_content),
    sms_content: texts(row.sms_content),
    emergency: row.emergency,
    description: row.description,
  };
}
export type AlertTypeRow = ReturnType<typeof toAlertType>;

function searchFilter(condoId: number, search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return eq(alertTypes.condoId, condoId);
  const pattern = likeContaining(text);
  return and(
    eq(alertTypes.condoId, condoId),
    or(ilike(alertTypes.name, pattern), ilike(alertTypes.aliasName, pattern)),
  );
}

/** The condo's alert types by name (alert_types_condo_name_idx), a page of them and how many match. */
export async function listAlertTypes(
  db: Db,
  options: { condoId: number; search?: string; page: number; perPage: number },
) {
  const where = searchFilter(options.condoId, options.search);
  const { rows, total } = await pageWithTotal(
    withNames(db).where(where).orderBy(asc(alertTypes.name), asc(alertTypes.id)).$dynamic(),
    db.select({ total: count() }).from(alertTypes).where(where),
    options,
  );
  return { rows: rows.map(toAlertType), total };
}

export async function findAlertType(db: Db, condoId: number, id: number) {
  const [row] = await withNames(db).where(and(eq(alertTypes.condoId, condoId), eq(alertTypes.id, id)));
  return row ? toAlertType(row) : undefined;
}

/** Alias names among `aliases` that are alert types of the condo (alert_types_condo_alias_key). */
export async function existingAliases(db: Db, condoId: number, aliases: string[]) {
  if (!aliases.length) return new Set<string>();
  const rows = await db
    .select({ alias: alertTypes.aliasName })
    .from(alertTypes)
    .where(and(eq(alertTypes.condoId, condoId), inArray(alertTypes.aliasName, aliases)));
  return new Set(rows.map((row) => row.alias));
}
