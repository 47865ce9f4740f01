import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
import type { Db } from '../../db/database';
import type { Paging } from '../../db/sql';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { pageOf, rangeOf } from '../activity-range';
import type { EmployeeFilter } from './queries';
import { EmployeeListQuery, EmployeeRangeQuery, EmployeeTypeAggsResponse } from './schemas';
import { staffFilter as filterOf, reportRange } from './staff-filter';

/** One staff resource over a date range (employee entries, attendance): what differs between the two. */
export interface StaffRangeResource {
  /** `employee_entries`: the path under /api/v1/ and the permission resource `api/v1/<name>`. */
  name: string;
  summaries: { list: string; aggs: string; daily: string; weekly: string };
  schemas: { list: TSchema; report: TSchema };
  queries: {
    list(db: Db, filter: EmployeeFilter, page: Paging): Promise<unknown>;
    buckets(db: Db, filter: EmployeeFilter): Promise<unknown[]>;
    report(db: Db, filter: EmployeeFilter): Promise<unknown>;
  };
}

const tags = ['employees'];
const errors = errorResponses(401, 403, 404, 422);

/** The list, the per-type counts and the daily and weekly reports of a staff resource (spec part 3 §7). */
export function staffRangeRoutes({ name, summaries, schemas, queries }: StaffRangeResource) {
  const path = `/api/v1/${name}`;
  const permission = (action: string) => ({ permission: { resource: `api/v1/${name}`, action } });
  const routes: FastifyPluginAsyncTypebox = async (app) => {
    app.get(
      path,
      {
        config: permission('index'),
        schema: {
          tags,
          summary: summaries.list,
          querystring: EmployeeListQuery,
          response: { 200: schemas.list, ...errors },
        },
      },
      async (request) => {
        const { condo } = requireTenant(request);
        const filter = filterOf(condo.id, request.query, rangeOf(request.query, app.now()));
        return queries.list(app.db, filter, pageOf(request.query));
      },
    );

    app.get(
      `${path}/aggs`,
      {
        config: permission('aggs'),
        schema: {
          tags,
          summary: summaries.aggs,
          querystring: EmployeeRangeQuery,
          response: { 200: EmployeeTypeAggsResponse, ...errors },
        },
      },
      async (request) => {
        const { condo } = requireTenant(request);
        const filter = filterOf(condo.id, request.query, rangeOf(request.query, app.now()));
        return { data: { employee: { employee_type_name: { buckets: await queries.buckets(app.db, filter) } } } };
      },
    );

    for (const report of ['daily', 'weekly'] as const) {
      app.get(
        `${path}/${report}_report`,
        {
          config: permission(`${report}_report`),
          schema: {
            tags,
            summary: summaries[report],
            querystring: EmployeeRangeQuery,
            response: { 200: schemas.report, ...errors },
          },
        },
        async (request) => {
          const { condo } = requireTenant(request);
          const range = reportRange(request.query, app.now(), report);
          return { data: await queries.report(app.db, filterOf(condo.id, request.query, range)) };
        },
      );
    }
  };
  return routes;
}
