import { unprocessable } from '../plugins/http-errors';

/** Ids as a set (a user picked twice is one recipient); undefined stays undefined (a PUT that leaves them). */
export const uniqueIds = (ids: number[] | undefined) => (ids === undefined ? undefined : [...new Set(ids)]);

/** A name without its surrounding spaces; all spaces is a 422 (the schema's minLength counts them). */
export function trimmedName(name: string | undefined) {
  if (name === undefined) return undefined;
  const trimmed = name.trim();
  if (!trimmed) throw unprocessable('name must not be empty', ['name must not be empty']);
  return trimmed;
}
