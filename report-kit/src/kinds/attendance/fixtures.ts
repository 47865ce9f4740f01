// Fixed attendance data for the kinds' tests: the API's shapes, with figures easy to check by eye.
import type { AttendanceEntry, Employee, EmployeeEntryReport, EmployeeRef, EmployeeTimes } from '@condo/shared';
import type { AttendanceReportData } from './attendanceReport';
import type { AttendanceSummaryData } from './attendanceSummary';
import type { EmployeeAttendanceData } from './employeeAttendance';

export const dayRange = { from: '2026-11-16T00:00:00.000Z', to: '2026-11-16T23:59:59.999Z' };
/** Monday 16 to Sunday 22 November 2026. */
export const weekRange = { from: '2026-11-16T00:00:00.000Z', to: '2026-11-22T23:59:59.999Z' };
/** October 2026: the 1st is a Thursday. */
export const octoberRange = { from: '2026-10-01T00:00:00.000Z', to: '2026-10-31T23:59:59.999Z' };
export const condo = { condoName: 'Marina Bay Residences' };

export const alan: EmployeeRef = { id: 1, name: 'Alan Tan', employee_type_name: 'security', phone: '90000001' };
export const bella: EmployeeRef = { id: 2, name: 'Bella Lim', employee_type_name: 'cleaner', phone: '90000002' };
/** Bella registered twice under the same phone: the second is a duplicate. */
export const bellaAgain: EmployeeRef = { id: 5, name: 'Bella L.', employee_type_name: 'cleaner', phone: '90000002' };
export const chen: EmployeeRef = { id: 3, name: 'Chen Wei', employee_type_name: 'Ma Staff', phone: '90000003' };

export const employee = (ref: EmployeeRef, entry_data: EmployeeTimes[] = []): Employee => ({
  ...ref,
  access_card_registered: true,
  entry_data,
});

const pair = (in_time: string, out_time: string | null): EmployeeTimes => ({ in_time, out_time });

/** A check-in/check-out report row for the days given; the other days of the range are empty. */
function entryRow(
  ref: EmployeeRef,
  dates: string[],
  days: Record<string, { pairs: EmployeeTimes[]; minutes: number }>,
) {
  const row: EmployeeEntryReport = {
    employee: ref,
    total_duration_minutes: Object.values(days).reduce((sum, day) => sum + day.minutes, 0),
    days: dates.map((date) => {
      const day = days[date];
      return {
        date,
        first_in: day?.pairs[0]?.in_time ?? null,
        last_out: day?.pairs.at(-1)?.out_time ?? null,
        duration_minutes: day?.minutes ?? 0,
        entries: day?.pairs ?? [],
      };
    }),
  };
  return row;
}

const alanMonday = {
  pairs: [
    pair('2026-11-16T08:00:00.000Z', '2026-11-16T12:00:00.000Z'),
    pair('2026-11-16T13:00:00.000Z', '2026-11-16T17:30:00.000Z'),
  ],
  minutes: 510,
};

/** Checkin and Checkout, Monday 16 November: Alan came twice, Bella not at all, Chen's shift began the night before. */
export const dailyEntries: AttendanceReportData = {
  employeeType: 'checkin_checkout',
  employees: [employee(alan), employee(bella), employee(bellaAgain), employee(chen)],
  entryReport: [
    entryRow(alan, ['2026-11-16'], { '2026-11-16': alanMonday }),
    entryRow(bella, ['2026-11-16'], {}),
    entryRow(bellaAgain, ['2026-11-16'], {}),
    entryRow(chen, ['2026-11-16'], {
      '2026-11-16': { pairs: [pair('2026-11-15T23:00:00.000Z', '2026-11-16T07:00:00.000Z')], minutes: 480 },
    }),
  ],
  attendanceReport: [],
  entries: [
    { id: 11, employee: alan, source: 'camera', ...alanMonday.pairs[0] } as AttendanceReportData['entries'][number],
    { id: 12, employee: alan, source: 'device', ...alanMonday.pairs[1] } as AttendanceReportData['entries'][number],
  ],
};

const week = ['16', '17', '18', '19', '20', '21', '22'].map((day) => `2026-11-${day}`);

/** Checkin and Checkout over the week: Alan on Monday and Wednesday. */
export const weeklyEntries: AttendanceReportData = {
  ...dailyEntries,
  employees: [employee(alan), employee(bella)],
  entryReport: [
    entryRow(alan, week, {
      '2026-11-16': alanMonday,
      '2026-11-18': { pairs: [pair('2026-11-18T09:00:00.000Z', '2026-11-18T10:15:00.000Z')], minutes: 75 },
    }),
    entryRow(bella, week, {}),
  ],
  entries: [],
};

/** Employee Entry (attendance rows) on Monday: Alan present 08:00 to 16:45, Bella absent. */
export const dailyAttendance: AttendanceReportData = {
  employeeType: 'employee_entry',
  employees: [employee(alan), employee(bella)],
  entryReport: [],
  attendanceReport: [
    {
      employee: alan,
      present_days: 1,
      days: [
        {
          date: '2026-11-16',
          present: true,
          in_time: '2026-11-16T08:00:00.000Z',
          out_time: '2026-11-16T16:45:00.000Z',
        },
      ],
    },
    { employee: bella, present_days: 0, days: [{ date: '2026-11-16', present: false, in_time: null, out_time: null }] },
  ],
  entries: [],
};

const row = (id: number, ref: EmployeeRef, date: string, inTime: string, outTime: string | null): AttendanceEntry => ({
  id,
  employee: ref,
  date,
  in_time: inTime,
  out_time: outTime,
});

export const attendanceRowsFixture: AttendanceEntry[] = [
  row(1, alan, '2026-10-01', '2026-10-01T08:00:00.000Z', '2026-10-01T16:30:00.000Z'),
  row(1, alan, '2026-10-01', '2026-10-01T08:00:00.000Z', '2026-10-01T16:30:00.000Z'),
  row(2, bella, '2026-10-01', '2026-10-01T09:00:00.000Z', null),
  row(3, alan, '2026-10-04', '2026-10-04T08:00:00.000Z', '2026-10-04T17:00:00.000Z'),
  row(4, { ...chen, id: 9, name: '' }, '2026-10-04', '2026-10-04T07:00:00.000Z', null),
  row(5, chen, '2026-10-02', '', null),
];

/** October 2026: two security and one cleaner present days in the aggs (the other types have no bucket). */
export const employeeAttendance: EmployeeAttendanceData = {
  buckets: [
    { key: 'security', doc_count: 2 },
    { key: 'cleaner', doc_count: 1 },
  ],
  rows: attendanceRowsFixture,
  total: attendanceRowsFixture.length,
};

/** October 2026: Alan came on the 1st (twice) and the 4th, Chen late on the 31st, Bella never. */
export const attendanceSummary: AttendanceSummaryData = {
  month: '2026-10',
  employees: [
    employee(alan, [
      pair('2026-10-01T08:00:00.000Z', '2026-10-01T12:00:00.000Z'),
      pair('2026-10-01T13:00:00.000Z', null),
      pair('2026-10-04T08:00:00.000Z', '2026-10-04T17:00:00.000Z'),
    ]),
    employee(bella),
    employee(bellaAgain, [pair('2026-10-02T08:00:00.000Z', null)]),
    employee(chen, [pair('2026-10-31T23:30:00.000Z', null)]),
  ],
};
