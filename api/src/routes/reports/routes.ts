import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { userReports } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import type { ForeignIdDeclaration } from '../../plugins/foreign-ids';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { trimmedName, uniqueIds } from '../write-input';
import { REPORT_STATUSES, REPORT_TYPES } from './kinds';
import { findUserReport, listUserReports } from './queries';
import {
  ReportCreateBody,
  ReportListQuery,
  ReportListResponse,
  ReportParams,
  ReportResponse,
  ReportUpdateBody,
} from './schemas';

const RESOURCE = 'api/v1/reports';
const tags = ['reports'];
const foreignIds: ForeignIdDeclaration = { 'reports.user_ids': 'user' };

/** User reports (spec part 1 §2 Reports, §7): which report kind goes to which users of the condo. */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/reports',
    {
      config: { permission: { resource: RESOURCE, action: 'index' } },
      schema: {
        tags,
        summary: "The condo's user reports by name, each with its users' first names",
        querystring: ReportListQuery,
        response: { 200: ReportListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 5, query } = request.query;
      const { rows, total } = await listUserReports(app.db, {
        condoId: requireTenant(request).condo.id,
        search: query,
        types: request.query['report_type[]'],
        statuses: request.query['status[]'],
        page,
        perPage,
      });
      return { data: rows as never[], total_entries: total };
    },
  );

  app.post(
    '/api/v1/reports',
    {
      config: { permission: { resource: RESOURCE, action: 'create' }, foreignIds },
      schema: {
        tags,
        summary: 'Makes a user report',
        body: ReportCreateBody,
        response: { 200: ReportResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const input = request.body.reports;
      const now = app.now();
      const [created] = await app.db
        .insert(userReports)
        .values({
          condoId: condo.id,
          name: trimmedName(input.name) as string,
          status: input.status ?? REPORT_STATUSES[0],
          reportType: input.report_type ?? (REPORT_TYPES[0] as string),
          userIds: uniqueIds(input.user_ids) ?? [],
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: userReports.id });
      const report = await findUserReport(app.db, condo.id, (created as { id: number }).id);
      return { data: report as never, message: 'Report created successfully' };
    },
  );

  app.put(
    '/api/v1/reports/:id',
    {
      config: { permission: { resource: RESOURCE, action: 'update' }, foreignIds },
      schema: {
        tags,
        summary: 'Changes a user report; the fields sent replace the stored ones',
        params: ReportParams,
        body: ReportUpdateBody,
        response: { 200: ReportResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const input = request.body.reports;
      const name = trimmedName(input.name);
      const [updated] = await app.db
        .update(userReports)
        .set({
          ...(name !== undefined ? { name } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.report_type !== undefined ? { reportType: input.report_type } : {}),
          ...(input.user_ids !== undefined ? { userIds: uniqueIds(input.user_ids) } : {}),
          updatedAt: app.now(),
        })
        .where(and(eq(userReports.id, request.params.id), eq(userReports.condoId, condo.id)))
        .returning({ id: userReports.id });
      if (!updated) throw notFound('Report not found');
      const report = await findUserReport(app.db, condo.id, updated.id);
      return { data: report as never, message: 'Report updated successfully' };
    },
  );
};

export default reportRoutes;
