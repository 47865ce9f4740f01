import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from './http-errors';
import { validationMessages } from './validation-messages';

export const DATABASE_UNAVAILABLE = 'The database is unavailable; try again shortly.';
/** How long a client is asked to wait: the longest pause between the LISTEN connection's tries (db/database.ts). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every failure leaves as `{message, data?}`: 422 for validation (one message per field in data), 503 with
 * Retry-After while the database server cannot be reached, the thrown HttpError's status otherwise, and a bare 500
 * for anything unexpected.
 */
async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && error.validation && error.validationContext) {
      const bodySchema = request.routeOptions.schema?.body as { required?: string[] } | undefined;
      const data = validationMessages(error.validation, error.validationContext, bodySchema?.required);
      return reply.status(422).send({ message: data[0] ?? 'Invalid request', data });
    }
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1048576;
      return reply
        .status(413)
        .send({ message: `The request body is too large: at most ${(limit / 1048576).toFixed(0)} MB` });
    }
    // Never sent again from here: a write whose connection broke during its COMMIT may have been applied.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send({ message: DATABASE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: 'Internal Server Error' });
    }
    const body: { message: string; data?: string[] } = { message: error.message };
    if (error instanceof HttpError && error.data) body.data = error.data;
    return reply.status(status).send(body);
  });

  // Ajv coerces a query value such as `1e309` to Infinity and lets it through `integer` and `maximum`; the
  // database would then fail on it. Such a value is bad input: 422, like any other.
  // Only routes whose query or path is validated (and so coerced) run it.
  const refuseInfinity = async (request: FastifyRequest) => {
    for (const values of [request.query, request.params]) {
      for (const [name, value] of Object.entries((values as Record<string, unknown>) ?? {})) {
        if (typeof value === 'number' && !Number.isFinite(value)) {
          const message = `${name} must be a finite number`;
          throw new HttpError(422, message, [message]);
        }
      }
    }
  };
  app.addHook('onRoute', (route) => {
    if (!route.schema?.querystring && !route.schema?.params) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), refuseInfinity];
  });

  app.setNotFoundHandler((request, reply) => {
    // No route's hooks run for an unmatched path: the metrics time it here (plugins/metrics.ts), when they are on.
    request.server.metricsEndpoint?.timeUnmatched(request, reply);
    return reply.status(404).send({ message: 'Not Found' });
  });

  // Clients post to /admin/send_otp with no body, sometimes still labelled application/json.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
