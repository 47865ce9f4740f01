import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { pageOf, rangeOf } from '../activity-range';
import { attendanceReport, attendanceTypeBuckets, listAttendance } from '../employees/queries';
import {
  AttendanceListResponse,
  AttendanceReportResponse,
  EmployeeListQuery,
  EmployeeRangeQuery,
  EmployeeTypeAggsResponse,
} from '../employees/schemas';
import { staffFilter as filterOf, reportRange } from '../employees/staff-filter';

const tags = ['employees'];
const errors = errorResponses(401, 403, 404, 422);
const permission = (action: string) => ({ permission: { resource: 'api/v1/attendance_entries', action } });

/** Employees' attendance: one row per employee and day present (spec part 3 §7): list, type counts and reports. */
const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/attendance_entries',
    {
      config: permission('index'),
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
      config: permission('aggs'),
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
        config: permission(`${report}_report`),
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

export default attendanceRoutes;
