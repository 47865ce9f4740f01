import { parse } from 'node:querystring';
import { HttpError } from '../../plugins/http-errors';

/** Names that reach an object's prototype when written as keys: never a field of ours. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads `bots[name]=Gate&bots[read_only]=true` as `{bots: {name: 'Gate', read_only: 'true'}}`; the route
 * schema then coerces the strings (Ajv coerceTypes). One level of brackets is all the contract uses.
 * The objects have no prototype and a prototype key is refused (400), so no body can write into
 * Object.prototype for the whole process (`__proto__[api/v1/users]=create` once did).
 */
export function parseBracketedForm(body: string): Record<string, unknown> {
  const nested: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(parse(body))) {
    const match = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    const names = match ? [match[1] as string, match[2] as string] : [key];
    const refused = names.find((name) => PROTOTYPE_KEYS.has(name));
    if (refused) {
      throw new HttpError(400, `The form field ${key} is not allowed: ${refused} is not a field name`);
    }
    if (!match) {
      nested[key] = value;
      continue;
    }
    const [outer, inner] = names as [string, string];
    const existing = nested[outer];
    const group = (typeof existing === 'object' && existing !== null ? existing : Object.create(null)) as Record<
      string,
      unknown
    >;
    group[inner] = value;
    nested[outer] = group;
  }
  return nested;
}
