import type {
  AttendanceEntry,
  AttendanceReport,
  Employee,
  EmployeeEntry,
  EmployeeEntryReport,
  EmployeeTypeAggs,
  EmployeeTypeKey,
} from '../../contract';
import { type CallOptions, send } from '../request';

/** The attendance calls' range and filters (spec part 3 §7): snake_case times and `employee_type[]`. */
export type StaffQuery = {
  from_time: Date | string;
  to_time: Date | string;
  /** The report's periodical: week limits the range to 6 days, else 30. */
  date_type?: 'daily' | 'week' | 'month';
  employee_type?: EmployeeTypeKey[];
};

/** A page of a staff list: `page` and `per_page` (the attendance list pages by 250, spec part 3 §9). */
export type StaffListQuery = StaffQuery & { page?: number; per_page?: number };

/** Spec part 3 §7 "Attendance list: fromTime, toTime, perPage 250, page" (camelCase, unlike the other staff calls). */
export type AttendanceListQuery = {
  fromTime: Date | string;
  toTime: Date | string;
  page?: number;
  perPage?: number;
  employee_type?: EmployeeTypeKey[];
};

/** `GET /api/v1/attendance_entries*`: one row per employee and day present (the "Employee Entry" type). */
export const attendanceEntries = {
  /** `GET /api/v1/attendance_entries?fromTime&toTime&page&perPage&employee_type[]` → rows, total_entries. */
  list: (query: AttendanceListQuery, options?: CallOptions) =>
    send<AttendanceEntry[]>({ path: '/api/v1/attendance_entries' }, { query }, options),

  /** `GET /api/v1/attendance_entries/aggs` → present days per employee type. */
  aggs: (query: StaffQuery, options?: CallOptions) =>
    send<EmployeeTypeAggs>({ path: '/api/v1/attendance_entries/aggs' }, { query }, options),

  /** `GET /api/v1/attendance_entries/daily_report` → present or absent per employee and day (at most 30 days). */
  dailyReport: (query: StaffQuery, options?: CallOptions) =>
    send<AttendanceReport[]>({ path: '/api/v1/attendance_entries/daily_report' }, { query }, options),

  /** `GET /api/v1/attendance_entries/weekly_report` → the same for a week (at most 6 days). */
  weeklyReport: (query: StaffQuery, options?: CallOptions) =>
    send<AttendanceReport[]>({ path: '/api/v1/attendance_entries/weekly_report' }, { query }, options),
};

/** `GET /api/v1/employee_entries*`: gate entries with in and out times (the "Checkin and Checkout" type). */
export const employeeEntries = {
  /** `GET /api/v1/employee_entries?from_time&to_time&page&per_page&employee_type[]` → entries, total_entries. */
  list: (query: StaffListQuery, options?: CallOptions) =>
    send<EmployeeEntry[]>({ path: '/api/v1/employee_entries' }, { query }, options),

  /** `GET /api/v1/employee_entries/aggs` → entries per employee type. */
  aggs: (query: StaffQuery, options?: CallOptions) =>
    send<EmployeeTypeAggs>({ path: '/api/v1/employee_entries/aggs' }, { query }, options),

  /** `GET /api/v1/employee_entries/daily_report` → first in, last out, minutes and entries per employee and day. */
  dailyReport: (query: StaffQuery, options?: CallOptions) =>
    send<EmployeeEntryReport[]>({ path: '/api/v1/employee_entries/daily_report' }, { query }, options),

  /** `GET /api/v1/employee_entries/weekly_report` → the same for a week (at most 6 days). */
  weeklyReport: (query: StaffQuery, options?: CallOptions) =>
    send<EmployeeEntryReport[]>({ path: '/api/v1/employee_entries/weekly_report' }, { query }, options),
};

export const employees = {
  /** `GET /api/v1/employees/all_employees?from_time&to_time&employee_type[]` → every employee, one per phone. */
  all: (query: Partial<StaffQuery>, options?: CallOptions) =>
    send<Employee[]>({ path: '/api/v1/employees/all_employees' }, { query }, options),
};
