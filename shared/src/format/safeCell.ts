/** What makes a spreadsheet read a cell as a formula (CSV injection, OWASP); tab and CR hide a formula after them. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** "-12", "+6591234567", "3.5": a spreadsheet reads a plain number as that number, never as a formula. */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A cell of a CSV or spreadsheet the console writes, safe to open: a text that a spreadsheet would take for a formula
 * gets a leading `'`, so it shows as the text it is. Numbers, plain numbers in text and a lone character (the "-" of
 * an empty cell) cannot be formulas and stay as they are. A formula cell an export builds itself (a report's
 * HYPERLINK) is not data and does not go through here. The API has the same helper (api/src/export/safe-cell.ts).
 */
export function safeCell<T>(value: T): T {
  if (typeof value !== 'string' || value.length < 2) return value;
  if (!FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value;
  return `'${value}` as T;
}
