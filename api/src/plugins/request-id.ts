import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a request id may look like when a proxy (nginx, the web server) or a client sends one. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of a request (Fastify's genReqId): the `X-Request-Id` the web server in front passed through, when well
 * formed, else a new UUID. Every log line of the request carries it (`reqId`), and the answer says it in
 * `X-Request-Id`, so a user's error toast leads support to the log lines.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}
