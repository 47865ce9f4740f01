import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { tooManyRequests } from './http-errors';

/** The expensive requests with quotas: report jobs (a Chromium render) and call-log reports (a mailed CSV). */
export type ReportKind = 'reportJobs' | 'callLogReports';

const NOUNS: Record<ReportKind, string> = { reportJobs: 'reports', callLogReports: 'call log reports' };
/** The first key of the condo's advisory lock, one per kind (the single-key locks of db/ are another key space). */
const LOCK_CLASS: Record<ReportKind, number> = { reportJobs: 7_260_401, callLogReports: 7_260_402 };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The per-user limit of each kind, as an onRequest hook of its route (after authentication). One limiter per
     * kind for the whole app: the per-condo routes are mounted twice (path and host) and share it.
     */
    reportQuotas: Record<ReportKind, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>>;
  }
}

/** At most `RateLimits.reportsPerUserPerMinute` requests of each kind per user and minute, in this instance. */
async function reportQuotasPlugin(app: FastifyInstance) {
  const perUser = (kind: ReportKind) =>
    app.rateLimit({
      max: app.rateLimits.reportsPerUserPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => (request.currentUser ? `user:${request.currentUser.id}` : `address:${request.ip}`),
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(
          `You have asked for ${context.max} ${NOUNS[kind]} in the last minute, the most allowed. ` +
            `Try again in ${context.after}.`,
        ),
    });
  app.decorate('reportQuotas', { reportJobs: perUser('reportJobs'), callLogReports: perUser('callLogReports') });
}

export default fp(reportQuotasPlugin, { name: 'report-quotas', dependencies: ['@fastify/rate-limit'] });

/**
 * Refuses a request of `kind` when its condo already has `limit` of them waiting or running (`unfinished` counts
 * them). Call it in the transaction that queues the new one: the condo's lock makes simultaneous requests take
 * turns, so they cannot pass the cap together.
 */
export async function checkCondoQueue(
  tx: Db,
  kind: ReportKind,
  condoId: number,
  limit: number,
  unfinished: () => Promise<number>,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS[kind]}::int, ${condoId}::int)`);
  if ((await unfinished()) < limit) return;
  throw tooManyRequests(
    `This condo already has ${limit} ${NOUNS[kind]} being prepared, the most allowed at once. ` +
      'Try again when one of them is done.',
  );
}
