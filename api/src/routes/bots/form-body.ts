import { parse } from 'node:querystring';

/**
 * Reads `bots[name]=Gate&bots[read_only]=true` as `{bots: {name: 'Gate', read_only: 'true'}}`; the route
 * schema then coerces the strings (Ajv coerceTypes). One level of brackets is all the contract uses.
 */
export function parseBracketedForm(body: string): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parse(body))) {
    const match = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (!match) {
      nested[key] = value;
      continue;
    }
    const [, outer, inner] = match as unknown as [string, string, string];
    const group = typeof nested[outer] === 'object' && nested[outer] !== null ? nested[outer] : {};
    (group as Record<string, unknown>)[inner] = value;
    nested[outer] = group;
  }
  return nested;
}
