import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addedRoute } from '../../plugins/additions';

const HealthResponse = Type.Object({ data: Type.Object({ status: Type.Literal('ok') }) });

/** Liveness: the process answers. Probes call it every few seconds, so its requests are not logged. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        ...addedRoute('An operations probe (liveness); the spec describes no operations endpoints'),
        tags: ['operations'],
        summary: 'The process is alive (liveness probe); says nothing of the database',
        security: [],
        response: { 200: HealthResponse },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );
};

export default healthRoutes;
