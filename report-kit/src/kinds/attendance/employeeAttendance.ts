// Employee Attendance: the attendance report with a calendar (spec part 3 §2.2 "Attendance report with calendar").
import type { AttendanceEntry, EmployeeTypeBucket } from '@condo/shared';
import dayjs from 'dayjs';
import { DAY, duration } from '../../kit/format';
import { NO_DATA, type ReportContext, type ReportSection, type TableColumn } from '../../kit/model';
import { allPages, cutNote, type LoadContext, rangeQuery } from '../kind';
import { STAFF_PAGE } from './attendanceReport';
import { attendanceRows, clock, employeeTypeLabel, type ReportBase, typeTiles, utcDay } from './rules';

/** Spec part 3 §9: employee_attendance's preview shows up to 1000 rows. */
export const EMPLOYEE_ATTENDANCE_PREVIEW = 1000;

export interface EmployeeAttendanceData {
  /** Present days per employee type (attendance_entries/aggs). */
  buckets: EmployeeTypeBucket[];
  rows: AttendanceEntry[];
  total: number;
}

export async function loadEmployeeAttendance(context: LoadContext): Promise<EmployeeAttendanceData> {
  const { api } = context;
  const { signal } = context;
  const [aggs, { rows, total }] = await Promise.all([
    api.attendanceEntries.aggs(rangeQuery(context), { signal }),
    allPages(
      (page) =>
        api.attendanceEntries.list(
          { fromTime: context.range.from, toTime: context.range.to, page, perPage: STAFF_PAGE },
          { signal },
        ),
      { cap: EMPLOYEE_ATTENDANCE_PREVIEW },
    ),
  ]);
  return { buckets: aggs.data?.employee?.employee_type_name?.buckets ?? [], rows, total };
}

/** The day a row counts for: its `date`, else its in_time's UTC day. */
const dayOf = (row: AttendanceEntry) => row.date || utcDay(row.in_time);

/** Employees present per day: one count per employee and day, however many rows they have. */
export function presentCounts(rows: readonly AttendanceEntry[]): Record<string, number> {
  const present = new Map<string, Set<number>>();
  for (const row of rows) {
    const day = dayOf(row);
    present.set(day, (present.get(day) ?? new Set()).add(row.employee.id));
  }
  return Object.fromEntries([...present].map(([day, employees]) => [day, employees.size]));
}

/** Every month ('YYYY-MM') the range touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = dayjs(from).startOf('month'); !month.isAfter(dayjs(to)); month = month.add(1, 'month'))
    months.push(month.format('YYYY-MM'));
  return months;
}

const EMPLOYEE_COLUMNS: TableColumn[] = [
  { key: 'name', title: 'Employee Name' },
  { key: 'date', title: 'Date' },
  { key: 'type', title: 'Employee Type' },
  { key: 'in', title: 'In Time' },
  { key: 'out', title: 'Out Time' },
  { key: 'hours', title: 'Total Working Hours' },
];

/** date_base_report swaps the first two columns (spec part 3 §2.2). */
const DATE_COLUMNS: TableColumn[] = [
  EMPLOYEE_COLUMNS[1],
  EMPLOYEE_COLUMNS[0],
  ...EMPLOYEE_COLUMNS.slice(2),
] as TableColumn[];

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function employeeAttendanceSections(data: EmployeeAttendanceData, context: ReportContext): ReportSection[] {
  const base: ReportBase = context.options?.reportBase ?? 'employee_base_report';
  const rows = attendanceRows(data.rows, base);
  const sections: ReportSection[] = [
    { kind: 'heading', text: 'Employee Attendance' },
    { kind: 'tiles', title: 'Employee Types', tiles: typeTiles(data.buckets) },
  ];
  if (!rows.length) return [...sections, { kind: 'empty', text: NO_DATA }];
  const counts = presentCounts(rows);
  for (const month of monthsOf(context.range.from, context.range.to))
    sections.push({ kind: 'calendar', title: `Present: ${dayjs(`${month}-01`).format('MMMM YYYY')}`, month, counts });
  const ordered = [...rows].sort((a, b) =>
    base === 'date_base_report'
      ? byText(dayOf(a), dayOf(b)) || byText(a.employee.name, b.employee.name)
      : byText(a.employee.name, b.employee.name) || byText(dayOf(a), dayOf(b)),
  );
  const note = cutNote(data.rows.length, data.total);
  sections.push({
    kind: 'table',
    title: base === 'date_base_report' ? 'Attendance by Date' : 'Attendance by Employee',
    columns: base === 'date_base_report' ? DATE_COLUMNS : EMPLOYEE_COLUMNS,
    rows: ordered.map((row) => ({
      name: row.employee.name,
      date: dayjs(dayOf(row)).format(DAY),
      type: employeeTypeLabel(row.employee.employee_type_name),
      in: clock(row.in_time),
      out: clock(row.out_time),
      hours: duration(row.in_time, row.out_time),
    })),
    ...(note ? { note } : {}),
  });
  return sections;
}
