import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { type EntryMode, invites, residentEntries } from '../../db/schema';
import { type Paging, pageWithTotal } from '../../db/sql';
import type { Range } from '../activity-range';
import { dayOf } from './queries';

/**
 * Invites (by created_at, on invites_condo_created_idx) and resident entries (by entry_time, on
 * resident_entries_condo_time_idx): the condo and the range first, then the grouping in the database.
 */
function inviteWhere(condoId: number, range: Range, selfOnly: boolean): SQL {
  const parts: SQL[] = [
    eq(invites.condoId, condoId),
    gte(invites.createdAt, range.from),
    lte(invites.createdAt, range.to),
  ];
  if (selfOnly) parts.push(eq(invites.selfInvite, true));
  return and(...parts) as SQL;
}

/** Invites per unit (every invite, self invites included; invites without a unit are left out). */
export async function topInvitedUnits(db: Db, condoId: number, range: Range, limit: number) {
  return rowsOf<{ unit_number: string; count: number }>(
    await db.execute(sql`
      SELECT ${invites.unitNumber} AS unit_number, count(*)::int AS count
      FROM ${invites} WHERE ${inviteWhere(condoId, range, false)} AND ${invites.unitNumber} IS NOT NULL
      GROUP BY ${invites.unitNumber}
      ORDER BY count DESC, unit_number ASC
      LIMIT ${limit}`),
  ).map((row) => ({ unit_number: row.unit_number, count: Number(row.count) }));
}

/** Residents by their self invites: one row per resident name and unit. */
export async function topSelfInviters(db: Db, condoId: number, range: Range, limit: number) {
  return rowsOf<{ name: string | null; unit_number: string | null; count: number }>(
    await db.execute(sql`
      SELECT ${invites.residentName} AS name, ${invites.unitNumber} AS unit_number, count(*)::int AS count
      FROM ${invites} WHERE ${inviteWhere(condoId, range, true)}
      GROUP BY ${invites.residentName}, ${invites.unitNumber}
      ORDER BY count DESC, name ASC NULLS LAST, unit_number ASC NULLS LAST
      LIMIT ${limit}`),
  ).map((row) => ({ name: row.name, unit_number: row.unit_number, count: Number(row.count) }));
}

/** Self invites per resident per UTC day of creation, by day, then count desc, then name. */
export async function selfInvitesPerDay(db: Db, condoId: number, range: Range, paging: Paging) {
  const grouped = sql`
    SELECT ${invites.residentName} AS name, ${invites.unitNumber} AS unit_number,
      ${dayOf(invites.createdAt)} AS date, count(*)::int AS count
    FROM ${invites} WHERE ${inviteWhere(condoId, range, true)}
    GROUP BY ${invites.residentName}, ${invites.unitNumber}, ${dayOf(invites.createdAt)}`;
  const { rows, total } = await pageWithTotal(
    (page) =>
      db
        .execute(sql`SELECT * FROM (${grouped}) AS g
          ORDER BY date ASC, count DESC, name ASC NULLS LAST, unit_number ASC NULLS LAST
          LIMIT ${page.limit} OFFSET ${page.offset}`)
        .then((result) =>
          rowsOf<{ name: string | null; unit_number: string | null; date: string; count: number }>(result),
        ),
    db
      .execute(sql`SELECT count(*)::int AS total FROM (${grouped}) AS g`)
      .then((result) => rowsOf<{ total: number }>(result)),
    paging,
  );
  const data = rows.map((row) => ({
    name: row.name,
    count: Number(row.count),
    unit_number: row.unit_number,
    date: row.date,
  }));
  return { data, total };
}

/** Residents (by phone, the latest name) by their entries in one mode. */
export async function topResidentsByEntryMode(db: Db, condoId: number, range: Range, mode: EntryMode, limit: number) {
  // Counted per phone and name from resident_entries_condo_mode_time_idx alone; the name of a phone's latest entry
  // is picked among its few names, not by sorting every entry.
  return rowsOf<{ name: string; phone: string; entry_count: number }>(
    await db.execute(sql`
      SELECT name, phone, entry_count FROM (
        SELECT ${residentEntries.residentPhone} AS phone, ${residentEntries.residentName} AS name,
          (sum(count(*)) OVER (PARTITION BY ${residentEntries.residentPhone}))::int AS entry_count,
          row_number() OVER (PARTITION BY ${residentEntries.residentPhone} ORDER BY max(${residentEntries.entryTime}) DESC)
            AS latest
        FROM ${residentEntries}
        WHERE ${residentEntries.condoId} = ${condoId}
          AND ${residentEntries.entryTime} >= ${range.from.toISOString()}::timestamptz
          AND ${residentEntries.entryTime} <= ${range.to.toISOString()}::timestamptz
          AND ${residentEntries.entryMode} = ${mode}
        GROUP BY ${residentEntries.residentPhone}, ${residentEntries.residentName}) per_name
      WHERE latest = 1
      ORDER BY entry_count DESC, name ASC, phone ASC
      LIMIT ${limit}`),
  ).map((row) => ({ name: row.name, phone: row.phone, entry_count: Number(row.entry_count) }));
}
