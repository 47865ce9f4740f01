import { DrizzleQueryError } from 'drizzle-orm';

/** SQLSTATEs of a server going down or not up yet: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SERVER_GOING_OR_COMING = new Set(['57P01', '57P02', '57P03']);
/** SQLSTATE class 08: connection exceptions; but 08P01, a protocol violation, is a fault of the statement sent. */
const CONNECTION_EXCEPTION = /^08(?!P01)[0-9A-Z]{3}$/;
/** The socket's errors when the server is down, gone mid-statement, or its name does not resolve (yet). */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's words for a connection that ended under a query, or one already broken when asked. */
const CONNECTION_LOST = /^Connection terminated|^Client has encountered a connection error/;

/**
 * Whether an error says the database server cannot be reached now (stopped, restarting, starting), as opposed to a
 * fault of the statement: the request may succeed if sent again later (plugins/errors.ts answers 503). Drizzle wraps
 * a query's error (its cause); connecting to a host with several addresses fails with an AggregateError of each.
 * Other causes are not followed: a fetch's ECONNREFUSED (report storage) says nothing about the database.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof DrizzleQueryError) return isDatabaseUnavailable(error.cause);
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SERVER_GOING_OR_COMING.has(code) || CONNECTION_EXCEPTION.test(code) || SOCKET_ERRORS.has(code)) return true;
  }
  return typeof message === 'string' && CONNECTION_LOST.test(message);
}
