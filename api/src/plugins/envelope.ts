import type { FastifyReply } from 'fastify';
import { type TSchema, Type } from 'typebox';

/** `{message, data?}`: the body of every error response. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    data: Type.Optional(Type.Array(Type.String(), { description: 'One readable message per invalid field (422)' })),
  },
  { $id: 'ErrorBody', title: 'ErrorBody' },
);

/** `{data, message?}` */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ data, message: Type.Optional(Type.String()) });
}

/** `{data: [...], total_entries}` for server-paged lists. */
export function PagedEnvelope<T extends TSchema>(item: T) {
  return Type.Object({ data: Type.Array(item), total_entries: Type.Integer(), message: Type.Optional(Type.String()) });
}

/** `{message}` */
export const MessageBody = Type.Object({ message: Type.String() });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  401: 'Missing, invalid or expired token',
  403: 'The caller lacks the permission',
  404: 'Not found, or a condo the caller does not belong to',
  410: 'The link has expired',
  413: 'The request body is too large',
  422: 'Validation failed; data lists each field',
  429: 'Rate limited',
};

/** Response schemas for the listed error statuses, for validation-free serialisation and the OpenAPI document. */
export function errorResponses(...statuses: (401 | 403 | 404 | 410 | 413 | 422 | 429)[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, Type.Ref('ErrorBody', { description: ERROR_DESCRIPTIONS[status] })]),
  );
}

/** ASVS 5.1.4: every string a client sends has a maximum length (a meta-test holds every route to it). */
export const MAX_LENGTH = { name: 255, text: 2000, search: 200, header: 4096 } as const;

/** A record id: PostgreSQL's integer, so an id past its range is a 422, not a database error. */
export const ID_MAX = 2_147_483_647;
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: ID_MAX, ...options });

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 25 })),
};

/** A string enum (`{enum: [...]}`), so a wrong value reads 'must be one of a, b'. */
export const StringEnum = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/**
 * Sends `{data, total_entries}` whose data is JSON text PostgreSQL built to the route's response schema (the
 * route's tests compare it with the schema's own serialisation): a JSON string body passes through Fastify as is.
 */
export function sendPagedJson(reply: FastifyReply, page: { data: string; total: number }) {
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"data":${page.data},"total_entries":${Math.trunc(page.total)}}`);
}
