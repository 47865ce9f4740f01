// How the benchmarks print: progress on stderr, then on stdout a header, aligned tables, PASS/MISS and a last line
// with the count of misses (exit code 1 with --strict when there is one).
import { cpuCount } from './stats.mjs';

/** A progress line on stderr. */
export const log = (...line) => console.error('·', ...line);

/** PASS when `value` is at most `target`. */
export const verdict = (value, target) => (value <= target ? 'PASS' : 'MISS');

/** The result column of a row: PASS, MISS, or info for a figure without a target (`pass` null or undefined). */
export const result = (pass) => (pass === undefined || pass === null ? 'info' : pass ? 'PASS' : 'MISS');

/**
 * `Smart Condo Management — <title> (<detail; >N CPUs; load average … at start, … at end; S s)`, between empty lines.
 * `loadAtStart` is the formatted load average taken when the benchmark began, at `began` (ms).
 */
export function printHeader(title, { detail, loadAtStart, loadAtEnd, began }) {
  console.log('');
  console.log(
    `Smart Condo Management — ${title} (${detail ? `${detail}; ` : ''}${cpuCount()} CPUs; load average ` +
      `${loadAtStart} at start, ${loadAtEnd} at end; ${((Date.now() - began) / 1000).toFixed(0)} s)`,
  );
  console.log('');
}

/**
 * Prints `rows` (arrays of cells) under `head`, each column as wide as its widest cell, two spaces apart; `right`
 * holds the columns aligned right. A `{ heading }` row prints a section line as wide as the first `headingSpan`
 * columns; `rule` draws dashes under the head.
 */
export function printTable(head, rows, { right = new Set(), rule = false, headingSpan = head.length } = {}) {
  const cellRows = rows.filter(Array.isArray);
  const widths = head.map((h, i) => Math.max(String(h).length, ...cellRows.map((c) => String(c[i]).length)));
  const line = (c) =>
    c
      .map((x, i) => (right.has(i) ? String(x).padStart(widths[i]) : String(x).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(head));
  if (rule) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  const span = widths.slice(0, headingSpan).reduce((a, b) => a + b + 2, 0);
  for (const row of rows) {
    console.log(
      Array.isArray(row) ? line(row) : `${row.heading} ${'-'.repeat(Math.max(3, span - row.heading.length - 3))}`,
    );
  }
}

/** Notes as a list under the table. */
export function printNotes(notes) {
  if (notes.length) console.log(`\n${notes.map((n) => `- ${n}`).join('\n')}`);
}

/** The last line: `N MISS` or `All targets met.`; with `strict`, exit code 1 when a target was missed. */
export function printOutcome(misses, { strict = false } = {}) {
  console.log(`\n${misses ? `${misses} MISS` : 'All targets met.'}`);
  if (strict && misses) process.exitCode = 1;
}
