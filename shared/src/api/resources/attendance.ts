import type { QueryOf } from '../operations';
import type { Client } from '../request';

/** The attendance calls' range and filters (spec part 3 §7): snake_case times and `employee_type[]`. */
export type StaffQuery = QueryOf<'/api/v1/attendance_entries/aggs', 'GET'>;
/** A page of a staff list: `page` and `per_page` (the attendance list pages by 250, spec part 3 §9). */
export type StaffListQuery = QueryOf<'/api/v1/employee_entries', 'GET'>;
/** Spec part 3 §7 "Attendance list: fromTime, toTime, perPage 250, page" (camelCase, unlike the other staff calls). */
export type AttendanceListQuery = QueryOf<'/api/v1/attendance_entries', 'GET'>;

/** `GET /api/v1/attendance_entries*`: one row per employee and day present (the "Employee Entry" type). */
export const attendanceEntries = ({ get }: Client) => ({
  /** `GET /api/v1/attendance_entries?fromTime&toTime&page&perPage&employee_type[]` → rows, total_entries. */
  list: get('/api/v1/attendance_entries'),
  /** `GET /api/v1/attendance_entries/aggs` → present days per employee type. */
  aggs: get('/api/v1/attendance_entries/aggs'),
  /** `GET /api/v1/attendance_entries/daily_report` → present or absent per employee and day (at most 30 days). */
  dailyReport: get('/api/v1/attendance_entries/daily_report'),
  /** `GET /api/v1/attendance_entries/weekly_report` → the same for a week (at most 6 days). */
  weeklyReport: get('/api/v1/attendance_entries/weekly_report'),
});

/** `GET /api/v1/employee_entries*`: gate entries with in and out times (the "Checkin and Checkout" type). */
export const employeeEntries = ({ get }: Client) => ({
  /** `GET /api/v1/employee_entries?from_time&to_time&page&per_page&employee_type[]` → entries, total_entries. */
  list: get('/api/v1/employee_entries'),
  /** `GET /api/v1/employee_entries/aggs` → entries per employee type. */
  aggs: get('/api/v1/employee_entries/aggs'),
  /** `GET /api/v1/employee_entries/daily_report` → first in, last out, minutes and entries per employee and day. */
  dailyReport: get('/api/v1/employee_entries/daily_report'),
  /** `GET /api/v1/employee_entries/weekly_report` → the same for a week (at most 6 days). */
  weeklyReport: get('/api/v1/employee_entries/weekly_report'),
});

export const employees = ({ get }: Client) => ({
  /** `GET /api/v1/employees/all_employees?from_time&to_time&employee_type[]` → every employee, one per phone. */
  all: get('/api/v1/employees/all_employees'),
});
