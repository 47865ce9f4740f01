export type QueryValue = string | number | boolean | Date;
export type Query = Record<string, QueryValue | readonly QueryValue[] | null | undefined>;

const encodeValue = (value: QueryValue) =>
  encodeURIComponent(value instanceof Date ? value.toISOString() : String(value));

/**
 * `?key=v&list[]=a&list[]=b` with keys exactly as given. Arrays go as `key[]=…` (the contract's default)
 * or, for keys listed in `repeated`, as `key=a&key=b`. Null and undefined are left out; so is an empty array.
 */
export function serializeQuery(query: Query | undefined, repeated: readonly string[] = []): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    const name = encodeURIComponent(key);
    if (Array.isArray(value)) {
      const arrayName = repeated.includes(key) ? name : `${name}[]`;
      for (const item of value as readonly QueryValue[]) {
        if (item !== null && item !== undefined) parts.push(`${arrayName}=${encodeValue(item)}`);
      }
    } else {
      parts.push(`${name}=${encodeValue(value as QueryValue)}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
