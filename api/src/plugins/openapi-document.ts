import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { errorResponses } from './envelope';

type Schema = FastifySchema & { security?: unknown; produces?: string[]; response?: Record<string, unknown> };
type Operation = { operationId?: string };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const INPUTS = ['querystring', 'body', 'params', 'headers'] as const;

/**
 * What @fastify/swagger cannot read from a route schema alone, filled in the same way for every route so that the
 * OpenAPI document passes a linter's recommended rules (Redocly, scripts/lint-contract.mjs) without per-route edits:
 * - `security`: a route that declares none is public unless it runs `app.authenticate` (per-condo routes declare
 *   theirs in plugins/tenant.ts);
 * - the errors the app answers on its own: 422 when a route takes input (plugins/errors.ts), 429 when it is rate
 *   limited, and then a 200 when the route declares no success answer;
 * - `operationId`: the method and the path in camelCase (`GET /api/v1/alerts/{id}/resolve` → `getAlertsByIdResolve`).
 * Only the document changes: the route's own schema (validation, serialisation) is left as declared.
 */
export function documentTransforms(app: FastifyInstance): {
  transform: SwaggerTransform;
  transformObject: SwaggerTransformObject;
} {
  return {
    transform: ({ schema, url, route }) => ({ schema: documented(app, schema as Schema | undefined, route), url }),
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      withOperationIds((document.openapiObject.paths ?? {}) as Record<string, unknown>);
      return document.openapiObject;
    },
  };
}

function documented(app: FastifyInstance, schema: Schema | undefined, route: RouteOptions): Schema {
  const declared = schema ?? {};
  const response = { ...declared.response };
  const statuses = Object.keys(response);
  const errors: (422 | 429)[] = [];
  if (INPUTS.some((part) => declared[part]) && !statuses.includes('422')) errors.push(422);
  if (route.config && 'rateLimit' in route.config && !statuses.includes('429')) errors.push(429);
  Object.assign(response, errorResponses(...errors));
  if (Object.keys(response).length && !statuses.some((status) => status.startsWith('2'))) {
    // What @fastify/swagger documents for a route without response schemas, kept once it declares some errors.
    response[200] = { description: 'Default Response', ...successBody(declared.produces) };
  }
  return {
    ...declared,
    security: declared.security ?? (authenticates(app, route) ? [{ JWT: [] }] : []),
    ...(Object.keys(response).length ? { response } : {}),
  };
}

function successBody(produces: string[] | undefined) {
  if (!produces || produces.some((type) => type.includes('json'))) return {};
  return produces.every((type) => type.startsWith('text/')) ? { type: 'string' } : { type: 'string', format: 'binary' };
}

function authenticates(app: FastifyInstance, route: RouteOptions): boolean {
  const hooks = route.onRequest;
  return Array.isArray(hooks) ? hooks.includes(app.authenticate) : hooks === app.authenticate;
}

/** Sets each operation's `operationId` from its method and path; two operations with the same id fail start-up. */
export function withOperationIds(paths: Record<string, unknown>) {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      if (!METHODS.includes(method)) continue;
      const id = operation.operationId ?? operationIdOf(method, path);
      const other = seen.get(id);
      if (other) throw new Error(`operationId ${id} of ${method.toUpperCase()} ${path} is also ${other}'s`);
      seen.set(id, `${method.toUpperCase()} ${path}`);
      operation.operationId = id;
    }
  }
}

/** `post`, `/api/v1/vizitins/{id}/device_hard_reset` → `postVizitinsByIdDeviceHardReset` (the /api/v1 prefix left out). */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v1(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? ['by', ...parameter.split(/[_-]/)] : segment.split(/[_-]/);
    });
  return method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}
