import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addedRoute } from '../../plugins/additions';

const Check = Type.String({ description: '`ok`, `off` (this instance does not run it) or what is wrong' });
const ReadinessBody = Type.Object({
  data: Type.Object({
    ready: Type.Boolean(),
    checks: Type.Object({ database: Check, migrations: Check, jobs: Check }),
  }),
});

/**
 * Readiness: 200 when the database answers (and its LISTEN connections are up), holds every migration of this
 * version and the job worker runs (when this instance runs one); 503 with the failing checks otherwise, so a load
 * balancer sends no traffic here until then.
 */
const readyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ready',
    {
      logLevel: 'warn',
      schema: {
        ...addedRoute('An operations probe (readiness); the spec describes no operations endpoints'),
        tags: ['operations'],
        summary: 'Ready to serve: database reachable, migrations applied, job worker running (503 otherwise)',
        security: [],
        response: { 200: ReadinessBody, 503: ReadinessBody },
      },
    },
    async (_request, reply) => {
      const readiness = await app.readiness();
      return reply.code(readiness.ready ? 200 : 503).send({ data: readiness });
    },
  );
};

export default readyRoutes;
