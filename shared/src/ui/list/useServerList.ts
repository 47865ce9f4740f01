import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { onReconnect } from '../../api/outage';
import { useUpdateSearchParams } from '../useUpdateSearchParams';
import type { ColumnChoice } from './ColumnChooser';
import type { ListAggregation, ListColumn, ListContext, ListFilters, ListPageDefinition } from './definition';
import { textOf } from './export';
import { useDebouncedSearch } from './useDebouncedSearch';
import {
  type TableColumnPreference,
  type TableDensity,
  type TablePreferencesState,
  useTablePreferences,
} from './useTablePreferences';

export interface ServerListState<Row> {
  rows: Row[];
  total: number;
  /**
   * The server ignored the search or a filter (the spec's backend has no such parameter, see `fitsRequest`): `rows`
   * are the loaded page's rows that fit, found here.
   */
  filteredHere: boolean;
  /** The last response's aggregations (filter options), if it carried any. */
  aggregation: ListAggregation | undefined;
  page: number;
  perPage: number;
  /** The query sent to the server (the debounced search text). */
  query: string;
  filters: ListFilters;
  /** The query of the current call as JSON (fixed params, filters, search, paging): what an export asks again. */
  requestKey: string;
  /** The columns the user shows, in their order, with their filters bound to the URL state. */
  columns: ListColumn<Row>[];
  /** Every column of the list as the column chooser lists it: title, shown or hidden, the user's order. */
  columnChoices: ColumnChoice[];
  /** The user's row density for this list. */
  density: TableDensity;
  /** The user's column choice and density for this list, remembered (useTablePreferences). */
  preferences: TablePreferencesState;
  /** True until the first answer (or failure): draw a skeleton. */
  initialLoading: boolean;
  /** True while a later call runs: keep the rows and show a spinner. */
  refreshing: boolean;
  error: unknown;
  /** What the search box shows right now (ahead of `query` by the debounce). */
  searchText: string;
  setSearchText: (text: string) => void;
  /** Sends the search text at once (Enter). */
  submitSearch: (text?: string) => void;
  setPage: (page: number, perPage?: number) => void;
  setFilters: (filters: ListFilters) => void;
  context: ListContext;
}

interface Loaded<Row> {
  key: string;
  rows: Row[];
  total: number;
  aggregation?: ListAggregation;
}

/**
 * The logic of a server-paged list, apart from drawing: page, page size, search text and filters live in the URL
 * (so reload and back keep them), the resource is called whenever they change, stale answers are dropped.
 */
export interface ServerListOptions {
  /**
   * False while the list stays mounted but out of sight (an inactive tab): it does not poll, and it refreshes
   * silently when it shows again, so a user switching back sees its rows at once and then their update.
   */
  active?: boolean;
}

export function useServerList<Row, Query>(
  definition: ListPageDefinition<Row, Query>,
  { active = true }: ServerListOptions = {},
): ServerListState<Row> {
  const { resource, pageSizes, defaultPageSize, urlPrefix = '', params: fixedParams } = definition;
  const [searchParams, updateUrl] = useUpdateSearchParams();
  const navigate = useNavigate();
  const [reloadCount, setReloadCount] = useState(0);
  const nextCallSilent = useRef(false);
  const reload = useCallback(() => setReloadCount((count) => count + 1), []);
  const refreshSilently = useCallback(() => {
    nextCallSilent.current = true;
    setReloadCount((count) => count + 1);
  }, []);
  const context = useMemo<ListContext>(
    () => ({ reload, refreshSilently, navigate }),
    [reload, refreshSilently, navigate],
  );

  const declaredColumns = useMemo(
    () => (typeof definition.columns === 'function' ? definition.columns(context) : definition.columns),
    [definition.columns, context],
  );
  const filterNames = useMemo(() => filterParamsOf(declaredColumns), [declaredColumns]);
  const columnKeys = useMemo(() => declaredColumns.map(columnKeyOf), [declaredColumns]);
  const preferences = useTablePreferences(definition.id ?? listIdOf(definition), columnKeys);
  const name = useCallback((key: string) => `${urlPrefix}${key}`, [urlPrefix]);
  const page = positiveInt(searchParams.get(name('page'))) ?? 1;
  const requestedPerPage = positiveInt(searchParams.get(name('per_page')));
  const perPage = requestedPerPage && pageSizes.includes(requestedPerPage) ? requestedPerPage : defaultPageSize;
  const query = searchParams.get(name('query')) ?? '';
  const filters: ListFilters = {};
  for (const filter of filterNames.values()) {
    const values = searchParams.getAll(name(filter));
    if (values.length) filters[filter] = values;
  }

  const filtersKey = JSON.stringify(filters);
  // A column the user hid still shows while its filter applies (a link with the filter, say): a filter nobody can
  // see would narrow the rows without a trace. Hiding it in the chooser clears its filter (setColumns below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for filters.
  const arranged = useMemo(() => {
    const byKey = new Map(declaredColumns.map((column, index) => [columnKeys[index], column]));
    const choices: ColumnChoice[] = [];
    const shown: ListColumn<Row>[] = [];
    for (const { key, hidden: hiddenByUser } of preferences.columns) {
      const column = byKey.get(key);
      if (!column) continue;
      const filter = filterNameOf(column);
      const hidden = hiddenByUser && !(filter && filters[filter]);
      choices.push({ key, hidden, title: textOf(column.title as ReactNode).trim() || key });
      if (!hidden) shown.push(column);
    }
    return { byKey, choices, shown };
  }, [declaredColumns, columnKeys, preferences.columns, filtersKey]);

  const request = { ...fixedParams, ...filters, page, per_page: perPage, ...(query ? { query } : {}) };
  const requestKey = JSON.stringify(request);

  const [loaded, setLoaded] = useState<Loaded<Row> | null>(null);
  const loadedKeyRef = useRef<string | null>(null);
  useEffect(() => {
    loadedKeyRef.current = loaded?.key ?? null;
  }, [loaded]);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const latestCall = useRef(0);
  // An inline `resource` changes identity on every render; only the request decides when to call.
  const resourceRef = useRef(resource);
  useEffect(() => {
    resourceRef.current = resource;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: requestKey stands for the request; reloadCount forces a call.
  useEffect(() => {
    const call = ++latestCall.current;
    const key = requestKey;
    const offset = (page - 1) * perPage;
    // A silent call keeps the table as it is (no spinner, no toast) unless the request itself changed.
    const silent = nextCallSilent.current && loadedKeyRef.current === key;
    nextCallSilent.current = false;
    if (!silent) {
      setPendingKey(key);
      setError(null); // a retry shows progress (skeleton or spinner) instead of the old failure
    }
    // The request is rebuilt from its key: list queries are plain JSON values (numbers, strings, string arrays).
    Promise.resolve()
      .then(() =>
        silent
          ? resourceRef.current(JSON.parse(key) as Query, { silent: true })
          : resourceRef.current(JSON.parse(key) as Query),
      )
      .then(
        (response) => {
          if (call !== latestCall.current) return; // a newer request has been sent: drop this answer
          const rows = Array.isArray(response?.data) ? response.data : [];
          // Without total_entries the list cannot know what follows; it counts what it has seen.
          const next = {
            key,
            rows,
            total: response?.total_entries ?? offset + rows.length,
            aggregation: response?.aggregation,
          };
          // A refresh that brings nothing new keeps the rows as they are: the table does not draw again.
          setLoaded((current) => (current && sameAnswer(current, next) ? current : next));
          setError(null);
          setPendingKey(null);
        },
        (failure: unknown) => {
          if (call !== latestCall.current) return;
          setError(failure ?? new Error('The list could not be loaded'));
          setPendingKey(null);
        },
      );
  }, [requestKey, reloadCount]);

  // Background refresh: devices change state on their own (spec part 1 §4); a hidden page or tab does not poll.
  const { autoRefreshMs } = definition;
  useEffect(() => {
    if (!autoRefreshMs || !active) return;
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || !document.hidden) refreshSilently();
    }, autoRefreshMs);
    return () => clearInterval(timer);
  }, [autoRefreshMs, refreshSilently, active]);
  // Back after an outage (api/outage.ts): the list reads itself again, quietly when it has rows to keep showing.
  const failed = error !== null;
  const hasRows = loaded !== null;
  useEffect(
    () => onReconnect(() => (failed || !hasRows ? reload() : refreshSilently())),
    [failed, hasRows, reload, refreshSilently],
  );
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) refreshSilently();
    wasActive.current = active;
  }, [active, refreshSilently]);

  const setPage = useCallback(
    (nextPage: number, nextPerPage?: number) =>
      updateUrl((next) => {
        if (nextPerPage !== undefined && nextPerPage !== perPage) {
          setOrDelete(next, name('per_page'), nextPerPage === defaultPageSize ? null : nextPerPage);
          next.delete(name('page')); // a new page size starts again at page 1
          return;
        }
        setOrDelete(next, name('page'), nextPage <= 1 ? null : nextPage);
      }),
    [updateUrl, name, perPage, defaultPageSize],
  );

  const applyQuery = useCallback(
    (text: string) => {
      const trimmed = text.trim();
      if (trimmed === query) return;
      // A new search starts at page 1 (spec part 2 §4).
      updateUrl(
        (next) => {
          setOrDelete(next, name('query'), trimmed || null);
          next.delete(name('page'));
        },
        { replace: true },
      );
    },
    [updateUrl, name, query],
  );

  const { searchText, setSearchText, submitSearch } = useDebouncedSearch(
    query,
    applyQuery,
    definition.searchDebounceMs,
  );

  const setFilters = useCallback(
    (nextFilters: ListFilters) =>
      updateUrl((next) => {
        for (const filter of filterNames.values()) {
          next.delete(name(filter));
          for (const value of nextFilters[filter] ?? []) next.append(name(filter), value);
        }
        next.delete(name('page'));
      }),
    [updateUrl, name, filterNames],
  );

  const { setColumns: savePreferredColumns } = preferences;
  const setColumns = useCallback(
    (next: readonly TableColumnPreference[]) => {
      savePreferredColumns(next);
      const current = JSON.parse(filtersKey) as ListFilters;
      const hiddenFilters = next.flatMap(({ key, hidden }) => {
        const column = hidden ? arranged.byKey.get(key) : undefined;
        const filter = column && filterNameOf(column);
        return filter && current[filter] ? [filter] : [];
      });
      if (!hiddenFilters.length) return;
      setFilters(Object.fromEntries(Object.entries(current).filter(([filter]) => !hiddenFilters.includes(filter))));
    },
    [savePreferredColumns, filtersKey, arranged.byKey, setFilters],
  );
  const listPreferences = useMemo(() => ({ ...preferences, setColumns }), [preferences, setColumns]);

  const aggregation = loaded?.aggregation;
  const loadedRows = loaded?.rows;
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for filters.
  const columns = useMemo(
    () =>
      arranged.shown
        .filter((column) => !additionAbsent(column, loadedRows))
        .map((column) => {
          const filter = filterNameOf(column);
          if (!filter) return column;
          const bound = {
            ...column,
            key: column.key ?? filter,
            filterParam: filter,
            filteredValue: filters[filter] ?? null,
          };
          return column.aggregationFilter
            ? { ...bound, filters: aggregationOptions(column.aggregationFilter, aggregation, filters[filter]) }
            : bound;
        }),
    [arranged.shown, filtersKey, aggregation, loadedRows],
  );

  // A page past the end (the last row of the last page was deleted, or an old link): go to the last page.
  const total = loaded?.total ?? 0;
  useEffect(() => {
    if (!loaded || loaded.key !== requestKey || loaded.rows.length > 0 || page <= 1) return;
    setPage(Math.max(1, Math.ceil(total / perPage)));
  }, [loaded, requestKey, page, total, perPage, setPage]);

  const { fitsRequest } = definition;
  const fitting = useMemo(() => {
    const asked = { query, filters: JSON.parse(filtersKey) as ListFilters };
    if (!fitsRequest || !loadedRows || (!asked.query && !Object.keys(asked.filters).length)) return undefined;
    const fits = loadedRows.filter((row) => fitsRequest(row, asked));
    return fits.length < loadedRows.length ? fits : undefined;
  }, [fitsRequest, loadedRows, query, filtersKey]);

  return {
    rows: fitting ?? loadedRows ?? [],
    filteredHere: fitting !== undefined,
    total: fitting ? fitting.length : total,
    aggregation,
    page,
    perPage,
    query,
    filters,
    requestKey,
    columns,
    columnChoices: arranged.choices,
    density: preferences.density,
    preferences: listPreferences,
    initialLoading: loaded === null && error === null,
    refreshing: loaded !== null && pendingKey !== null,
    error,
    searchText,
    setSearchText,
    submitSearch,
    setPage,
    setFilters,
    context,
  };
}

/** A column's name among the user's preferences: its key, else its field, lower case. */
function columnKeyOf<Row>(column: ListColumn<Row>, index: number): string {
  const { dataIndex } = column as { dataIndex?: unknown };
  const name = column.key ?? (Array.isArray(dataIndex) ? dataIndex.join('.') : dataIndex) ?? `column-${index}`;
  return (
    String(name)
      .toLowerCase()
      .replace(/[^a-z0-9_.-]+/g, '-')
      .slice(0, 64) || `column-${index}`
  );
}

/** 'Sent messages' → 'sent-messages'; a second list on a screen goes by its URL prefix too. */
function listIdOf<Row, Query>(definition: ListPageDefinition<Row, Query>): string {
  const title = typeof definition.title === 'string' ? definition.title : 'list';
  const words = `${definition.urlPrefix ?? ''} ${title}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return words.replace(/^-+|-+$/g, '').slice(0, 64) || 'list';
}

function filterNameOf<Row>(column: ListColumn<Row>): string | undefined {
  if (!column.filters && !column.filterDropdown && !column.aggregationFilter) return undefined;
  if (column.filterParam) return column.filterParam;
  if (column.key !== undefined && column.key !== null) return String(column.key);
  const { dataIndex } = column as { dataIndex?: unknown };
  if (typeof dataIndex === 'string' || typeof dataIndex === 'number') return String(dataIndex);
  return undefined;
}

/** A column of an added field, when the loaded rows (some) carry none of it: the spec's backend sends no such field. */
function additionAbsent<Row>(column: ListColumn<Row>, rows: Row[] | undefined): boolean {
  const field = column.addition;
  if (!field || !rows?.length) return false;
  return !rows.some((row) => (row as Record<string, unknown>)[field] !== undefined);
}

function filterParamsOf<Row>(columns: ListColumn<Row>[]): Set<string> {
  const names = new Set<string>();
  for (const column of columns) {
    const filter = filterNameOf(column);
    if (filter) names.add(filter);
  }
  return names;
}

function positiveInt(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function setOrDelete(params: URLSearchParams, key: string, value: string | number | null) {
  if (value === null || value === '') params.delete(key);
  else params.set(key, String(value));
}

function sameAnswer<Row>(a: Loaded<Row>, b: Loaded<Row>): boolean {
  return (
    a.key === b.key &&
    a.total === b.total &&
    JSON.stringify(a.rows) === JSON.stringify(b.rows) &&
    JSON.stringify(a.aggregation) === JSON.stringify(b.aggregation)
  );
}

/** A bucket per option ('Sent (12)'); a chosen value the latest answer no longer counts stays offered. */
function aggregationOptions(
  source: NonNullable<ListColumn<unknown>['aggregationFilter']>,
  aggregation: ListAggregation | undefined,
  chosen: string[] | undefined,
) {
  const answered = aggregation?.[source.key];
  const buckets: { key: string; doc_count?: number }[] = answered
    ? (answered.buckets ?? [])
    : (source.fallback ?? []).map((key) => ({ key }));
  const label = source.label ?? ((value: string) => value);
  const options = buckets.map((bucket) => ({
    text: bucket.doc_count === undefined ? label(bucket.key) : `${label(bucket.key)} (${bucket.doc_count})`,
    value: bucket.key,
  }));
  for (const value of chosen ?? [])
    if (!buckets.some((bucket) => bucket.key === value)) options.push({ text: `${label(value)} (0)`, value });
  return options;
}
