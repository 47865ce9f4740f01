import { CsvError, parse } from 'csv-parse/sync';

/** The largest file the import takes (stated in the console's Units Data dialog and docs/api/condos-and-users.md). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The longest block, floor or unit name. */
export const MAX_UNIT_PART = 50;
export const UNIT_COLUMNS = ['block', 'floor', 'unit'] as const;

export interface UnitRow {
  block: string;
  floor: string;
  unit: string;
}

/** A row the import refuses: its line as the file numbers it (the header is line 1). */
export interface BadRow {
  line: number;
  reason: string;
}

export type ParsedUnits = { ok: true; rows: UnitRow[] } | { ok: false; message: string; problems: BadRow[] };

const refuse = (message: string, problems: BadRow[]): ParsedUnits => ({ ok: false, message, problems });

/**
 * Reads a units CSV (header `block,floor,unit` in any case and order, a BOM allowed, extra columns ignored, blank
 * lines skipped) and checks every row: each part required, at most MAX_UNIT_PART characters, on one line, and no
 * row twice in the file (both lines are reported). All or nothing: one bad row refuses the file.
 */
export function parseUnitsCsv(text: string): ParsedUnits {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? 1;
    const reason = `not readable as CSV: ${error.message.replace(/^[^:]*:\s*/, '')}`;
    return refuse(`The file is not valid CSV (line ${line})`, [{ line, reason }]);
  }
  const [header, ...body] = records;
  if (!header) return refuse('The file is empty: it needs the header block,floor,unit and one row per unit', []);
  const names = header.record.map((name) => name.trim().toLowerCase());
  const missing = UNIT_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length) {
    const reason = `the header must name the columns block, floor and unit (missing: ${missing.join(', ')})`;
    return refuse(`The header is not block,floor,unit`, [{ line: header.info.lines, reason }]);
  }
  if (!body.length) return refuse('The file has a header but no units', []);
  const at = UNIT_COLUMNS.map((column) => names.indexOf(column));

  const problems: BadRow[] = [];
  const rows: UnitRow[] = [];
  const firstLineOf = new Map<string, number>();
  const reportedFirst = new Set<number>();
  for (const { record, info } of body) {
    const line = info.lines;
    const [block, floor, unit] = at.map((index) => record[index] ?? '') as [string, string, string];
    const reasons: string[] = [];
    for (const [column, value] of [
      ['block', block],
      ['floor', floor],
      ['unit', unit],
    ] as const) {
      if (!value) reasons.push(`${column} is required`);
      else if (value.length > MAX_UNIT_PART) reasons.push(`${column} is longer than ${MAX_UNIT_PART} characters`);
      else if (/[\r\n]/.test(value)) reasons.push(`${column} must be on one line`);
    }
    if (!reasons.length) {
      const key = JSON.stringify([block, floor, unit]);
      const first = firstLineOf.get(key);
      if (first === undefined) firstLineOf.set(key, line);
      else {
        reasons.push(`duplicate of line ${first} (${block}, ${floor}, ${unit})`);
        if (!reportedFirst.has(first)) {
          reportedFirst.add(first);
          problems.push({ line: first, reason: `repeated later in the file (${block}, ${floor}, ${unit})` });
        }
      }
    }
    if (reasons.length) problems.push({ line, reason: reasons.join('; ') });
    else rows.push({ block, floor, unit });
  }
  if (problems.length) {
    problems.sort((a, b) => a.line - b.line);
    const lines = new Set(problems.map((problem) => problem.line)).size;
    const message = `${lines} ${lines === 1 ? 'row is' : 'rows are'} invalid; nothing was imported`;
    return refuse(message, problems);
  }
  return { ok: true, rows };
}

/** Whether the bytes are text (UTF-8, no NUL bytes), not a spreadsheet or an image renamed .csv. */
export function decodeText(content: Buffer): string | null {
  if (content.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return null;
  }
}
