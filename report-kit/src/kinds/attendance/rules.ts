// The attendance reports' shared rules (spec part 3 §3, §5): employee type labels, de-duplication, the date-based
// filter, the merge of the employee list with a report, and how a missing time or count is shown.
import type { AttendanceEntry, EmployeeRef, EmployeeTimes, EmployeeTypeBucket, EmployeeTypeKey } from '@condo/shared';
import dayjs from 'dayjs';
import { TIME } from '../../kit/format';
import type { ReportRange } from '../../kit/model';

/** The six employee types in the spec's order, with the labels as the spec spells them (spec part 3 §2.2). */
export const EMPLOYEE_TYPES: readonly { key: EmployeeTypeKey; label: string }[] = [
  { key: 'security', label: 'Security' },
  { key: 'gardener', label: 'Gardners' },
  { key: 'landscape', label: 'Landscape' },
  { key: 'cleaner', label: 'Cleaners' },
  { key: 'Ma Staff', label: 'MA staff' },
  { key: 'contractor', label: 'Contractor' },
];

export const employeeTypeLabel = (key: string) => EMPLOYEE_TYPES.find((type) => type.key === key)?.label ?? key;

/** A count per type from the aggs buckets; a type without a bucket counts 0 (spec part 3 §5). */
export const typeTiles = (buckets: readonly EmployeeTypeBucket[] | undefined) =>
  EMPLOYEE_TYPES.map((type) => ({
    label: type.label,
    value: buckets?.find((bucket) => bucket.key === type.key)?.doc_count ?? 0,
  }));

/** Employee rows de-duplicated by phone number, the first kept (spec part 3 §5). */
export function uniqueByPhone<Row extends { phone: string }>(rows: readonly Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.has(row.phone)) return false;
    seen.add(row.phone);
    return true;
  });
}

/** JSON with keys sorted, so two rows compare equal whatever order their keys came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Duplicate rows removed by full comparison: every field equal, nested ones included (spec part 3 §5). */
export function withoutDuplicates<Row>(rows: readonly Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = canonical(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type ReportBase = 'employee_base_report' | 'date_base_report';

/**
 * The attendance rows a report shows (spec part 3 §5): rows without an employee name are dropped; in date-based
 * mode they also need an in_time; then duplicates go.
 */
export function attendanceRows(rows: readonly AttendanceEntry[], base: ReportBase): AttendanceEntry[] {
  const kept = rows.filter(
    (row) => Boolean(row.employee?.name?.trim()) && (base !== 'date_base_report' || Boolean(row.in_time)),
  );
  return withoutDuplicates(kept);
}

/**
 * Spec part 3 §4: the attendance fetch merges the employee list with the report. Every employee of the list (one per
 * phone) gets its report row, or none; report rows of employees the list does not have follow, also one per phone.
 */
export function mergeEmployees<Row extends { employee: EmployeeRef }>(
  employees: readonly EmployeeRef[],
  report: readonly Row[],
): { employee: EmployeeRef; row: Row | undefined }[] {
  const byId = new Map(report.map((row) => [row.employee.id, row]));
  const byPhone = new Map(report.map((row) => [row.employee.phone, row]));
  const listed = uniqueByPhone(employees).map((employee) => ({
    employee,
    row: byId.get(employee.id) ?? byPhone.get(employee.phone),
  }));
  const phones = new Set(listed.map((item) => item.employee.phone));
  const unlisted = uniqueByPhone(report.map((row) => row.employee))
    .filter((employee) => !phones.has(employee.phone))
    .map((employee) => ({ employee, row: byId.get(employee.id) }));
  return [...listed, ...unlisted];
}

/** A row shows dashes when its first entry began before the range (spec part 3 §2.2). */
export const startsBeforeRange = (entries: readonly Pick<EmployeeTimes, 'in_time'>[], range: ReportRange) =>
  entries.length > 0 && dayjs(entries[0]?.in_time).isBefore(dayjs(range.from));

/** A time as hh:mm a, or N/A when missing (spec part 3 §5, §9). */
export const clock = (value: string | null | undefined) => (value ? dayjs(value).format(TIME) : 'N/A');

/** Minutes as "8 h 05 m". */
export const hoursMinutes = (minutes: number) =>
  `${Math.floor(minutes / 60)} h ${String(Math.round(minutes % 60)).padStart(2, '0')} m`;

/** The UTC day (YYYY-MM-DD) of an instant: the API counts days in UTC. */
export const utcDay = (value: string) => new Date(value).toISOString().slice(0, 10);

/** Every UTC day from the range's first to its last, as YYYY-MM-DD. */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  const to = utcDay(range.to);
  for (let day = utcDay(range.from); day <= to; day = nextDay(day)) days.push(day);
  return days;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The employee as the Name column shows them: the name with the phone. */
export const nameWithPhone = (employee: Pick<EmployeeRef, 'name' | 'phone'>) =>
  employee.phone ? `${employee.name} (${employee.phone})` : employee.name;
