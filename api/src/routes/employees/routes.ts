import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { rangeOf } from '../activity-range';
import { allEmployees } from './queries';
import { AllEmployeesResponse, EmployeeRangeQuery } from './schemas';

const tags = ['employees'];
const errors = errorResponses(401, 403, 404, 422);
const permission = (resource: string, action: string) => ({ permission: { resource: `api/v1/${resource}`, action } });

/** Employees (spec part 3 §7); their gate entries and attendance: routes/employee-entries/, routes/attendance-entries/. */
const employeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
};

export default employeeRoutes;
