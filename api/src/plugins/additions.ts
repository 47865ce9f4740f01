import type { TSchema } from 'typebox';

/**
 * The OpenAPI extension that marks what the spec (../shared/spec) does not give: a path, query parameter, body field
 * or response field of this API only. docs/additions.md is generated from the marks, and the spec-only profile
 * (API_CONTRACT=spec, plugins/spec-contract.ts) drops whatever carries one.
 */
export const ADDITION = 'x-addition';

declare module 'fastify' {
  interface FastifySchema {
    /** The whole route is an addition (addedRoute). */
    [ADDITION]?: string;
  }
}

/** Marks a field or query parameter the spec does not give: `note: addition('why', Type.String())`. */
export function addition<T extends TSchema>(why: string, schema: T): T {
  // A copy with TypeBox's hidden keys (Optional's marker is not enumerable), so the field stays optional.
  const marked: Record<string, unknown> = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema));
  marked[ADDITION] = why;
  return marked as T;
}

/** Marks a whole route the spec does not give: `schema: { ...addedRoute('why'), response: … }`. */
export function addedRoute(why: string): { [ADDITION]: string } {
  return { [ADDITION]: why };
}

type Schema = Record<string, unknown>;
export type ResolveRef = (ref: string) => Schema | undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Deletes from `value` (in place) every property its schema marks as an addition, at any depth: through `$ref`s,
 * unions, array items and records.
 */
export function stripAdditions(schema: unknown, value: unknown, resolve: ResolveRef, depth = 0): void {
  if (!isObject(schema) || depth > 64 || (typeof value !== 'object' && value !== null) || value === null) return;
  if (typeof schema.$ref === 'string') {
    stripAdditions(resolve(schema.$ref), value, resolve, depth + 1);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) for (const branch of branches) stripAdditions(branch, value, resolve, depth + 1);
  }
  if (Array.isArray(value)) {
    if (isObject(schema.items)) for (const item of value) stripAdditions(schema.items, item, resolve, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [key, property] of Object.entries(properties)) {
    if (!Object.hasOwn(record, key)) continue;
    if (isObject(property) && property[ADDITION]) delete record[key];
    else stripAdditions(property, record[key], resolve, depth + 1);
  }
  const others = [
    ...(isObject(schema.additionalProperties) ? [schema.additionalProperties] : []),
    ...(isObject(schema.patternProperties) ? Object.values(schema.patternProperties) : []),
  ];
  for (const other of others) {
    for (const key of Object.keys(record)) {
      if (!Object.hasOwn(properties, key)) stripAdditions(other, record[key], resolve, depth + 1);
    }
  }
}

/** Whether the schema marks anything at any depth (so routes without marks skip the work). */
export function marksAdditions(schema: unknown, resolve: ResolveRef, seen = new Set<unknown>()): boolean {
  if (!isObject(schema) && !Array.isArray(schema)) return false;
  if (seen.has(schema)) return false;
  seen.add(schema);
  if (isObject(schema)) {
    if (schema[ADDITION]) return true;
    if (typeof schema.$ref === 'string' && marksAdditions(resolve(schema.$ref), resolve, seen)) return true;
  }
  return Object.values(schema).some((child) => marksAdditions(child, resolve, seen));
}
