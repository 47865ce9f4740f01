import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { condos, schedulerErrorLogs, schedulerRuns, schedulers } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { escapeHtml, htmlPage as page } from '../../plugins/html-page';
import { checkDetailLink } from '../../schedulers/links';
import { ErrorLogDetailParams, ErrorLogDetailQuery } from './schemas';

/**
 * The Detail Log page of a scheduler error log (spec part 2 §2: a link opened in a new tab). A browser tab does not
 * send the console's Authorization header, so the link itself carries the right to read this one log: an HMAC of
 * its id and an expiry, made when a caller with `error_logs` permission listed it (src/schedulers/links.ts).
 */
const schedulerErrorLogDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/scheduler_error_logs/:id/detail',
    {
      config: { audit: { skip: 'read only' } },
      schema: {
        ...addedRoute('The spec’s error log has a link; what it opens is not given (this signed HTML page)'),
        tags: ['schedulers'],
        summary: 'Detail Log: an HTML page of one error log, opened from its signed link (not in the spec)',
        params: ErrorLogDetailParams,
        querystring: ErrorLogDetailQuery,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      const check = checkDetailLink(app.authKeys.otpSecret, id, expires, signature, app.now().getTime());
      if (check === 'invalid') return page(reply, 403, 'Link not valid', '<p>This Detail Log link is not valid.</p>');
      if (check === 'expired') {
        return page(
          reply,
          410,
          'Link expired',
          '<p>This Detail Log link has expired. Open it again from the Schedulers screen.</p>',
        );
      }
      const [log] = await app.db
        .select({
          statusCode: schedulerErrorLogs.statusCode,
          message: schedulerErrorLogs.message,
          detail: schedulerErrorLogs.detail,
          createdAt: schedulerErrorLogs.createdAt,
          scheduler: schedulers.name,
          cronline: schedulers.cronline,
          condo: condos.name,
          summary: schedulerRuns.summary,
        })
        .from(schedulerErrorLogs)
        .innerJoin(schedulers, eq(schedulers.id, schedulerErrorLogs.schedulerId))
        .innerJoin(condos, eq(condos.id, schedulerErrorLogs.condoId))
        .leftJoin(schedulerRuns, eq(schedulerRuns.id, schedulerErrorLogs.runId))
        .where(eq(schedulerErrorLogs.id, id));
      if (!log) return page(reply, 404, 'Not found', '<p>This error log no longer exists.</p>');
      const { detail } = log;
      const rows: [string, string][] = [
        ['Condo', log.condo],
        ['Scheduler', log.scheduler],
        ['Task', `${detail.service} / ${detail.task}`],
        ['Cron line', log.cronline],
        ['Status code', String(log.statusCode)],
        ['Message', log.message],
        ['Run', detail.trigger === 'manual' ? 'Run now' : 'Planned'],
        ['Planned at (UTC)', detail.planned_at],
        ['Started at (UTC)', detail.started_at],
        ['Finished at (UTC)', detail.finished_at],
        ['Raised at (UTC)', log.createdAt.toISOString()],
      ];
      const list = rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
      const stack = detail.stack ? `<h2>Stack</h2><pre>${escapeHtml(detail.stack)}</pre>` : '';
      return page(reply, 200, `Scheduler error: ${log.scheduler}`, `<dl>${list}</dl>${stack}`);
    },
  );
};

export default schedulerErrorLogDetailRoutes;
