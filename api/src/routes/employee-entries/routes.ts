import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { pageOf, rangeOf } from '../activity-range';
import { entryReport, entryTypeBuckets, listEmployeeEntries } from '../employees/queries';
import {
  EmployeeEntryListResponse,
  EmployeeEntryReportResponse,
  EmployeeListQuery,
  EmployeeRangeQuery,
  EmployeeTypeAggsResponse,
} from '../employees/schemas';
import { staffFilter as filterOf, reportRange } from '../employees/staff-filter';

const tags = ['employees'];
const errors = errorResponses(401, 403, 404, 422);
const permission = (action: string) => ({ permission: { resource: 'api/v1/employee_entries', action } });

/** Employees' gate entries (spec part 3 §7): list, type counts and reports. */
const employeeEntryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/employee_entries',
    {
      config: permission('index'),
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
      config: permission('aggs'),
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
        config: permission(`${report}_report`),
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
};

export default employeeEntryRoutes;
