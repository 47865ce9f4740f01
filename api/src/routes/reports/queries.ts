import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { userReports as userReportsTable } from '../../db/schema';
import { likeContaining, pageWithTotal } from '../../db/sql';

/**
 * The report's users that are members of the condo, by first name (spec part 1 §3 Report.users). The outer row is
 * named by its alias `r`: drizzle writes column references unqualified, and here condo_id would be the membership's.
 */
const userReports = alias(userReportsTable, 'r');

const usersJson = sql<string>`(
  SELECT coalesce(json_agg(json_build_object('id', u.id, 'first_name', u.first_name) ORDER BY u.first_name, u.id),
    '[]'::json)::text
  FROM admin_users u
  JOIN condo_memberships m ON m.admin_user_id = u.id AND m.condo_id = r.condo_id
  WHERE u.id = ANY(r.user_ids))`;

const selection = {
  id: userReports.id,
  name: userReports.name,
  report_type: userReports.reportType,
  status: userReports.status,
  user_ids: userReports.userIds,
  users: usersJson,
};

function toReport<T extends { users: string }>(row: T) {
  return { ...row, users: JSON.parse(row.users) as { id: number; first_name: string }[] };
}

export interface ReportListOptions {
  condoId: number;
  search?: string;
  types?: string[];
  statuses?: string[];
  page: number;
  perPage: number;
}

/** A page of the condo's user reports by name (user_reports_condo_name_idx). */
export async function listUserReports(db: Db, options: ReportListOptions) {
  const filters: SQL[] = [eq(userReports.condoId, options.condoId)];
  if (options.types?.length) filters.push(inArray(userReports.reportType, options.types));
  if (options.statuses?.length) filters.push(inArray(userReports.status, options.statuses));
  const search = options.search?.trim();
  if (search) filters.push(ilike(userReports.name, likeContaining(search)));
  const where = and(...filters);
  const { rows, total } = await pageWithTotal(
    db.select(selection).from(userReports).where(where).orderBy(asc(userReports.name), asc(userReports.id)).$dynamic(),
    db.select({ total: count() }).from(userReports).where(where),
    options,
  );
  return { rows: rows.map(toReport), total };
}

export async function findUserReport(db: Db, condoId: number, id: number) {
  const [row] = await db
    .select(selection)
    .from(userReports)
    .where(and(eq(userReports.id, id), eq(userReports.condoId, condoId)));
  return row ? toReport(row) : undefined;
}
