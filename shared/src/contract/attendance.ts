// Staff attendance shapes the attendance reports read (spec part 3 §3 and §7), taken from the API's OpenAPI document.
import type { components } from './openapi';

type Schemas = components['schemas'];

/** An employee type key: security, gardener, landscape, cleaner, Ma Staff, contractor (spec part 3 §3). */
export type EmployeeTypeKey = Schemas['EmployeeTypeBucket']['key'];
/** The employee an entry or a report row belongs to. */
export type EmployeeRef = Schemas['EmployeeRef'];
/** One in/out pair. */
export type EmployeeTimes = Schemas['EmployeeTimes'];
/** A row of `GET /api/v1/employees/all_employees`: one per phone, with the range's entries. */
export type Employee = Schemas['Employee'];
/** A row of `GET /api/v1/employee_entries`: one gate entry, from a camera or a device. */
export type EmployeeEntry = Schemas['EmployeeEntry'];
/** A row of `GET /api/v1/attendance_entries`: one employee present on one UTC day. */
export type AttendanceEntry = Schemas['AttendanceEntry'];
/** A row of `GET /api/v1/employee_entries/daily_report|weekly_report`: check-in/check-out per UTC day. */
export type EmployeeEntryReport = Schemas['EmployeeEntryReport'];
export type EmployeeEntryReportDay = EmployeeEntryReport['days'][number];
/** A row of `GET /api/v1/attendance_entries/daily_report|weekly_report`: present or absent per UTC day. */
export type AttendanceReport = Schemas['AttendanceReport'];
export type AttendanceReportDay = AttendanceReport['days'][number];
/** A bucket of `…/aggs` → data.employee.employee_type_name.buckets (all six, zeros included). */
export type EmployeeTypeBucket = Schemas['EmployeeTypeBucket'];
/** `GET /api/v1/attendance_entries/aggs` and `/employee_entries/aggs` → data. */
export interface EmployeeTypeAggs {
  employee: { employee_type_name: { buckets: EmployeeTypeBucket[] } };
}
