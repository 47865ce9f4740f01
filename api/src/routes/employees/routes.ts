import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { pageOf, type Range, type RawRange, rangeOf, startOfUtcDay } from '../activity-range';
import {
  allEmployees,
  attendanceReport,
  attendanceTypeBuckets,
  type EmployeeFilter,
  entryReport,
  entryTypeBuckets,
  listAttendance,
  listEmployeeEntries,
} from './queries';
import {
  AllEmployeesResponse,
  AttendanceListResponse,
  AttendanceReportResponse,
  EmployeeEntryListResponse,
  EmployeeEntryReportResponse,
  EmployeeListQuery,
  EmployeeRangeQuery,
  EmployeeTypeAggsResponse,
} from './schemas';

const tags = ['employees'];
const errors = errorResponses(401, 403, 404, 422);
const permission = (resource: string, action: string) => ({ permission: { resource: `api/v1/${resource}`, action } });

/** A daily report's range when none is given: today (UTC) up to now. */
const today = (now: Date): Range => ({ from: startOfUtcDay(now), to: now });

type Report = 'daily' | 'weekly';
/** The weekly report is a week periodical (at most 6 days); the daily one keeps the query's own periodical. */
function reportRange(query: RawRange, now: Date, report: Report): Range {
  return report === 'weekly' ? rangeOf({ ...query, date_type: 'week' }, now) : rangeOf(query, now, today);
}

/** Employees, their gate entries and their attendance (spec part 3 §7): lists, type counts and reports. */
const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const filterOf = (
    condoId: number,
    query: RawRange & { 'employee_type[]'?: EmployeeFilter['types'] },
    range: Range,
  ): EmployeeFilter => ({ condoId, range, types: query['employee_type[]'] });

  app.get(
    '/api/v1/employees/all_employees',
    {
      config: permission('employees', 'all_employees'),
      schema: {
        tags,
        summary: 'Every employee of the condo (one per phone) by type and name, with their entries of the range',
        querystring: EmployeeRangeQuery,
        response: { 200: AllEmployeesResponse, ...errors },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const q = request.query;
      const ranged = Boolean(q.from_time ?? q.fromTime ?? q.to_time ?? q.toTime);
      const range = ranged ? rangeOf(q, app.now()) : undefined;
      return { data: await allEmployees(app.db, condo.id, range) };
    },
  );

  app.get(
    '/api/v1/employee_entries',
    {
      config: permission('employee_entries', 'index'),
      schema: {
        tags,
        summary: 'Employee gate entries whose in_time is in the range, newest first (default the last 7 days)',
        querystring: EmployeeListQuery,
        response: { 200: EmployeeEntryListResponse, ...errors },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const filter = filterOf(condo.id, request.query, rangeOf(request.query, app.now()));
      return listEmployeeEntries(app.db, filter, pageOf(request.query));
    },
  );

  app.get(
    '/api/v1/employee_entries/aggs',
    {
      config: permission('employee_entries', 'aggs'),
      schema: {
        tags,
        summary: 'Entries of the range per employee type: all six buckets, zeros included',
        querystring: EmployeeRangeQuery,
        response: { 200: EmployeeTypeAggsResponse, ...errors },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const filter = filterOf(condo.id, request.query, rangeOf(request.query, app.now()));
      return { data: { employee: { employee_type_name: { buckets: await entryTypeBuckets(app.db, filter) } } } };
    },
  );

  for (const report of ['daily', 'weekly'] as const) {
    app.get(
      `/api/v1/employee_entries/${report}_report`,
      {
        config: permission('employee_entries', `${report}_report`),
        schema: {
          tags,
          summary:
            report === 'daily'
              ? 'Check-in/check-out per employee and UTC day (default today; at most 30 days)'
              : 'Check-in/check-out per employee and UTC day of a week (at most 6 days; default the last 7 days)',
          querystring: EmployeeRangeQuery,
          response: { 200: EmployeeEntryReportResponse, ...errors },
        },
      },
      async (request) => {
        const { condo } = requireTenant(request);
        const range = reportRange(request.query, app.now(), report);
        return { data: await entryReport(app.db, filterOf(condo.id, request.query, range)) };
      },
    );
  }

  app.get(
    '/api/v1/attendance_entries',
    {
      config: permission('attendance_entries', 'index'),
      schema: {
        tags,
        summary: 'Attendance rows (one per employee and day present) whose in_time is in the range, newest first',
        querystring: EmployeeListQuery,
        response: { 200: AttendanceListResponse, ...errors },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const filter = filterOf(condo.id, request.query, rangeOf(request.query, app.now()));
      return listAttendance(app.db, filter, pageOf(request.query));
    },
  );

  app.get(
    '/api/v1/attendance_entries/aggs',
    {
      config: permission('attendance_entries', 'aggs'),
      schema: {
        tags,
        summary: 'Present days of the range per employee type: all six buckets, zeros included',
        querystring: EmployeeRangeQuery,
        response: { 200: EmployeeTypeAggsResponse, ...errors },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const filter = filterOf(condo.id, request.query, rangeOf(request.query, app.now()));
      return { data: { employee: { employee_type_name: { buckets: await attendanceTypeBuckets(app.db, filter) } } } };
    },
  );

  for (const report of ['daily', 'weekly'] as const) {
    app.get(
      `/api/v1/attendance_entries/${report}_report`,
      {
        config: permission('attendance_entries', `${report}_report`),
        schema: {
          tags,
          summary:
            report === 'daily'
              ? 'Present or absent per employee and UTC day (default today; at most 30 days)'
              : 'Present or absent per employee and UTC day of a week (at most 6 days; default the last 7 days)',
          querystring: EmployeeRangeQuery,
          response: { 200: AttendanceReportResponse, ...errors },
        },
      },
      async (request) => {
        const { condo } = requireTenant(request);
        const range = reportRange(request.query, app.now(), report);
        return { data: await attendanceReport(app.db, filterOf(condo.id, request.query, range)) };
      },
    );
  }
};

export default employeeRoutes;
