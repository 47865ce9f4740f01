import { type SQL, sql } from 'drizzle-orm';
import { DAY_MS } from '../db/time';
import type { Range } from './activity-range';

/**
 * A range read from a roll-up (db/schema/rollups.ts): its whole UTC buckets [from, to) come from the roll-up, the
 * partial buckets at its edges from the rows — [range.from, whole.from) and [whole.to, range.to]. A range within
 * one or two buckets is all edge.
 */
interface SplitRange {
  whole: { from: Date; to: Date } | null;
  edges: { from: Date; to: Date; toIncluded: boolean }[];
}

function splitRange(range: Range, bucketMs: number): SplitRange {
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

/** A condition keeping `column` within some of the range's buckets or edges. */
type Within = (column: SQL) => SQL;

/**
 * The range read from a roll-up and, at its edges, from the rows, as one derived table named `as`. `buckets` selects
 * the roll-up's rows, given the condition on its bucket column (an hour timestamptz, or a date for DAY_MS);
 * `rows` selects the same columns from the activity rows, given the condition on their time column (one SELECT per
 * edge, joined by UNION ALL, each an index range scan of its own).
 */
export function rolledUp(
  range: Range,
  bucketMs: number,
  read: { buckets: (whole: Within) => SQL; rows: (within: Within) => SQL },
  as: SQL,
): SQL {
  const split = splitRange(range, bucketMs);
  const bound = bucketMs === DAY_MS ? day : time;
  const whole: Within = (column) =>
    split.whole ? sql`${column} >= ${bound(split.whole.from)} AND ${column} < ${bound(split.whole.to)}` : sql`false`;
  const edges = split.edges.map((edge) =>
    read.rows(
      (column) =>
        sql`${column} >= ${time(edge.from)} AND ${column} ${edge.toIncluded ? sql`<=` : sql`<`} ${time(edge.to)}`,
    ),
  );
  return sql`(${read.buckets(whole)} UNION ALL ${sql.join(edges, sql` UNION ALL `)}) AS ${as}`;
}
