import { entryReport, entryTypeBuckets, listEmployeeEntries } from '../employees/queries';
import { EmployeeEntryListResponse, EmployeeEntryReportResponse } from '../employees/schemas';
import { staffRangeRoutes } from '../employees/staff-routes';

/** Employees' gate entries (spec part 3 §7): list, type counts and reports. */
export default staffRangeRoutes({
  name: 'employee_entries',
  summaries: {
    list: 'Employee gate entries whose in_time is in the range, newest first (default the last 7 days)',
    aggs: 'Entries of the range per employee type: all six buckets, zeros included',
    daily: 'Check-in/check-out per employee and UTC day (default today; at most 30 days)',
    weekly: 'Check-in/check-out per employee and UTC day of a week (at most 6 days; default the last 7 days)',
  },
  schemas: { list: EmployeeEntryListResponse, report: EmployeeEntryReportResponse },
  queries: { list: listEmployeeEntries, buckets: entryTypeBuckets, report: entryReport },
});
