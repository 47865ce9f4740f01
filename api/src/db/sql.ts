import type { PgSelect } from 'drizzle-orm/pg-core';

/** `text` with `%`, `_` and `\` escaped, so that each matches itself in a LIKE pattern. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** An ILIKE pattern matching any text that contains `text` as typed. */
export const likeContaining = (text: string) => `%${likeEscaped(text)}%`;

/** An ILIKE pattern matching any text that starts with `text` as typed. */
export const likeStartingWith = (text: string) => `${likeEscaped(text)}%`;

/**
 * Whether a write failed on a unique index (PostgreSQL's 23505), however deeply the driver wrapped the error: the
 * answer to a concurrent write that passed the "is it taken?" check.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Which page of a list, counted from 1; no perPage: the whole list. */
export interface Paging {
  page: number;
  perPage?: number | undefined;
}

/**
 * One page of a list and how many rows the list has in all, asked side by side. `list` is the ordered query without
 * limit or offset (`.$dynamic()`); `counted` counts the same rows (the same tables and condition) as `{ total }`.
 */
export async function pageWithTotal<List extends PgSelect>(
  list: List,
  counted: PromiseLike<{ total: number }[]>,
  { page, perPage }: Paging,
): Promise<{ rows: Awaited<List>; total: number }> {
  const [rows, [count]] = await Promise.all([
    perPage === undefined ? list : list.limit(perPage).offset((page - 1) * perPage),
    counted,
  ]);
  return { rows, total: count?.total ?? 0 };
}
