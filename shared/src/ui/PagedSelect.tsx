import { Select, type SelectProps, Spin } from '@condo/shared/antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeError } from './errors';

/** One choice: the record's id and what the user reads. */
export interface PagedOption {
  value: number;
  label: string;
  /** A second line in the list (e.g. the e-mail that tells two people of one name apart). */
  description?: string;
}

/** A server-paged list call, e.g. `(params, options) => api.users.list(params, options)`. */
export type PagedLoad<Row> = (
  params: { page: number; per_page: number; query?: string },
  options: { silent: boolean; signal: AbortSignal },
) => Promise<{ data: Row[]; total_entries?: number }>;

export interface PagedOptionsState {
  options: PagedOption[];
  loading: boolean;
  error: string | null;
  total: number | null;
  hasMore: boolean;
  /** Starts again from page 1 with this search text (debounced by the caller). */
  search: (text: string) => void;
  /** Loads the next page unless one is loading or there is none. */
  loadMore: () => void;
}

/**
 * The pages of a server list as choices: page 1 on the first `search`, the next page on `loadMore`, a new search
 * dropping what an older one would still bring (answers that come back late are ignored).
 */
export function usePagedOptions<Row>(
  load: PagedLoad<Row>,
  toOption: (row: Row) => PagedOption,
  pageSize: number,
): PagedOptionsState {
  const [options, setOptions] = useState<PagedOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const current = useRef({ query: '', page: 0, request: 0, loading: false, more: true });
  const controller = useRef<AbortController | null>(null);
  const latest = useRef({ load, toOption });
  latest.current = { load, toOption };

  const fetchPage = useCallback(
    async (query: string, page: number) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const request = ++current.current.request;
      current.current = { ...current.current, query, loading: true };
      setLoading(true);
      setError(null);
      try {
        const text = query.trim();
        const response = await latest.current.load(
          { page, per_page: pageSize, ...(text ? { query: text } : {}) },
          { silent: true, signal: abort.signal },
        );
        if (request !== current.current.request) return;
        const rows = response.data.map(latest.current.toOption);
        const totalEntries = response.total_entries ?? null;
        setOptions((previous) => (page === 1 ? rows : [...previous, ...rows]));
        setTotal(totalEntries);
        const loaded = (page - 1) * pageSize + rows.length;
        current.current = {
          ...current.current,
          page,
          more: rows.length === pageSize && (totalEntries === null || loaded < totalEntries),
        };
      } catch (failure) {
        if (request === current.current.request && !abort.signal.aborted) setError(describeError(failure));
      } finally {
        if (request === current.current.request) {
          current.current.loading = false;
          setLoading(false);
        }
      }
    },
    [pageSize],
  );

  useEffect(() => () => controller.current?.abort(), []);

  const search = useCallback((text: string) => void fetchPage(text, 1), [fetchPage]);
  const loadMore = useCallback(() => {
    const state = current.current;
    if (state.loading || !state.more || state.page === 0) return;
    void fetchPage(state.query, state.page + 1);
  }, [fetchPage]);

  return { options, loading, error, total, hasMore: current.current.more, search, loadMore };
}

export interface PagedSelectProps<Row>
  extends Omit<
    SelectProps<number[] | number | null>,
    'options' | 'mode' | 'loading' | 'showSearch' | 'onSearch' | 'filterOption'
  > {
  /** One choice (the value is an id or null) instead of any number of them (an array of ids). */
  single?: boolean;
  load: PagedLoad<Row>;
  toOption: (row: Row) => PagedOption;
  /** Names of values already chosen (an edited record's), so their tags read as names before any page loads. */
  knownOptions?: PagedOption[];
  /** Spec part 1 §9: the notification picker asks for 50 users at a time. */
  pageSize?: number;
  searchDebounceMs?: number;
  /** 'users' → 'Could not load users', '1-50 of 1,500 users'. */
  noun?: string;
}

/**
 * A select (multiple, or `single`) over a server list that can be long (thousands of users): it loads a page when opened, the next
 * page when scrolled to the bottom, and searches on the server as the user types. Chosen values keep their names
 * whether or not their page is loaded.
 */
export function PagedSelect<Row>({
  load,
  toOption,
  knownOptions = [],
  pageSize = 50,
  searchDebounceMs = 300,
  noun = 'items',
  single = false,
  value,
  onOpenChange,
  ...props
}: PagedSelectProps<Row>) {
  const list = usePagedOptions(load, toOption, pageSize);
  const [opened, setOpened] = useState(false);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const names = useRef(new Map<number, string>());
  for (const option of [...knownOptions, ...list.options]) names.current.set(option.value, option.label);

  useEffect(() => () => clearTimeout(debounce.current), []);

  const options = useMemo(() => {
    const shown = new Set(list.options.map((option) => option.value));
    // Chosen values outside the loaded pages stay in the options (hidden from the list) so their tags keep names.
    const values = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
    const chosen = values
      .filter((id) => !shown.has(id))
      .map((id) => ({ value: id, label: names.current.get(id) ?? `#${id}`, style: { display: 'none' } }));
    return [...list.options, ...chosen];
  }, [list.options, value]);

  const onSearch = (text: string) => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => list.search(text), searchDebounceMs);
  };

  const footer = list.error ? (
    <div role="alert" style={{ padding: '4px 12px', color: 'var(--ant-color-error-text)' }}>
      Could not load {noun}: {list.error}
    </div>
  ) : (
    <div aria-live="polite" style={{ padding: '4px 12px', color: 'var(--ant-color-text-secondary)', fontSize: 12 }}>
      {list.loading ? (
        <>
          <Spin size="small" /> Loading {noun}…
        </>
      ) : list.total !== null ? (
        `${list.options.length} of ${list.total} ${noun}${list.hasMore ? ', scroll for more' : ''}`
      ) : null}
    </div>
  );

  return (
    <Select<number[] | number | null>
      {...props}
      mode={single ? undefined : 'multiple'}
      value={value}
      options={options}
      loading={list.loading}
      showSearch={{ filterOption: false, onSearch }}
      notFoundContent={list.loading ? null : `No ${noun} found`}
      onOpenChange={(open) => {
        if (open && !opened) {
          setOpened(true);
          list.search('');
        }
        onOpenChange?.(open);
      }}
      onPopupScroll={(event) => {
        const target = event.currentTarget as HTMLElement;
        if (target.scrollTop + target.clientHeight >= target.scrollHeight - 40) list.loadMore();
      }}
      optionRender={(option) =>
        option.data.description ? (
          <div>
            <div>{option.label}</div>
            <div style={{ fontSize: 12, color: 'var(--ant-color-text-secondary)' }}>{option.data.description}</div>
          </div>
        ) : (
          option.label
        )
      }
      popupRender={(menu) => (
        <>
          {menu}
          {footer}
        </>
      )}
    />
  );
}
