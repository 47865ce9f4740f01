// Attendance Summary: a month's grid per employee type, a tick on each day an in_time falls on (spec part 3 §2.2).
import type { Employee } from '@condo/shared';
import { NO_DATA, type ReportContext, type ReportSection } from '../../kit/model';
import type { LoadContext } from '../kind';
import { EMPLOYEE_TYPES, nameWithPhone, uniqueByPhone, utcDay } from './rules';

export const TICK = '✓';

export interface AttendanceSummaryData {
  /** The month picked, 'YYYY-MM'. */
  month: string;
  employees: Employee[];
}

/** The picked month is the range's first day's UTC month. */
export const monthOfRange = (from: string) => utcDay(from).slice(0, 7);

/** The month's first and last instants (UTC). */
export function monthRange(month: string) {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, number - 1, 1)).toISOString(),
    to: new Date(Date.UTC(year, number, 1) - 1).toISOString(),
  };
}

/** Every day of the month as 'YYYY-MM-DD'. */
export function monthDays(month: string): string[] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from({ length: last }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

export async function loadAttendanceSummary(context: LoadContext): Promise<AttendanceSummaryData> {
  const { api } = context;
  const month = monthOfRange(context.range.from);
  const range = monthRange(month);
  const response = await api.employees.all(
    { from_time: range.from, to_time: range.to, date_type: 'month' },
    { signal: context.signal },
  );
  return { month, employees: response.data };
}

export function attendanceSummarySections(data: AttendanceSummaryData, _context?: ReportContext): ReportSection[] {
  const employees = uniqueByPhone(data.employees);
  const days = monthDays(data.month);
  const heading: ReportSection = { kind: 'heading', text: 'Attendance Summary' };
  if (!employees.length) return [heading, { kind: 'empty', text: NO_DATA }];
  const columns = [
    { key: 'name', title: 'Name' },
    ...days.map((day) => ({ key: day, title: String(Number(day.slice(8))) })),
    { key: 'present', title: 'Days Present' },
  ];
  const ofType = (key: string) => employees.filter((employee) => employee.employee_type_name === key);
  const tables = EMPLOYEE_TYPES.filter((type) => ofType(type.key).length).map(
    (type): ReportSection => ({
      kind: 'table',
      title: `${type.label} (${ofType(type.key).length})`,
      columns,
      rows: ofType(type.key).map((employee) => {
        const present = new Set((employee.entry_data ?? []).map((entry) => utcDay(entry.in_time)));
        return {
          name: nameWithPhone(employee),
          ...Object.fromEntries(days.map((day) => [day, present.has(day) ? TICK : ''])),
          present: days.filter((day) => present.has(day)).length,
        };
      }),
    }),
  );
  return [
    heading,
    {
      kind: 'tiles',
      title: 'Employees',
      tiles: EMPLOYEE_TYPES.map((type) => ({ label: type.label, value: ofType(type.key).length })),
    },
    ...tables,
  ];
}
