import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/** Error fields holding a query's values (drizzle's DrizzleQueryError; PGlite's errors). */
const PARAMETER_KEYS = new Set(['params', 'parameters', 'queryOptions']);
/** drizzle's message is `Failed query: <sql>\nparams: <values>`: the values start here and run to the end. */
const PARAMS_IN_MESSAGE = '\nparams: ';
/** Query values that are credentials: a signed link's signature, a token. */
const SECRET_QUERY_VALUE = /([?&](?:signature|token|auth_token|refresh_token|otp_token)=)[^&#]*/gi;
const REDACTED = '[redacted]';

/**
 * The error as the log may show it: the same type, message (up to its SQL text), stack and fields, without the
 * values a failed query was given (they hold what clients sent: e-mails, names, tokens).
 */
export function withoutQueryValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const cut = error.message.indexOf(PARAMS_IN_MESSAGE);
  const hasValues = Object.keys(error).some((key) => PARAMETER_KEYS.has(key));
  if (cut < 0 && !hasValues) return error;
  const message = cut < 0 ? error.message : `${error.message.slice(0, cut)}\nparams: ${REDACTED}`;
  const copy = Object.create(Object.getPrototypeOf(error)) as Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (!PARAMETER_KEYS.has(key)) copy[key] = value;
  }
  copy.message = message;
  copy.stack = (error.stack ?? '').replace(error.message, message);
  if (error.cause !== undefined) copy.cause = withoutQueryValues(error.cause);
  return copy;
}

/** Fastify's request line, with credentials in the query string masked (a signed link's signature). */
function request(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY_VALUE, `$1${REDACTED}`),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The logger's options with what must never reach a log taken out: query values in errors (finding 9 of the security
 * review), credentials in URLs, and the Authorization / Refresh-Token headers should anyone log the headers.
 */
export function safeLoggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: request as never,
      err: (error: unknown) => stdSerializers.err(withoutQueryValues(error) as Error),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["refresh-token"]',
        'headers.authorization',
        'headers["refresh-token"]',
      ],
      censor: REDACTED,
    },
  };
}
