import { type SQL, sql } from 'drizzle-orm';
import type { Range } from './activity-range';

/**
 * A range read from a roll-up (db/schema-rollups.ts): its whole UTC buckets [from, to) come from the roll-up, the
 * partial buckets at its edges from the rows — [range.from, whole.from) and [whole.to, range.to]. A range within
 * one or two buckets is all edge.
 */
export interface SplitRange {
  whole: { from: Date; to: Date } | null;
  edges: { from: Date; to: Date; toIncluded: boolean }[];
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export function splitRange(range: Range, bucketMs: number): SplitRange {
  const from = range.from.getTime();
  const to = range.to.getTime();
  const wholeFrom = Math.ceil(from / bucketMs) * bucketMs;
  const wholeTo = Math.floor(to / bucketMs) * bucketMs;
  if (wholeFrom >= wholeTo) return { whole: null, edges: [{ from: range.from, to: range.to, toIncluded: true }] };
  const edges: SplitRange['edges'] = [];
  if (from < wholeFrom) edges.push({ from: range.from, to: new Date(wholeFrom), toIncluded: false });
  edges.push({ from: new Date(wholeTo), to: range.to, toIncluded: true });
  return { whole: { from: new Date(wholeFrom), to: new Date(wholeTo) }, edges };
}

const time = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const day = (at: Date) => sql`${at.toISOString().slice(0, 10)}::date`;

/** The roll-up rows of the whole buckets: `column` is its hour (timestamptz) or, with `days`, its day (date). */
export function wholeBuckets(column: SQL, split: SplitRange, days = false): SQL {
  if (!split.whole) return sql`false`;
  const bound = days ? day : time;
  return sql`(${column} >= ${bound(split.whole.from)} AND ${column} < ${bound(split.whole.to)})`;
}

/**
 * One SELECT per edge, joined by UNION ALL (each an index range scan of its own): `select` gets the condition that
 * keeps a timestamptz column within the edge.
 */
export function overEdges(split: SplitRange, select: (within: (column: SQL) => SQL) => SQL): SQL {
  const selects = split.edges.map((edge) =>
    select(
      (column) =>
        sql`${column} >= ${time(edge.from)} AND ${column} ${edge.toIncluded ? sql`<=` : sql`<`} ${time(edge.to)}`,
    ),
  );
  return sql.join(selects, sql` UNION ALL `);
}
