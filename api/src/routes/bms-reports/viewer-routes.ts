import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { TokenError } from '../../auth/tokens';
import type { Condo } from '../../db/schema';
import { endedSession, tokenCaller, tokenFromHeader } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import { forbidden, notFound, unauthorized } from '../../plugins/http-errors';
import { mayDo } from '../../plugins/permission';
import { publicRateLimit } from '../../plugins/public-condo';
import { loadCallerAndTenant } from '../../plugins/tenant';
import { looksLikeViewerToken, verifyViewerToken } from '../../report-jobs/viewer-token';
import { findReport, reportIdOf } from './queries';
import { BmsReportHtmlResponse, BmsReportParams } from './schemas';

const REPORT_NOT_FOUND = 'Report not found';

/**
 * The public HTML viewer's call (spec part 3 §2.5, §7): `/html/report/{id}?tenant&token` sends the token of its
 * link in the JWT header, without the console's session. That is a viewer token (details' view_url) for this report
 * of this condo and its current link version, or an ordinary access token of someone who may show reports in this
 * condo. An unknown condo answers exactly as a known one with an unknown report: aliases cannot be listed here.
 */
const bmsReportViewerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Refuses a caller who may not view the report; for a viewer token, the link version it was made for. */
  async function mayView(request: FastifyRequest, condo: Condo | null, reportId: string) {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw unauthorized('Authorization token is missing');
    if (looksLikeViewerToken(token)) {
      const check = await verifyViewerToken(app.authKeys.publicKey, token, app.now());
      if ('refusal' in check) {
        throw unauthorized(
          check.refusal === 'expired' ? 'This report link has expired. Open the report again.' : 'Invalid token',
        );
      }
      if (check.grant.condoId !== condo?.id || check.grant.reportId !== reportId) {
        throw forbidden('This link is for another report');
      }
      return check.grant.linkVersion;
    }
    const caller = await tokenCaller(app, request).catch((error: unknown) => {
      throw error instanceof TokenError ? unauthorized(error.message) : error;
    });
    const refusal = await endedSession(app, caller);
    if (refusal) throw unauthorized(refusal);
    const { user, tenant } = await loadCallerAndTenant(app.db, caller.userId, condo?.aliasName ?? '');
    if (!user) throw unauthorized('Invalid token');
    // Not a member here: the same 404 as every per-condo route, which does not say the report exists.
    if (!tenant) throw notFound(REPORT_NOT_FOUND);
    if (!mayDo(tenant.permissions, 'api/v1/bms_reports', 'show')) {
      throw forbidden('You do not have permission to show api/v1/bms_reports');
    }
  }

  app.get(
    '/api/v1/bms_reports/:id',
    {
      config: { rateLimit: publicRateLimit(app) },
      schema: {
        tags: ['reports'],
        summary: "The report's HTML for the public viewer: a viewer token of this report, or a member's access token",
        params: BmsReportParams,
        security: [{ JWT: [] }],
        response: { 200: BmsReportHtmlResponse, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => {
      const condo = request.publicCondo;
      const reportId = reportIdOf(request.params.id);
      if (!reportId) throw notFound(REPORT_NOT_FOUND);
      const linkVersion = await mayView(request, condo, reportId);
      const report = condo ? await findReport(app.db, reportId, condo.id) : undefined;
      // A link made before its report's links were revoked is answered like a link to no report.
      if (!report || (linkVersion !== undefined && linkVersion !== report.viewLinkVersion)) {
        throw notFound(REPORT_NOT_FOUND);
      }
      return { data: report.content };
    },
  );
};

export default bmsReportViewerRoutes;
