import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addedRoute } from '../../plugins/additions';
import { unauthorized } from '../../plugins/http-errors';

/**
 * The metrics in Prometheus's text format (docs/api/requests-and-answers.md, Metrics, names each), for
 * `Authorization: Bearer <METRICS_TOKEN>` only. Without METRICS_TOKEN metrics are off: the path answers 404 as an
 * unknown one does. Prometheus scrapes it every few seconds, so its requests are not logged.
 */
const metricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      schema: {
        ...addedRoute('Operations metrics for Prometheus; the spec describes no operations endpoints'),
        tags: ['operations'],
        summary: 'Metrics in Prometheus text format, for the METRICS_TOKEN bearer (404 when it is not set)',
        security: [{ MetricsToken: [] }],
        response: {
          200: {
            description: 'Prometheus text exposition format 0.0.4',
            content: { 'text/plain': { schema: Type.String() } },
          },
          401: Type.Ref('ErrorBody', { description: 'No bearer token, or not the metrics token' }),
          404: Type.Ref('ErrorBody', { description: 'Metrics are off: METRICS_TOKEN is not set' }),
        },
      },
    },
    async (request, reply) => {
      const endpoint = app.metricsEndpoint;
      if (!endpoint) return reply.callNotFound();
      if (!endpoint.authorised(request.headers.authorization)) {
        reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw unauthorized('GET /metrics needs Authorization: Bearer <the metrics token>');
      }
      return reply.type(endpoint.contentType).send(await endpoint.scrape());
    },
  );
};

export default metricsRoutes;
