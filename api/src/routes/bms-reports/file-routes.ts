import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import { HttpError, notFound } from '../../plugins/http-errors';
import { publicRateLimit } from '../../plugins/public-condo';
import { checkReportFileLink } from '../../report-jobs/links';
import { REPORT_FILE_NAME } from '../../report-jobs/storage';
import { findReport, reportIdOf } from './queries';
import { BmsReportFileQuery, BmsReportParams } from './schemas';

/**
 * The PDF of a ready report in the folder store (details' s3_url). The browser downloads it without the session's
 * header, so the link carries the right to it: an HMAC of the report id and an expiry (src/report-jobs/links.ts).
 * Global, like the schedulers' Detail Log: the report id alone names the file.
 */
const bmsReportFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/bms_reports/:id/file',
    {
      config: { rateLimit: publicRateLimit(app) },
      schema: {
        ...addedRoute('The spec gives details → s3_url; this serves the stored PDF that s3_url names'),
        tags: ['reports'],
        summary: "A ready report's PDF, from the signed link in its details (not in the spec)",
        params: BmsReportParams,
        querystring: BmsReportFileQuery,
        produces: ['application/pdf'],
        response: errorResponses(403, 404, 410, 422, 429),
      },
    },
    async (request, reply) => {
      const reportId = reportIdOf(request.params.id);
      if (!reportId) throw notFound('Report not found');
      const { expires, signature } = request.query;
      const check = checkReportFileLink(app.authKeys.otpSecret, reportId, expires, signature, app.now().getTime());
      if (check === 'invalid') throw new HttpError(403, 'This download link is not valid');
      if (check === 'expired') throw new HttpError(410, 'This download link has expired. Download the report again.');
      const report = await findReport(app.db, reportId);
      const bytes = report?.fileKey ? await app.reports.storage.read?.(report.fileKey) : null;
      if (!bytes) throw notFound('Report file not found');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${REPORT_FILE_NAME}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes);
    },
  );
};

export default bmsReportFileRoutes;
