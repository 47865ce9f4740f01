import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { publicRateLimit } from '../../plugins/public-condo';
import { patrolSubmissions } from './queries';
import { CamGroupParams, QuestionSubmissionsResponse } from './schemas';

/**
 * The Patrolling Report's call (spec part 3 §2.5, §7): the public page sends no Authorization header. The cam group's
 * random UUID is the right to read it, only in its own condo; the answer holds names only (docs/api/reports.md,
 * Patrolling).
 */
const camGroupPublicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/cam_groups/:id/question_submissions',
    {
      config: { rateLimit: publicRateLimit(app) },
      schema: {
        tags: ['patrolling'],
        summary: "A cam group's patrol answers, one group per camera and round, oldest first (no authentication)",
        params: CamGroupParams,
        security: [],
        response: { 200: QuestionSubmissionsResponse, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      // An unknown condo answers like an unknown cam group: aliases cannot be listed here.
      const condo = request.publicCondo;
      const rows = condo ? await patrolSubmissions(app.db, condo.id, request.params.id) : undefined;
      if (!rows) throw notFound('Cam group not found');
      const groups: {
        name: string;
        submitted_at: string;
        submissions: { name: string; answer: { name: string } }[];
      }[] = [];
      for (const row of rows) {
        const submittedAt = row.submittedAt.toISOString();
        let group = groups.at(-1);
        if (!group || group.name !== row.groupName || group.submitted_at !== submittedAt) {
          group = { name: row.groupName, submitted_at: submittedAt, submissions: [] };
          groups.push(group);
        }
        group.submissions.push({ name: row.questionName, answer: { name: row.answerName } });
      }
      reply.header('Cache-Control', 'no-store');
      return { data: groups };
    },
  );
};

export default camGroupPublicRoutes;
