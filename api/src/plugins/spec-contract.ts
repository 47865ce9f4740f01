import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { ADDITION, marksAdditions, type ResolveRef, stripAdditions } from './additions';

/**
 * `API_CONTRACT=spec`: the API answers as the spec's backend would, built from the `x-addition` marks
 * (plugins/additions.ts) of every route: an added path answers 404 as an unknown one does, added query parameters
 * and body fields are dropped before validation (as if never sent), and added response fields are dropped from
 * every answer, also from the JSON text some routes build themselves (sendPagedJson).
 */
async function specContract(app: FastifyInstance) {
  const resolve: ResolveRef = (ref) =>
    app.getSchema(ref.replace(/^#\/components\/schemas\//, '').replace(/#$/, '')) as Record<string, unknown>;
  const marked = new WeakMap<object, boolean>();
  const hasMarks = (schema: unknown) => {
    if (typeof schema !== 'object' || schema === null) return false;
    let known = marked.get(schema);
    if (known === undefined) {
      known = marksAdditions(schema, resolve);
      marked.set(schema, known);
    }
    return known;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.schema?.[ADDITION]) {
      reply.callNotFound();
      return reply;
    }
  });

  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    const query = request.query as Record<string, unknown> | undefined;
    const properties = (schema.querystring as { properties?: Record<string, Record<string, unknown>> } | undefined)
      ?.properties;
    if (query && properties) {
      for (const [name, property] of Object.entries(properties)) if (property[ADDITION]) delete query[name];
    }
    if (hasMarks(schema.body)) stripAdditions(schema.body, request.body, resolve);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const schema = responseSchema(request.routeOptions.schema, reply);
    if (!hasMarks(schema) || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const answer: unknown = JSON.parse(payload);
    stripAdditions(schema, answer, resolve);
    return JSON.stringify(answer);
  });
}

/** The response schema of the reply's status: exact, then `2xx`, then `default`. */
function responseSchema(schema: FastifySchema | undefined, reply: FastifyReply): unknown {
  const responses = schema?.response as Record<string, unknown> | undefined;
  if (!responses) return undefined;
  const status = reply.statusCode;
  const found = responses[status] ?? responses[`${Math.floor(status / 100)}xx`] ?? responses.default;
  const content = (found as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
  return content ? content['application/json']?.schema : found;
}

export default fp(specContract, { name: 'spec-contract' });
