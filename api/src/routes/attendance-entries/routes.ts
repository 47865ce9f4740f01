import { attendanceReport, attendanceTypeBuckets, listAttendance } from '../employees/queries';
import { AttendanceListResponse, AttendanceReportResponse } from '../employees/schemas';
import { staffRangeRoutes } from '../employees/staff-routes';

/** Employees' attendance: one row per employee and day present (spec part 3 §7): list, type counts and reports. */
export default staffRangeRoutes({
  name: 'attendance_entries',
  summaries: {
    list: 'Attendance rows (one per employee and day present) whose in_time is in the range, newest first',
    aggs: 'Present days of the range per employee type: all six buckets, zeros included',
    daily: 'Present or absent per employee and UTC day (default today; at most 30 days)',
    weekly: 'Present or absent per employee and UTC day of a week (at most 6 days; default the last 7 days)',
  },
  schemas: { list: AttendanceListResponse, report: AttendanceReportResponse },
  queries: { list: listAttendance, buckets: attendanceTypeBuckets, report: attendanceReport },
});
