import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bmsReports } from '../../db/schema';
import { enqueue } from '../../jobs';
import { errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { checkCondoQueue } from '../../plugins/report-quotas';
import { requireTenant } from '../../plugins/tenant';
import { BMS_REPORT_MAX_ATTEMPTS, BMS_REPORT_QUEUE } from '../../report-jobs/handler';
import { sanitizeReportHtml } from '../../report-jobs/sanitize-html';
import { viewerUrl } from '../../report-jobs/viewer-token';
import { countUnfinishedReports, findReport } from './queries';
import {
  BmsReportCreateBody,
  BmsReportCreateResponse,
  BmsReportDetailsResponse,
  BmsReportParams,
  REPORT_BODY_LIMIT,
} from './schemas';

const RESOURCE = 'api/v1/bms_reports';
const tags = ['reports'];

/**
 * Report jobs (spec part 3 §4, §7): the console posts a report's HTML, polls its details every 10 s until s3_url is
 * set, then downloads it. The PDF is made off the request path by the `bms_report` job (src/report-jobs).
 */
const bmsReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/bms_reports',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      // Before the body is read: a refused request costs no 12 MB upload.
      onRequest: app.reportQuotas.reportJobs,
      config: {
        permission: { resource: RESOURCE, action: 'create' },
        audit: { skip: 'a report job is its own record (bms_reports: who asked, when, its status)' },
      },
      schema: {
        tags,
        summary: 'Queues a PDF of the posted report HTML; data is the report id',
        description:
          'Not in the spec: 429 with a message when the caller has asked for too many reports in the last minute, ' +
          'or when the condo already has too many waiting or rendering (docs/api/reports.md, Quotas and retention).',
        body: BmsReportCreateBody,
        response: { 200: BmsReportCreateResponse, ...errorResponses(401, 403, 404, 413, 422, 429) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { content } = request.body;
      if (!content.trim()) throw unprocessable('content must not be empty', ['content must not be empty']);
      const id = randomUUID();
      const now = app.now();
      await app.db.transaction(async (tx) => {
        await checkCondoQueue(tx, 'reportJobs', condo.id, app.rateLimits.reportsQueuedPerCondo, () =>
          countUnfinishedReports(tx, condo.id),
        );
        await tx.insert(bmsReports).values({
          id,
          condoId: condo.id,
          createdById: request.currentUser?.id ?? null,
          // Stored sanitised: the public viewer serves it as it is, and the renderer sanitises again what it reads.
          content: sanitizeReportHtml(content),
          createdAt: now,
          updatedAt: now,
        });
        await enqueue(tx, BMS_REPORT_QUEUE, { reportId: id }, { maxAttempts: BMS_REPORT_MAX_ATTEMPTS });
      });
      return { data: id, message: 'The report is being prepared' };
    },
  );

  app.get(
    '/api/v1/bms_reports/:id/details',
    {
      config: { permission: { resource: RESOURCE, action: 'show' } },
      schema: {
        tags,
        summary: "A report job's state; s3_url is set once the PDF is ready",
        params: BmsReportParams,
        response: { 200: BmsReportDetailsResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const report = await findReport(app.db, request.params.id, condo.id);
      if (!report) throw notFound('Report not found');
      return {
        data: {
          id: report.id,
          status: report.status,
          s3_url: report.status === 'ready' && report.fileKey ? await app.reports.storage.url(report.fileKey) : null,
          error: report.error,
          view_url: await viewerUrl(app.authKeys.privateKey, condo, report, app.now()),
          view_url_revocable: true,
          created_at: report.createdAt.toISOString(),
          updated_at: report.updatedAt.toISOString(),
        },
      };
    },
  );
};

export default bmsReportRoutes;
