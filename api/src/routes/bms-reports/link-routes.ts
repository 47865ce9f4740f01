import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { bmsReports } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { viewerUrl } from '../../report-jobs/viewer-token';
import { reportIdOf } from './queries';
import { BmsReportParams, BmsReportRevokeLinkResponse } from './schemas';

/**
 * Revoking a report's shared links (an addition to the spec; docs/api/reports.md): the report's link version goes up,
 * so every viewer token made before answers like an unknown report. Whoever may post reports may revoke their links.
 */
const bmsReportLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/bms_reports/:id/revoke_link',
    {
      config: {
        permission: { resource: 'api/v1/bms_reports', action: 'create' },
        audit: { skip: 'a report is its own record (not audited); revoking bumps its view_link_version' },
      },
      schema: {
        ...addedRoute('Not in the spec: withdraws a report’s shared links (security review)'),
        tags: ['reports'],
        summary: 'Withdraws every shared link of the report and gives a new one (addition, not in the spec)',
        params: BmsReportParams,
        response: { 200: BmsReportRevokeLinkResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const reportId = reportIdOf(request.params.id);
      const [report] = reportId
        ? await app.db
            .update(bmsReports)
            .set({ viewLinkVersion: sql`${bmsReports.viewLinkVersion} + 1` })
            .where(and(eq(bmsReports.id, reportId), eq(bmsReports.condoId, condo.id)))
            .returning({ id: bmsReports.id, viewLinkVersion: bmsReports.viewLinkVersion })
        : [];
      if (!report) throw notFound('Report not found');
      return {
        data: { id: report.id, view_url: await viewerUrl(app.authKeys.privateKey, condo, report, app.now()) },
        message: 'Earlier links to this report no longer work',
      };
    },
  );
};

export default bmsReportLinkRoutes;
