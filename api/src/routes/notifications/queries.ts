import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { notifications as notificationsTable } from '../../db/schema';
import { likeContaining, pageWithTotal } from '../../db/sql';

/**
 * users_json (spec part 1 §3): each member of the condo named by one of the group's three lists, once, by first
 * name, with the channels they get. Built by PostgreSQL; a user who left the condo drops out of the join.
 * The outer row is named by its alias `n` (drizzle writes column references unqualified, and inside this subquery
 * an unqualified condo_id would be the membership's own).
 */
const notifications = alias(notificationsTable, 'n');

const usersJson = sql<string>`(
  SELECT coalesce(json_agg(json_build_object(
      'id', u.id, 'first_name', u.first_name,
      'sms', u.id = ANY(n.sms_user_ids),
      'whatsapp', u.id = ANY(n.whatsapp_user_ids),
      'mail', u.id = ANY(n.mail_user_ids))
    ORDER BY u.first_name, u.id), '[]'::json)::text
  FROM admin_users u
  JOIN condo_memberships m ON m.admin_user_id = u.id AND m.condo_id = n.condo_id
  WHERE u.id = ANY(n.sms_user_ids || n.whatsapp_user_ids || n.mail_user_ids))`;

const selection = {
  id: notifications.id,
  name: notifications.name,
  status: notifications.status,
  notification_type: notifications.notificationType,
  sms_user_ids: notifications.smsUserIds,
  whatsapp_user_ids: notifications.whatsappUserIds,
  mail_user_ids: notifications.mailUserIds,
  users_json: usersJson,
};

type Row = { [K in keyof typeof selection]: K extends 'users_json' ? string : unknown };

function toGroup(row: Row) {
  return { ...row, users_json: JSON.parse(row.users_json) as unknown[] };
}

export interface NotificationListOptions {
  condoId: number;
  search?: string;
  types?: string[];
  statuses?: string[];
  page: number;
  perPage: number;
}

/** A page of the condo's groups by name (notifications_condo_name_idx), each joined with its users. */
export async function listNotificationGroups(db: Db, options: NotificationListOptions) {
  const filters: SQL[] = [eq(notifications.condoId, options.condoId)];
  if (options.types?.length) filters.push(inArray(notifications.notificationType, options.types));
  if (options.statuses?.length) filters.push(inArray(notifications.status, options.statuses));
  const search = options.search?.trim();
  if (search) filters.push(ilike(notifications.name, likeContaining(search)));
  const where = and(...filters);
  const { rows, total } = await pageWithTotal(
    db
      .select(selection)
      .from(notifications)
      .where(where)
      .orderBy(asc(notifications.name), asc(notifications.id))
      .$dynamic(),
    db.select({ total: count() }).from(notifications).where(where),
    options,
  );
  return { rows: rows.map(toGroup), total };
}

/** One group of the condo, joined; undefined for another condo's id. */
export async function findNotificationGroup(db: Db, condoId: number, id: number) {
  const [row] = await db
    .select(selection)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.condoId, condoId)));
  return row ? toGroup(row) : undefined;
}
