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

/** Which page of a list, counted from 1, of perPage rows. */
export interface Paging {
  page: number;
  perPage: number;
}

/** Where a page starts and how long it is, for a page query that sets them itself. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of a list and how many rows the list has in all, asked side by side. `list` is the ordered query without
 * limit or offset (`.$dynamic()`), or a function that makes the page's query given its window (SQL written by hand,
 * a page of keys joined afterwards); `counted` counts the same rows (the same tables and condition) as `{ total }`.
 * Without perPage (a query, not a function) the page is the whole list.
 */
export function pageWithTotal<List extends PgSelect>(
  list: List,
  counted: PromiseLike<{ total: number }[]>,
  paging: { page: number; perPage?: number | undefined },
): Promise<{ rows: Awaited<List>; total: number }>;
export function pageWithTotal<Row>(
  list: (window: PageWindow) => PromiseLike<Row[]>,
  counted: PromiseLike<{ total: number }[]>,
  paging: Paging,
): Promise<{ rows: Row[]; total: number }>;
export async function pageWithTotal(
  list: PgSelect | ((window: PageWindow) => PromiseLike<unknown[]>),
  counted: PromiseLike<{ total: number }[]>,
  { page, perPage }: { page: number; perPage?: number | undefined },
) {
  // The overloads give a function its perPage: only a query may ask for the whole list.
  const slice: PageWindow = { limit: perPage ?? 0, offset: (page - 1) * (perPage ?? 0) };
  const rows =
    typeof list === 'function'
      ? list(slice)
      : perPage === undefined
        ? list
        : list.limit(slice.limit).offset(slice.offset);
  const [pageRows, [count]] = await Promise.all([rows, counted]);
  return { rows: pageRows, total: Number(count?.total ?? 0) };
}
