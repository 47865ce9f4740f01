// Attendance Report: employees grouped by employee type (spec part 3 §2.1, §2.2 "Attendance Report").
import type {
  AttendanceReport,
  Employee,
  EmployeeEntry,
  EmployeeEntryReport,
  EmployeeRef,
  EmployeeTimes,
} from '@condo/shared';
import dayjs from 'dayjs';
import { DAY } from '../../kit/format';
import type { Cell, ReportContext, ReportOptions, ReportSection, TableColumn } from '../../kit/model';
import { NO_DATA } from '../../kit/model';
import { allPages, type LoadContext, rangeQuery } from '../kind';
import {
  clock,
  daysOf,
  EMPLOYEE_TYPES,
  hoursMinutes,
  mergeEmployees,
  nameWithPhone,
  startsBeforeRange,
  utcDay,
} from './rules';

/** Spec part 3 §9: employee entries are fetched 250 a page until the total is reached. */
export const STAFF_PAGE = 250;

export interface AttendanceReportData {
  /** `employee_entry` read attendance_entries' reports, `checkin_checkout` employee_entries'. */
  employeeType: 'checkin_checkout' | 'employee_entry';
  employees: Employee[];
  /** Check-in/check-out per employee and day (employee_entries/daily_report or /weekly_report). */
  entryReport: EmployeeEntryReport[];
  /** Present or absent per employee and day (attendance_entries/daily_report or /weekly_report). */
  attendanceReport: AttendanceReport[];
  /** "Exit from camera": the range's gate entries, whose camera exits are shown on their own. */
  entries: EmployeeEntry[];
}

const isCamera = (options: ReportOptions | undefined) => options?.subType === 'camera';

export async function loadAttendanceReport(context: LoadContext): Promise<AttendanceReportData> {
  const { api } = context;
  const { options, signal } = context;
  const employeeType = options.employeeType ?? 'checkin_checkout';
  const periodical = options.periodical ?? 'daily';
  const query = { ...rangeQuery(context), date_type: periodical };
  const calls = employeeType === 'employee_entry' ? api.attendanceEntries : api.employeeEntries;
  const report = periodical === 'week' ? calls.weeklyReport : calls.dailyReport;
  const [employees, rows, entries] = await Promise.all([
    // Spec part 3 §4: a failed employee list becomes empty; the report still draws from its own rows.
    api.employees
      .all(rangeQuery(context), { signal })
      .then((response) => response.data)
      .catch(() => [] as Employee[]),
    report(query, { signal }).then((response) => response.data),
    employeeType === 'checkin_checkout' && isCamera(options)
      ? allPages((page) => api.employeeEntries.list({ ...query, page, per_page: STAFF_PAGE }, { signal })).then(
          ({ rows }) => rows,
        )
      : Promise.resolve([] as EmployeeEntry[]),
  ]);
  return {
    employeeType,
    employees,
    entryReport: employeeType === 'employee_entry' ? [] : (rows as EmployeeEntryReport[]),
    attendanceReport: employeeType === 'employee_entry' ? (rows as AttendanceReport[]) : [],
    entries,
  };
}

/** One employee's day, whichever report it came from. */
interface StaffDay {
  date: string;
  firstIn: string | null;
  lastOut: string | null;
  minutes: number;
  pairs: EmployeeTimes[];
}

interface StaffRow {
  employee: EmployeeRef;
  days: StaffDay[];
  totalMinutes: number;
}

const minutesBetween = (from: string | null, to: string | null) =>
  from && to ? Math.max(0, Math.floor(dayjs(to).diff(dayjs(from), 'minute', true))) : 0;

function staffRows(data: AttendanceReportData): StaffRow[] {
  if (data.employeeType === 'employee_entry') {
    return mergeEmployees(data.employees, data.attendanceReport).map(({ employee, row }) => {
      const days = (row?.days ?? []).map((day) => ({
        date: day.date,
        firstIn: day.in_time,
        lastOut: day.out_time,
        minutes: minutesBetween(day.in_time, day.out_time),
        pairs: day.present && day.in_time ? [{ in_time: day.in_time, out_time: day.out_time }] : [],
      }));
      return { employee, days, totalMinutes: days.reduce((sum, day) => sum + day.minutes, 0) };
    });
  }
  return mergeEmployees(data.employees, data.entryReport).map(({ employee, row }) => ({
    employee,
    days: (row?.days ?? []).map((day) => ({
      date: day.date,
      firstIn: day.first_in,
      lastOut: day.last_out,
      minutes: day.duration_minutes,
      pairs: day.entries,
    })),
    totalMinutes: row?.total_duration_minutes ?? 0,
  }));
}

const DASH = '-';

/** "Exit from camera": the day's exits recorded by a camera, listed on their own. */
function cameraExits(entries: EmployeeEntry[], employee: EmployeeRef, date: string): string {
  const exits = entries
    .filter((entry) => entry.source === 'camera' && entry.employee.id === employee.id && utcDay(entry.in_time) === date)
    .map((entry) => entry.out_time)
    .filter((out): out is string => Boolean(out))
    .sort();
  return exits.length ? exits.map(clock).join(', ') : DASH;
}

type RowBuilder = (row: StaffRow, context: ReportContext) => Record<string, Cell>[];

interface Layout {
  columns: TableColumn[];
  rows: RowBuilder;
}

/** Daily: a row per employee and day with In, Out and Duration (a Date column when the range has several days). */
function dailyLayout(data: AttendanceReportData, context: ReportContext): Layout {
  const days = daysOf(context.range);
  const full = context.options?.detail === 'full';
  const camera = data.employeeType === 'checkin_checkout' && isCamera(context.options);
  const maxPairs = Math.max(1, ...staffRows(data).flatMap((row) => row.days.map((day) => day.pairs.length)));
  const dateColumn: TableColumn[] = days.length > 1 ? [{ key: 'date', title: 'Date' }] : [];
  const timeColumns: TableColumn[] = full
    ? Array.from({ length: maxPairs }, (_, index) => [
        { key: `in${index + 1}`, title: `In ${index + 1}` },
        { key: `out${index + 1}`, title: `Out ${index + 1}` },
      ]).flat()
    : [
        { key: 'in', title: 'In' },
        { key: 'out', title: 'Out' },
      ];
  const columns = [
    { key: 'name', title: 'Name' },
    ...dateColumn,
    ...timeColumns,
    { key: 'duration', title: 'Duration' },
    ...(full ? [{ key: 'total', title: 'Total Duration' }] : []),
  ];
  const rows: RowBuilder = (row, { range }) => {
    const before = startsBeforeRange(
      row.days.flatMap((day) => day.pairs),
      range,
    );
    return days.map((date) => {
      const day = row.days.find((item) => item.date === date);
      const cells: Record<string, Cell> = { name: nameWithPhone(row.employee), date: dayjs(date).format(DAY) };
      if (full) {
        for (let index = 0; index < maxPairs; index += 1) {
          const pair = day?.pairs[index];
          cells[`in${index + 1}`] = before || !pair ? DASH : clock(pair.in_time);
          cells[`out${index + 1}`] = before || !pair ? DASH : clock(pair.out_time);
        }
        cells.total = before ? DASH : hoursMinutes(row.totalMinutes);
      } else {
        cells.in = before || !day?.firstIn ? DASH : clock(day.firstIn);
        cells.out =
          before || !day?.firstIn ? DASH : camera ? cameraExits(data.entries, row.employee, date) : clock(day.lastOut);
      }
      cells.duration = before || !day?.firstIn ? DASH : hoursMinutes(day.minutes);
      return cells;
    });
  };
  return { columns, rows };
}

/** Weekly or monthly: a row per employee with a Duration cell per day, and the total. */
function periodLayout(context: ReportContext): Layout {
  const days = daysOf(context.range);
  const columns = [
    { key: 'name', title: 'Name' },
    ...days.map((date) => ({ key: date, title: dayjs(date).format(DAY) })),
    { key: 'total', title: 'Total Duration' },
  ];
  const rows: RowBuilder = (row, { range }) => {
    const before = startsBeforeRange(
      row.days.flatMap((day) => day.pairs),
      range,
    );
    const cells: Record<string, Cell> = { name: nameWithPhone(row.employee) };
    for (const date of days) {
      const day = row.days.find((item) => item.date === date);
      cells[date] = before || !day?.firstIn ? DASH : hoursMinutes(day.minutes);
    }
    cells.total = before ? DASH : hoursMinutes(row.totalMinutes);
    return [cells];
  };
  return { columns, rows };
}

export function attendanceReportSections(data: AttendanceReportData, context: ReportContext): ReportSection[] {
  const heading: ReportSection = { kind: 'heading', text: 'Attendance Report' };
  const rows = staffRows(data);
  if (!rows.length) return [heading, { kind: 'empty', text: NO_DATA }];
  const periodical = context.options?.periodical ?? 'daily';
  const layout = periodical === 'daily' ? dailyLayout(data, context) : periodLayout(context);
  const tables = EMPLOYEE_TYPES.map((type): ReportSection | null => {
    const ofType = rows.filter((row) => row.employee.employee_type_name === type.key);
    if (!ofType.length) return null;
    return {
      kind: 'table',
      title: `${type.label} (${ofType.length})`,
      columns: layout.columns,
      rows: ofType.flatMap((row) => layout.rows(row, context)),
    };
  }).filter((section): section is ReportSection => section !== null);
  return [heading, ...tables];
}
