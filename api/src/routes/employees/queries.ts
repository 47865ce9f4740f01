import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { attendanceEntries, EMPLOYEE_TYPES, type EmployeeType, employeeEntries, employees } from '../../db/schema';
import { type Paging, pageWithTotal } from '../../db/sql';
import { DAY_MS } from '../../db/time';
import type { Range } from '../activity-range';

/** A timestamptz as the ISO string the responses carry (null stays null). */
const iso = (column: unknown) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const utcDay = (column: unknown) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
/** Employees in the spec's type order (spec part 3 §3), then by name. */
const typeOrder = sql`array_position(ARRAY[${sql.join(
  EMPLOYEE_TYPES.map((type) => sql`${type}`),
  sql`, `,
)}]::text[], ${employees.employeeType})`;

export interface EmployeeFilter {
  condoId: number;
  range: Range;
  types?: EmployeeType[] | undefined;
}

const employeeRef = {
  id: employees.id,
  name: employees.name,
  employee_type_name: employees.employeeType,
  phone: employees.phone,
};

/** Every UTC day from the range's first to its last, as YYYY-MM-DD. */
export function daysOf(range: Range): string[] {
  const days: string[] = [];
  const first = Date.UTC(range.from.getUTCFullYear(), range.from.getUTCMonth(), range.from.getUTCDate());
  for (let day = first; day <= range.to.getTime(); day += DAY_MS) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

/** The condo's employees (of the types, when given) in type then name order. */
async function employeesOf(db: Db, condoId: number, types?: EmployeeType[]) {
  const where = [eq(employees.condoId, condoId)];
  if (types?.length) where.push(inArray(employees.employeeType, types));
  return db
    .select(employeeRef)
    .from(employees)
    .where(and(...where))
    .orderBy(typeOrder, employees.name, employees.id);
}

/**
 * Every employee of the condo, one per phone number (the first registered), with their entries of the range when
 * one is given.
 */
export async function allEmployees(db: Db, condoId: number, range: Range | undefined) {
  const entryData = range
    ? sql`coalesce((
        SELECT json_agg(json_build_object('in_time', ${iso(employeeEntries.inTime)},
                                          'out_time', ${iso(employeeEntries.outTime)})
                        ORDER BY ${employeeEntries.inTime}, ${employeeEntries.id})
          FROM ${employeeEntries}
         WHERE ${employeeEntries.employeeId} = ${employees.id}
           AND ${employeeEntries.inTime} >= ${range.from.toISOString()}::timestamptz
           AND ${employeeEntries.inTime} <= ${range.to.toISOString()}::timestamptz), '[]'::json)`
    : sql`'[]'::json`;
  const result = await db.execute(sql`
    SELECT ${employees.id} AS id, ${employees.name} AS name, ${employees.phone} AS phone,
           ${employees.employeeType} AS employee_type_name,
           ${employees.accessCardRegistered} AS access_card_registered,
           ${entryData} AS entry_data
      FROM ${employees}
     WHERE ${employees.condoId} = ${condoId}
       AND ${employees.id} IN (SELECT DISTINCT ON (phone) id FROM ${employees}
                                WHERE ${employees.condoId} = ${condoId} ORDER BY phone, id)
     ORDER BY ${typeOrder}, ${employees.name}, ${employees.id}`);
  return rowsOf<{
    id: number;
    name: string;
    phone: string;
    employee_type_name: EmployeeType;
    access_card_registered: boolean;
    entry_data: { in_time: string; out_time: string | null }[];
  }>(result);
}

/** Employee entries and attendance rows share these columns: the condo, the employee and the in and out times. */
type StaffTimes = typeof employeeEntries | typeof attendanceEntries;

/** The condo's rows of `table` whose in_time falls in the range, for the chosen employee types. */
function timesWhere(table: StaffTimes, filter: EmployeeFilter): SQL {
  const where = [
    eq(table.condoId, filter.condoId),
    gte(table.inTime, filter.range.from),
    lte(table.inTime, filter.range.to),
  ];
  if (filter.types?.length) where.push(inArray(employees.employeeType, filter.types));
  return and(...where) as SQL;
}
const entryWhere = (filter: EmployeeFilter) => timesWhere(employeeEntries, filter);
const attendanceWhere = (filter: EmployeeFilter) => timesWhere(attendanceEntries, filter);

/** A page of `table`'s rows with their employee, newest first, and how many there are in all. */
async function listTimes(
  db: Db,
  table: StaffTimes,
  extra: { key: 'source' | 'date'; column: typeof employeeEntries.source | typeof attendanceEntries.day },
  filter: EmployeeFilter,
  paging: Paging,
) {
  const where = timesWhere(table, filter);
  const { rows, total } = await pageWithTotal(
    db
      .select({
        id: table.id,
        employee: employeeRef,
        inTime: table.inTime,
        outTime: table.outTime,
        extra: extra.column,
      })
      .from(table)
      .innerJoin(employees, eq(employees.id, table.employeeId))
      .where(where)
      .orderBy(desc(table.inTime), desc(table.id))
      .$dynamic(),
    db.select({ total: count() }).from(table).innerJoin(employees, eq(employees.id, table.employeeId)).where(where),
    paging,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      employee: row.employee,
      in_time: row.inTime.toISOString(),
      out_time: row.outTime?.toISOString() ?? null,
      [extra.key]: row.extra,
    })),
    total_entries: total,
  };
}

export const listEmployeeEntries = (db: Db, filter: EmployeeFilter, page: Paging) =>
  listTimes(db, employeeEntries, { key: 'source', column: employeeEntries.source }, filter, page);

export const listAttendance = (db: Db, filter: EmployeeFilter, page: Paging) =>
  listTimes(db, attendanceEntries, { key: 'date', column: attendanceEntries.day }, filter, page);

/** All six type buckets, zeros included, by doc_count desc then key. */
function typeBuckets(rows: { type: string; total: number }[]) {
  const counts = new Map(rows.map((row) => [row.type, row.total]));
  return EMPLOYEE_TYPES.map((key) => ({ key, doc_count: counts.get(key) ?? 0 })).sort(
    (a, b) => b.doc_count - a.doc_count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/** Entries of the range per employee type. */
export async function entryTypeBuckets(db: Db, filter: EmployeeFilter) {
  const rows = await db
    .select({ type: employees.employeeType, total: count() })
    .from(employeeEntries)
    .innerJoin(employees, eq(employees.id, employeeEntries.employeeId))
    .where(entryWhere(filter))
    .groupBy(employees.employeeType);
  return typeBuckets(rows);
}

/** Present days (attendance rows) of the range per employee type. */
export async function attendanceTypeBuckets(db: Db, filter: EmployeeFilter) {
  const rows = await db
    .select({ type: employees.employeeType, total: count() })
    .from(attendanceEntries)
    .innerJoin(employees, eq(employees.id, attendanceEntries.employeeId))
    .where(attendanceWhere(filter))
    .groupBy(employees.employeeType);
  return typeBuckets(rows);
}

interface EntryDay {
  employee_id: number;
  date: string;
  first_in: string;
  last_out: string | null;
  duration_minutes: number;
  total_duration_minutes: number;
  entries: { in_time: string; out_time: string | null }[];
}

/**
 * The check-in/check-out report: every employee (of the types) with every UTC day of the range — first in, last
 * out, the minutes of the closed entries and the entries themselves — grouped per employee and day in SQL.
 */
export async function entryReport(db: Db, filter: EmployeeFilter) {
  const [people, result] = await Promise.all([
    employeesOf(db, filter.condoId, filter.types),
    db.execute(sql`
      SELECT employee_id, date, first_in, last_out, duration_minutes, entries,
             sum(duration_minutes) OVER (PARTITION BY employee_id)::int AS total_duration_minutes
        FROM (
          SELECT ${employeeEntries.employeeId} AS employee_id,
                 ${utcDay(employeeEntries.inTime)} AS date,
                 ${iso(sql`min(${employeeEntries.inTime})`)} AS first_in,
                 ${iso(sql`max(${employeeEntries.outTime})`)} AS last_out,
                 floor(coalesce(sum(extract(epoch FROM ${employeeEntries.outTime} - ${employeeEntries.inTime})), 0)
                       / 60)::int AS duration_minutes,
                 json_agg(json_build_object('in_time', ${iso(employeeEntries.inTime)},
                                            'out_time', ${iso(employeeEntries.outTime)})
                          ORDER BY ${employeeEntries.inTime}, ${employeeEntries.id}) AS entries
            FROM ${employeeEntries}
            JOIN ${employees} ON ${employees.id} = ${employeeEntries.employeeId}
           WHERE ${entryWhere(filter)}
           GROUP BY 1, 2
        ) AS per_day`),
  ]);
  const byEmployee = new Map<number, Map<string, EntryDay>>();
  for (const row of rowsOf<EntryDay>(result)) {
    const days = byEmployee.get(row.employee_id) ?? new Map<string, EntryDay>();
    days.set(row.date, row);
    byEmployee.set(row.employee_id, days);
  }
  const dates = daysOf(filter.range);
  return people.map((employee) => {
    const days = byEmployee.get(employee.id);
    return {
      employee,
      total_duration_minutes: days?.values().next().value?.total_duration_minutes ?? 0,
      days: dates.map((date) => {
        const day = days?.get(date);
        return {
          date,
          first_in: day?.first_in ?? null,
          last_out: day?.last_out ?? null,
          duration_minutes: day?.duration_minutes ?? 0,
          entries: day?.entries ?? [],
        };
      }),
    };
  });
}

interface AttendanceDay {
  employee_id: number;
  date: string;
  in_time: string;
  out_time: string | null;
  present_days: number;
}

/** Present or absent per employee (of the types) and UTC day of the range, from the attendance rows. */
export async function attendanceReport(db: Db, filter: EmployeeFilter) {
  const [people, result] = await Promise.all([
    employeesOf(db, filter.condoId, filter.types),
    db.execute(sql`
      SELECT ${attendanceEntries.employeeId} AS employee_id,
             ${attendanceEntries.day}::text AS date,
             ${iso(attendanceEntries.inTime)} AS in_time,
             ${iso(attendanceEntries.outTime)} AS out_time,
             count(*) OVER (PARTITION BY ${attendanceEntries.employeeId})::int AS present_days
        FROM ${attendanceEntries}
        JOIN ${employees} ON ${employees.id} = ${attendanceEntries.employeeId}
       WHERE ${attendanceWhere(filter)}`),
  ]);
  const byEmployee = new Map<number, Map<string, AttendanceDay>>();
  for (const row of rowsOf<AttendanceDay>(result)) {
    const days = byEmployee.get(row.employee_id) ?? new Map<string, AttendanceDay>();
    days.set(row.date, row);
    byEmployee.set(row.employee_id, days);
  }
  const dates = daysOf(filter.range);
  return people.map((employee) => {
    const days = byEmployee.get(employee.id);
    return {
      employee,
      present_days: days?.values().next().value?.present_days ?? 0,
      days: dates.map((date) => {
        const day = days?.get(date);
        return { date, present: Boolean(day), in_time: day?.in_time ?? null, out_time: day?.out_time ?? null };
      }),
    };
  });
}
