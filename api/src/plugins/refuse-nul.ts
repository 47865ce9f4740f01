import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unprocessable } from './http-errors';

const NUL = '\u0000';

/**
 * Where the first string (or object key) holding U+0000 sits in `value`: `users.first_name`, `search`, or `context`
 * for the value itself; undefined when there is none. PostgreSQL cannot store U+0000 in text or jsonb, so it has to be
 * refused as bad input before any query. Iterative: a body may nest thousands of levels deep.
 */
export function nulPath(value: unknown, context: string): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes(NUL)) return path || context;
      continue;
    }
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return childPath.replaceAll(NUL, '\\u0000');
      pending.push([child, childPath]);
    }
  }
  return undefined;
}

/** Refuses a value holding U+0000 anywhere as a 422 naming the field. */
export function refuseNul(value: unknown, context: string): void {
  const path = nulPath(value, context);
  if (path === undefined) return;
  const message = `${path} must not contain NUL characters`;
  throw unprocessable(message, [message]);
}

/**
 * ASVS 5.1: a NUL in any string a client sends — path, query or body, on every route — is bad input (422), never a
 * database error (500). The path and query are checked before any route's own hooks read them (the condo alias, a
 * token lookup), the body as soon as it is parsed. Bodies a handler reads itself (multipart) call refuseNul.
 */
async function refuseNulPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    refuseNul(request.params, 'path');
    refuseNul(request.query, 'query');
  });
  app.addHook('preValidation', async (request) => {
    refuseNul(request.body, 'body');
  });
}

export default fp(refuseNulPlugin, { name: 'refuse-nul' });
