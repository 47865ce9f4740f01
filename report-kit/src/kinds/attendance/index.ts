// The attendance report kinds (spec part 3 §2.1, §2.2), declared for the extended Download Reports page to pick.
import { defineKind } from '../kind';
import { attendanceReportSections, loadAttendanceReport } from './attendanceReport';
import { attendanceSummarySections, loadAttendanceSummary } from './attendanceSummary';
import { employeeAttendanceSections, loadEmployeeAttendance } from './employeeAttendance';

export const attendanceReportKind = defineKind({
  type: 'attendance_report',
  label: 'Attendance Report',
  title: 'Attendance Report',
  load: loadAttendanceReport,
  build: attendanceReportSections,
});

export const employeeAttendanceKind = defineKind({
  type: 'employee_attendance',
  label: 'Employee Attendance',
  title: 'Employee Attendance',
  load: loadEmployeeAttendance,
  build: employeeAttendanceSections,
});

export const attendanceSummaryKind = defineKind({
  type: 'attendance_summary',
  label: 'Attendance Summary',
  title: 'Attendance Summary',
  load: loadAttendanceSummary,
  build: attendanceSummarySections,
});

export const attendanceKinds = [attendanceReportKind, employeeAttendanceKind, attendanceSummaryKind];
