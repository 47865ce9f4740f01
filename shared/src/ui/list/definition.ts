import type { TableColumnType, TableProps } from '@condo/shared/antd';
import type { Key, ReactNode } from 'react';
import type { NavigateFunction } from 'react-router-dom';

/** What every list call receives. Filters are added under their own names, e.g. `status: ['active']`. */
export interface ListParams {
  page: number;
  per_page: number;
  /** The search box's text; omitted while the box is empty. */
  query?: string;
}

/** Filter options a list response carries: `{ status: { buckets: [{ key: 'sent', doc_count: 12 }] } }`. */
export type ListAggregation = Record<string, { buckets: { key: string; doc_count?: number }[] }>;

/** The contract's list envelope. */
export interface ListResponse<Row> {
  data: Row[];
  total_entries?: number;
  aggregation?: ListAggregation;
}

/** How the list asks: a background refresh passes `silent` so a failure does not toast every few seconds. */
export interface ListCallOptions {
  silent?: boolean;
}

/** A list call as `@condo/shared` declares it, e.g. `api.condos.list`. */
export type ListResource<Row, Query> = (query: Query, options?: ListCallOptions) => Promise<ListResponse<Row>>;

/** A table column; a column with `filters` sends the chosen values to the server under `filterParam`. */
export type ListColumn<Row> = TableColumnType<Row> & {
  /** The query name of this column's filter; defaults to the column's key, then its dataIndex. */
  filterParam?: string;
  /**
   * The filter's options are the buckets of this aggregation of the last response (the Outbox's filters); when the
   * response carries no such aggregation at all, the options are `fallback` (a fixed list of the spec), if given.
   */
  aggregationFilter?: { key: string; label?: (value: string) => string; fallback?: readonly string[] };
  /**
   * The row field this column shows is an addition of the reference API (docs/additions.md): the column is left out
   * when rows are loaded and none carries the field, as against the spec's backend, instead of showing blank.
   */
  addition?: string;
  /**
   * The cell's text in an export (list/export.ts), where the rendered cell is not already that text: by default an
   * export writes the text the cell renders, else the raw field.
   */
  exportValue?: (row: Row) => string | number | null | undefined;
  /** False for a column that holds only controls (Delete, Details): left out of exports. */
  export?: false;
};

/** Handed to columns, row clicks and extra actions, so a page declared at module level can still act. */
export interface ListContext {
  /** Fetches the current page again (after a save or a delete). */
  reload: () => void;
  /** Fetches the current page again without a spinner (background refresh, refetch after a save). */
  refreshSilently: () => void;
  navigate: NavigateFunction;
}

export interface ListPageOptions<Row, Query> {
  resource: ListResource<Row, Query>;
  /**
   * Names the list where the user's column choice and density are kept (`[a-z0-9-]`); by default its title's words,
   * after its URL prefix.
   */
  id?: string;
  columns: ListColumn<Row>[] | ((context: ListContext) => ListColumn<Row>[]);
  /**
   * A failed load marks the table empty (the reason and Retry above it) instead of an error page: spec part 2 §8
   * for the scheduler list.
   */
  emptyOnError?: boolean;
  rowKey: (keyof Row & string) | ((row: Row) => Key);
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Shows the debounced search box; its text goes to the server as `query`. */
  search?: boolean | { placeholder?: string };
  /** Page-size choices; spec part 1 §9: 10, 25, 50, 100. */
  pageSizes?: number[];
  /** Spec part 2 §9: 25. */
  defaultPageSize?: number;
  emptyText?: ReactNode;
  onRowClick?: (row: Row, context: ListContext) => void;
  /** Actions beside the search box (Add, Upload, …). */
  extra?: ReactNode | ((context: ListContext) => ReactNode);
  /** Fixed query values sent with every call, e.g. `{ type: 'LnprCamera' }`. */
  params?: Partial<Query>;
  /** Prefixes the URL parameters when one screen shows two lists. */
  urlPrefix?: string;
  /** Spec §9: 1000 ms (the Outbox waits 10 s). */
  searchDebounceMs?: number;
  /** Fetches the page again every so many milliseconds, silently (no spinner, no toasts), while the tab is visible. */
  autoRefreshMs?: number;
  /**
   * For a list whose search (`query`) or filters are additions of the reference API (docs/additions.md), which the
   * spec's backend ignores: whether a row fits what was asked, as the reference API decides it (or more leniently,
   * never more strictly). When an answer holds rows that do not fit, the server did not search or filter, so the
   * loaded page is filtered here and the list says that it was (`ServerListState.filteredHere`).
   */
  fitsRequest?: (row: Row, asked: { query: string; filters: Record<string, string[]> }) => boolean;
  /**
   * Export writes the file on the server instead of paging through the list here: an addition of the reference API
   * (the Outbox's), so a call that answers 404 or 405 falls back to paging. Gets the list's query without paging and
   * the exported columns' keys.
   */
  serverExport?: (query: Query, columns: string[]) => Promise<Blob>;
  /** The exported file's name, before the date and extension; by default the title's words. */
  exportName?: string;
  /** Rows that open to show more (a scheduler's error logs): antd's expandable, whose expand button is keyboard-reachable. */
  expandable?: TableProps<Row>['expandable'];
}

export type ListPageDefinition<Row, Query> = ListPageOptions<Row, Query> & {
  pageSizes: number[];
  defaultPageSize: number;
  searchDebounceMs: number;
};

export const defaultPageSizes = [10, 25, 50, 100];
export const defaultPageSize = 25;
/** Spec §9: search is debounced by one second. */
export const searchDebounceMs = 1000;

/** Declares a server-paged list page; render it with `<ListPage page={…} />`. */
export function defineListPage<Row, Query = ListParams>(
  options: ListPageOptions<Row, Query>,
): ListPageDefinition<Row, Query> {
  const pageSizes = options.pageSizes ?? defaultPageSizes;
  const pageSize = options.defaultPageSize ?? defaultPageSize;
  return {
    ...options,
    pageSizes: pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b),
    defaultPageSize: pageSize,
    searchDebounceMs: options.searchDebounceMs ?? searchDebounceMs,
  };
}

/** The pagination text of spec §9: '1-25 of 28 results'. */
export function rangeText(total: number, [from, to]: [number, number]): string {
  return `${from}-${to} of ${total} results`;
}

/** A list's column filters as the URL and the server read them: each filter's chosen values. */
export type ListFilters = Record<string, string[]>;
