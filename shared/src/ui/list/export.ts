import { isValidElement, type Key, type ReactNode } from 'react';
import { type SheetValue, writeCsv, writeXlsx } from '../../format/xlsx';
import type { ListColumn, ListFilters, ListPageDefinition, ListResponse } from './definition';

export type ExportFormat = 'xlsx' | 'csv';

/** Rows asked per call while an export pages through a list: the largest page size of spec §9. */
export const EXPORT_PAGE_SIZE = 100;
/** A list without a server export stops here: the file says so in its last row, and the toast too. */
export const EXPORT_ROW_LIMIT = 20_000;

/** A component whose text in an export is not among its children (a status dot draws its label as a prop). */
export type ExportText<Props> = { exportText?: (props: Props) => string };

/** One column of an export: its title as the table shows it and the text of each cell. */
export interface ExportColumn<Row> {
  key: string;
  title: string;
  value: (row: Row, index: number) => SheetValue;
}

/** The text a cell's React output reads as: strings and numbers, children, a status component's label. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(textOf).filter(Boolean).join(' ');
  if (!isValidElement(node)) return '';
  const props = node.props as Record<string, unknown>;
  const own = (node.type as ExportText<Record<string, unknown>>).exportText;
  if (typeof own === 'function') return own(props);
  if (props.children !== undefined) return textOf(props.children as ReactNode);
  for (const name of ['text', 'label']) {
    const value = props[name];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return '';
}

function fieldOf(row: unknown, dataIndex: unknown): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = row;
  for (const step of path) value = (value as Record<string, unknown> | null | undefined)?.[step as string];
  return value;
}

function plain(value: unknown): SheetValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  return typeof value === 'object' ? '' : String(value);
}

/**
 * The columns an export writes, in the table's order: every column with a title that holds more than controls.
 * A cell is the column's `exportValue`, else the text the table draws for it, else the raw field.
 */
export function exportColumns<Row>(columns: ListColumn<Row>[]): ExportColumn<Row>[] {
  return columns.flatMap((column, position) => {
    const title = textOf(column.title as ReactNode).trim();
    if (column.export === false || !title) return [];
    const { dataIndex } = column as { dataIndex?: unknown };
    const key = String(column.key ?? (Array.isArray(dataIndex) ? dataIndex.join('.') : (dataIndex ?? position)));
    const value = (row: Row, index: number): SheetValue => {
      if (column.exportValue) return column.exportValue(row) ?? '';
      const raw = fieldOf(row, dataIndex);
      const drawn = column.render ? textOf(column.render(raw, row, index) as ReactNode).trim() : '';
      return drawn || plain(raw);
    };
    return [{ key, title, value }];
  });
}

export interface CollectedRows<Row> {
  rows: Row[];
  /** More rows fit the filter than EXPORT_ROW_LIMIT. */
  truncated: boolean;
}

export interface CollectOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number | undefined) => void;
}

/** The list's query as the table last asked it, without its page. */
export function exportQuery(requestKey: string): Record<string, unknown> {
  const { page: _page, per_page: _perPage, ...query } = JSON.parse(requestKey) as Record<string, unknown>;
  return query;
}

/** One page of a paged source, as list calls answer it. */
export type FetchPage<Row> = (page: number, perPage: number) => Promise<ListResponse<Row>>;

/**
 * Every row of a paged source, EXPORT_PAGE_SIZE at a time, in the server's order. A row met twice (the list moved
 * while it was read: a new message pushes the Outbox down) is kept once.
 */
export async function collectPages<Row>(
  fetchPage: FetchPage<Row>,
  keyOf: (row: Row) => Key,
  { signal, onProgress }: CollectOptions = {},
): Promise<CollectedRows<Row>> {
  const seen = new Set<Key>();
  const rows: Row[] = [];
  for (let number = 1; ; number++) {
    signal?.throwIfAborted();
    const answer = await fetchPage(number, EXPORT_PAGE_SIZE);
    signal?.throwIfAborted();
    const got = Array.isArray(answer?.data) ? answer.data : [];
    for (const row of got) {
      const key = keyOf(row);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(row);
    }
    const total = answer?.total_entries;
    onProgress?.(Math.min(rows.length, total ?? rows.length), total);
    if (got.length < EXPORT_PAGE_SIZE || (total !== undefined && number * EXPORT_PAGE_SIZE >= total)) {
      return { rows, truncated: false };
    }
    if (rows.length >= EXPORT_ROW_LIMIT) return { rows: rows.slice(0, EXPORT_ROW_LIMIT), truncated: true };
  }
}

/** Every row of the list's current search and filters (collectPages), as the table asks for them. */
export async function collectRows<Row, Query>(
  page: ListPageDefinition<Row, Query>,
  requestKey: string,
  options: CollectOptions = {},
): Promise<CollectedRows<Row>> {
  const query = exportQuery(requestKey);
  const keyOf = (row: Row): Key =>
    typeof page.rowKey === 'function' ? page.rowKey(row) : (row[page.rowKey] as unknown as Key);
  const fetchPage: FetchPage<Row> = (number, perPage) =>
    page.resource({ ...query, page: number, per_page: perPage } as Query);
  const collected = await collectPages(fetchPage, keyOf, options);
  return { ...collected, rows: fitting(page, query, collected.rows) };
}

/** A file made by an export, with the number of rows it holds. */
export interface ExportedFile {
  blob: Blob;
  count?: number;
  truncated?: boolean;
}

/** Reads a paged source through and writes its file: for tables outside the list kit (error logs, History). */
export async function exportPaged<Row extends { id: Key }>(
  format: ExportFormat,
  name: string,
  columns: ExportColumn<Row>[],
  fetchPage: FetchPage<Row>,
  options: CollectOptions = {},
): Promise<ExportedFile> {
  const collected = await collectPages(fetchPage, (row) => row.id, options);
  const blob = await exportFile(format, name, columns, collected);
  return { blob, count: collected.rows.length, truncated: collected.truncated };
}

/** A server that ignored the search or a filter (the spec's backend, see `fitsRequest`): keep the rows that fit. */
function fitting<Row, Query>(page: ListPageDefinition<Row, Query>, query: Record<string, unknown>, rows: Row[]) {
  if (!page.fitsRequest) return rows;
  const filters: ListFilters = {};
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) filters[name] = value.map(String);
  }
  const asked = { query: typeof query.query === 'string' ? query.query : '', filters };
  return rows.filter((row) => page.fitsRequest?.(row, asked));
}

/** The export's file: a header row of the column titles, then one row per list row. */
export async function exportFile<Row>(
  format: ExportFormat,
  sheetName: string,
  columns: ExportColumn<Row>[],
  { rows, truncated }: CollectedRows<Row>,
): Promise<Blob> {
  const body = rows.map((row, index) => columns.map((column) => column.value(row, index)));
  if (truncated)
    body.push([`Only the first ${EXPORT_ROW_LIMIT.toLocaleString('en')} rows: narrow the filter for the rest`]);
  const header = columns.map((column) => column.title);
  if (format === 'csv') return writeCsv([header, ...body]);
  return writeXlsx([
    { name: sheetTitle(sheetName), rows: [{ cells: header, bold: true }, ...body.map((cells) => ({ cells }))] },
  ]);
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
function sheetTitle(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Export'
  );
}

/** `sent-messages-2026-11-27.xlsx`. */
export function exportFileName(base: string, format: ExportFormat, today = new Date()): string {
  const words =
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export';
  const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((n) => String(n).padStart(2, '0'));
  return `${words}-${date.join('-')}.${format}`;
}

export { isMissingRoute } from './missingRoute';
